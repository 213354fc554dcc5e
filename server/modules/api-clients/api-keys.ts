// The API keys of machine clients (turnstiles, ERPs): a long random secret, not a JWT, shown once when made. Only its
// sha256 is stored: a copy of the database gives nobody a working key. sha256 without salt or slow hashing is
// enough here, because the secret has 256 random bits and nothing to guess (unlike a password).
import { createHash, randomBytes } from "node:crypto";

// Users' tokens are JWTs ("eyJ..."), which never start with this: the prefix alone tells the two apart before any
// work, and makes a leaked key easy to recognise in logs and secret scanners.
export const API_KEY_PREFIX = "psa_";
const SECRET_BYTES = 32;
// 32 bytes in base64url without padding are 43 characters.
const API_KEY_PATTERN = /^psa_[A-Za-z0-9_-]{43}$/;

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

// Whether the text has the exact shape of a key we made; anything else is refused without a database read.
export function isWellFormedApiKey(token: string): boolean {
  return API_KEY_PATTERN.test(token);
}

export function apiKeyHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newApiKey(): { token: string; tokenHash: string } {
  const token = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  return { token, tokenHash: apiKeyHash(token) };
}
