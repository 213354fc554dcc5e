// Sign-in tokens: JWTs signed with HS256 by jose. Verification accepts HS256 only (no "alg: none", no
// algorithm confusion) and requires every claim the portal relies on:
//   sub  user id               kind  user kind              tv   User.tokenVersion when issued
//   jti  token id (sign-out)   iat, exp  seconds since the epoch
// A password change or reset moves tokenVersion, so every older token dies; a sign-out lists the jti
// in revoked_tokens, so that one token dies.
import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import type { UserKind } from "../../generated/prisma/enums";

export type TokenClaims = {
  sub: string;
  kind: UserKind;
  tv: number;
  jti: string;
  iat: number;
  exp: number;
};

const USER_KINDS: readonly string[] = ["SUPPLIER", "WORKER", "CUSTOMER"];
// A token longer than this is not one of ours; refusing it early bounds the work an attacker can cause.
const MAX_TOKEN_LENGTH = 2048;

// The HMAC key of a secret, imported once per secret: given bytes, jose imports a new CryptoKey at every call,
// which was a tenth of a signed-in request's CPU under load.
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(
  secret: string,
  subject: { userId: number; kind: UserKind; tokenVersion: number },
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date; tokenId: string }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ttlSeconds;
  const tokenId = randomUUID();
  const token = await new SignJWT({ kind: subject.kind, tv: subject.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(subject.userId))
    .setJti(tokenId)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000), tokenId };
}

// Tokens that passed verification, by their text. A signature checked once stays valid for the same text and key,
// so a token seen again costs a lookup and a look at its expiry: HMAC through WebCrypto was the largest part of a
// small signed-in request. Only tokens that passed enter, so forged ones cannot push real ones out. Revocation is
// not decided here: the viewer's row and revoked_tokens are read on every request (auth.service.ts).
const verifiedTokens = new LRUCache<string, { secret: string; claims: TokenClaims }>({ max: 10_000 });

// The claims of a well-formed, correctly signed, unexpired token; null for anything else.
export async function verifyToken(secret: string, token: string, now: Date): Promise<TokenClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const seen = verifiedTokens.get(token);
  if (seen && seen.secret === secret) {
    // jose's own rule: expired when exp is not after the present second.
    return seen.claims.exp > Math.floor(now.getTime() / 1000) ? seen.claims : null;
  }
  const claims = await verifyTokenSignature(secret, token, now);
  if (claims) verifiedTokens.set(token, { secret, claims });
  return claims;
}

async function verifyTokenSignature(secret: string, token: string, now: Date): Promise<TokenClaims | null> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ["HS256"],
      typ: "JWT",
      currentDate: now,
      requiredClaims: ["sub", "jti", "iat", "exp"],
    }));
  } catch {
    return null; // bad signature, expired, malformed: all the same to the caller
  }
  const { sub, kind, tv, jti, iat, exp } = payload;
  if (typeof sub !== "string" || !/^\d{1,12}$/.test(sub)) return null;
  if (typeof kind !== "string" || !USER_KINDS.includes(kind)) return null;
  if (typeof jti !== "string" || jti.length > 64) return null;
  if (!Number.isInteger(tv) || !Number.isInteger(iat) || !Number.isInteger(exp)) return null;
  return { sub, kind: kind as UserKind, tv: tv as number, jti, iat: iat as number, exp: exp as number };
}

// The token of an "Authorization: Bearer ..." header, or null.
export function bearerToken(authorizationHeader: string | null): string | null {
  if (!authorizationHeader) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorizationHeader);
  return match?.[1] ?? null;
}
