// The client's address, for the per-address sign-in limits and the audit trail.
//
// Behind reverse proxies every request comes from the nearest proxy, and X-Forwarded-For lists the
// hops it went through, left to right; each proxy appends the address of the peer that spoke to it.
// Only the entries appended by our own proxies can be believed: anything to their left was written by
// whoever sent the request. So the list is read from the right, skipping the proxies the configuration
// trusts, and the first address that is not one of them is the client (the rightmost untrusted one).
import { BlockList, isIP } from "node:net";

// What TRUST_PROXY says: how many proxy hops stand in front of the portal, or which addresses are ours.
export type TrustProxy = { hops: number } | { addresses: readonly string[] };

// "::ffff:192.0.2.1" (an IPv4 client on a dual-stack socket) and "192.0.2.1" are the same client.
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

// One X-Forwarded-For entry: an address, possibly with a port ("192.0.2.1:4711", "[2001:db8::1]:4711")
// as some proxies write it. Anything else is null.
function parseForwardedEntry(entry: string): string | null {
  const value = entry.trim();
  if (isIP(value)) return normalize(value);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed && isIP(bracketed[1]!) === 6) return normalize(bracketed[1]!);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  if (withPort && isIP(withPort[1]!) === 4) return withPort[1]!;
  return null;
}

// A CIDR or a single address as a BlockList rule; throws on anything else (the configuration is checked at start).
function addRule(list: BlockList, rule: string): void {
  const [address, prefixText] = rule.trim().split("/") as [string, string | undefined];
  const family = isIP(address);
  if (family === 0) throw new Error(`indirizzo non valido: ${rule}`);
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) {
    list.addAddress(address, type);
    return;
  }
  const prefix = Number(prefixText);
  if (!/^\d+$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) throw new Error(`prefisso non valido: ${rule}`);
  list.addSubnet(address, prefix, type);
}

// Checks a list of trusted proxy addresses and CIDRs; the error message names the first bad one.
export function validateTrustedProxies(rules: readonly string[]): void {
  const list = new BlockList();
  for (const rule of rules) addRule(list, rule);
}

function trustedBy(trust: TrustProxy): (address: string, hop: number) => boolean {
  if ("hops" in trust) return (_address, hop) => hop < trust.hops;
  const list = new BlockList();
  for (const rule of trust.addresses) addRule(list, rule);
  return (address) => list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

// Returns the function that reads a request's client address from the socket peer and X-Forwarded-For.
export function createClientAddressResolver(trust: TrustProxy) {
  const trusted = trustedBy(trust);
  const readsHeader = "addresses" in trust || trust.hops > 0;

  return function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined): string | null {
    if (!socketAddress) return null;
    let client = normalize(socketAddress);
    if (!readsHeader || !forwardedFor) return client;
    // The socket peer is hop 0; the header's entries are hops 1, 2, ... counted from the right.
    const entries = forwardedFor.split(",").reverse();
    for (let hop = 0; trusted(client, hop); hop += 1) {
      const next = entries[hop];
      if (next === undefined) return client; // every hop trusted: the leftmost one is the best we know
      const address = parseForwardedEntry(next);
      // Our proxies write addresses; garbage here was written by the sender, so the hop that received it stands.
      if (!address) return client;
      client = address;
    }
    return client;
  };
}
