// Where a webhook may be sent: never to this portal nor to a private, loopback, link-local or otherwise internal
// address (SSRF: a customer's endpoint must not become a way into the portal's own network), unless the operator
// allows it (WEBHOOK_ALLOW_PRIVATE_URLS, for receivers on the same network and for the tests). The name is resolved
// and every address checked when the endpoint is saved, and again by the connection itself at each delivery
// (guardedLookup), so a name that later resolves elsewhere (DNS rebinding) is refused at that moment too.
import { BlockList, isIP } from "node:net";
import { lookup, type LookupAddress } from "node:dns";
import { promisify } from "node:util";
import type { LookupFunction } from "node:net";
import { WEBHOOK_MESSAGES } from "../../../common/validation/webhooks";

const lookupAll = promisify(lookup);

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24],
  ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) INTERNAL.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["64:ff9b::", 96], ["2001:db8::", 32], ["100::", 64],
] as const) INTERNAL.addSubnet(network, prefix, "ipv6");

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1]!, "ipv4");
  return INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type UrlPolicy = { allowPrivate: boolean; portalHost: string };

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

// null when the URL may be used; otherwise the message for the user.
export async function webhookUrlProblem(text: string, policy: UrlPolicy): Promise<string | null> {
  const url = new URL(text);
  if (policy.allowPrivate) return null;
  const host = hostOf(url);
  if (host === policy.portalHost.toLowerCase() || host === "localhost" || host.endsWith(".localhost")) return WEBHOOK_MESSAGES.urlPrivate;
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookupAll(host, { all: true, verbatim: true });
  } catch {
    return WEBHOOK_MESSAGES.urlUnresolved;
  }
  if (addresses.length === 0) return WEBHOOK_MESSAGES.urlUnresolved;
  return addresses.some(({ address }) => isInternalAddress(address)) ? WEBHOOK_MESSAGES.urlPrivate : null;
}

export class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`indirizzo non consentito per i webhook: ${address}`);
    this.name = "RefusedAddressError";
  }
}

// The lookup the delivery's connection uses: the addresses it connects to are the ones checked here.
export function guardedLookup(policy: UrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as LookupAddress[];
      const refused = policy.allowPrivate ? undefined : list.find(({ address }) => isInternalAddress(address));
      if (refused) return callback(new RefusedAddressError(refused.address), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`nessun indirizzo per ${hostname}`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

// A literal IP in the URL never reaches lookup: it is checked here before connecting.
export function literalAddressRefused(text: string, policy: UrlPolicy): string | null {
  if (policy.allowPrivate) return null;
  const host = hostOf(new URL(text));
  return isIP(host) && isInternalAddress(host) ? host : null;
}
