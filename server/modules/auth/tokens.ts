// Sign-in tokens: JWTs signed with HS256 by jose. Verification accepts HS256 only (no "alg: none", no
// algorithm confusion) and requires every claim the portal relies on:
//   sub  user id               kind  user kind              tv   User.tokenVersion when issued
//   jti  token id (sign-out)   iat, exp  seconds since the epoch
// A password change or reset moves tokenVersion, so every older token dies; a sign-out lists the jti
// in revoked_tokens, so that one token dies.
import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
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

// The key bytes of a secret, made once per secret rather than at every request.
const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
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
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000), tokenId };
}

// The claims of a well-formed, correctly signed, unexpired token; null for anything else.
export async function verifyToken(secret: string, token: string, now: Date): Promise<TokenClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
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
