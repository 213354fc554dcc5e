// The API keys of machine clients (turnstiles, ERPs): a long random secret, not a JWT, shown once when made. Only its
// sha256 is stored: a copy of the database gives nobody a working key. sha256 without salt or slow hashing is
// enough here, because the secret has about 256 random bits and nothing to guess (unlike a password).
//
// The shape follows GitHub's and Stripe's tokens: a prefix that names the product, a random body in base62 (one
// word to double-click, nothing to escape in a URL or a shell), and a CRC32 of the body at the end. A secret
// scanner (or our own log filters) can then tell a real key from a random string offline, and a mistyped key is
// refused before the database is read.
import { createHash, randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";

// Users' tokens are JWTs ("eyJ..."), which never start with this: the prefix alone tells the two apart before any
// work.
export const API_KEY_PREFIX = "psa_";
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
// 43 base62 characters carry 256 bits (62^43 > 2^256).
const BODY_LENGTH = 43;
// 62^6 > 2^32: any CRC32 fits in six characters.
const CHECKSUM_LENGTH = 6;
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}([0-9A-Za-z]{${BODY_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`);
// Keys made before the checksum (43 characters of base64url): they keep working until revoked or rotated.
const UNCHECKED_API_KEY_PATTERN = /^psa_[A-Za-z0-9_-]{43}$/;

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

// Whether the text has the exact shape of a key we made, checksum included; anything else is refused without a
// database read.
export function isWellFormedApiKey(token: string): boolean {
  const match = API_KEY_PATTERN.exec(token);
  if (match) return checksumOf(match[1]!) === match[2];
  return UNCHECKED_API_KEY_PATTERN.test(token);
}

export function apiKeyHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newApiKey(): { token: string; tokenHash: string } {
  const body = randomBase62(BODY_LENGTH);
  const token = `${API_KEY_PREFIX}${body}${checksumOf(body)}`;
  return { token, tokenHash: apiKeyHash(token) };
}

function checksumOf(body: string): string {
  let value = crc32(body);
  let text = "";
  for (let index = 0; index < CHECKSUM_LENGTH; index += 1) {
    text = BASE62[value % 62] + text;
    value = Math.floor(value / 62);
  }
  return text;
}

// Uniform characters: bytes of 248 and above are dropped rather than folded with %, which would favour the first
// eight characters of the alphabet.
function randomBase62(length: number): string {
  let text = "";
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}
