// Sign-in tokens: JWT-compatible HS256 (HMAC-SHA256 over base64url header and payload), made and checked
// here with node:crypto so no library decides which algorithms to accept. The header is fixed and compared
// byte for byte: "alg: none" and algorithm-confusion tricks cannot pass.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { UserKind } from "../../generated/prisma/enums";

export type TokenClaims = {
  sub: string; // user id
  kind: UserKind;
  tv: number; // User.tokenVersion when issued: a password change or reset moves it and the token dies
  iat: number; // seconds since the epoch
  exp: number;
};

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
const USER_KINDS: readonly string[] = ["SUPPLIER", "WORKER", "CUSTOMER"];
// A token longer than this is not one of ours; refusing it early bounds the work an attacker can cause.
const MAX_TOKEN_LENGTH = 2048;

function base64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

function signature(secret: string, signingInput: string): Buffer {
  return createHmac("sha256", secret).update(signingInput).digest();
}

export function signToken(
  secret: string,
  subject: { userId: number; kind: UserKind; tokenVersion: number },
  now: Date,
  ttlSeconds: number,
): { token: string; expiresAt: Date } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = { sub: String(subject.userId), kind: subject.kind, tv: subject.tokenVersion, iat, exp: iat + ttlSeconds };
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return {
    token: `${signingInput}.${signature(secret, signingInput).toString("base64url")}`,
    expiresAt: new Date(claims.exp * 1000),
  };
}

// The claims of a well-formed, correctly signed, unexpired token; null for anything else.
export function verifyToken(secret: string, token: string, now: Date): TokenClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signaturePart] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(signaturePart, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseClaims(payload);
  if (!claims) return null;
  return claims.exp > Math.floor(now.getTime() / 1000) ? claims : null;
}

function parseClaims(payload: string): TokenClaims | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { sub, kind, tv, iat, exp } = value as Record<string, unknown>;
  if (typeof sub !== "string" || !/^\d{1,12}$/.test(sub)) return null;
  if (typeof kind !== "string" || !USER_KINDS.includes(kind)) return null;
  if (!Number.isInteger(tv) || !Number.isInteger(iat) || !Number.isInteger(exp)) return null;
  return { sub, kind: kind as UserKind, tv: tv as number, iat: iat as number, exp: exp as number };
}

// The token of an "Authorization: Bearer ..." header, or null.
export function bearerToken(authorizationHeader: string | null): string | null {
  if (!authorizationHeader) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorizationHeader);
  return match?.[1] ?? null;
}
