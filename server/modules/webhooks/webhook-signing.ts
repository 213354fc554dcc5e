// Standard Webhooks signing (standardwebhooks.com): secrets "whsec_" + base64 of 32 random bytes, each message
// signed as "v1,<HMAC-SHA256>" of "{id}.{timestamp}.{body}" by the specification's own library. During a rotation's
// overlap the previous secret signs too: the header carries both signatures, so a receiver with either verifies.
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export function signatureHeader(secrets: readonly string[], messageId: string, sentAt: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, sentAt, body)).join(" ");
}

// The signing secrets of an endpoint at a moment: the current one, and the previous one while its overlap lasts.
export function activeSecrets(endpoint: { secret: string; previousSecret: string | null; previousValidUntil: Date | null }, now: Date): string[] {
  const previous = endpoint.previousSecret && endpoint.previousValidUntil && endpoint.previousValidUntil > now ? [endpoint.previousSecret] : [];
  return [endpoint.secret, ...previous];
}
