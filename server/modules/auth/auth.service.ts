// Sign-in, the viewer behind a token, and the password flows (spec sections 2, 5, 7). GraphQL and REST
// both call these functions; validation, throttling, authorization and the audit trail live here only.
import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  changePasswordSchema,
  CHANGE_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  RESET_MESSAGES,
  resetPasswordSchema,
} from "../../../common/validation/auth";
import type { AppDeps } from "../../deps";
import type { Prisma, User } from "../../generated/prisma/client";
import type { UserKind } from "../../generated/prisma/enums";
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  parseInput,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from "../../lib/errors";
import { NO_ROWS, type Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./passwords";
import { createAttemptLimiter, createWindowCounter } from "./rate-limit";
import { resetLink, resetPasswordMail } from "./reset-mail";
import { bearerToken, signToken, verifyToken } from "./tokens";

const MINUTE = 60_000;
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  slowAfter: 5, // the 6th attempt within the window waits 1 s, the 7th 2 s, ...
  delayStepMs: 1000,
  maxDelayMs: 5000,
  lockAfter: 10,
  lockMs: 15 * MINUTE,
} as const;
// A mailbox gets at most 5 reset mails an hour; an address (an office behind one NAT) 20.
const RESET_REQUESTS_PER_EMAIL = 5;
const RESET_REQUESTS_PER_IP = 20;

export const NOT_FOUND_USER_MESSAGE = "Attenzione! utente non trovato";
const WRONG_CREDENTIALS_MESSAGE = "Email o password non corretti";
const MAIL_FAILED_MESSAGE = "Impossibile inviare la mail, riprovare più tardi";

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? "1 minuto" : `${minutes} minuti`;
}
const signInLockedMessage = (ms: number) => `Troppi tentativi di accesso non riusciti. Riprova tra ${minutesText(ms)}.`;
const resetLockedMessage = (ms: number) => `Troppi tentativi non riusciti. Riprova tra ${minutesText(ms)}.`;
const resetRequestsMessage = (ms: number) =>
  `Troppe richieste di reimpostazione della password. Riprova tra ${minutesText(ms)}.`;

function rateLimited(message: string, ms: number): RateLimitedError {
  return new RateLimitedError(message, Math.max(1, Math.ceil(ms / 1000)));
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

type UserRow = Pick<User, "id" | "kind" | "email" | "userLevel" | "supplierId" | "customerId" | "workerId">;

function viewerOf(user: UserRow): Viewer {
  return {
    userId: user.id,
    kind: user.kind,
    email: user.email,
    userLevel: user.userLevel,
    supplierId: user.supplierId,
    customerId: user.customerId,
    workerId: user.workerId,
  };
}

// Only the viewer's own user can be loaded (viewer query, node(id), payloads): anyone else's answers as missing.
export function userWhereForViewer(viewer: Viewer | null): Prisma.UserWhereInput {
  return viewer ? { id: viewer.userId, active: true } : NO_ROWS;
}

export type SignInResult = { token: string; expiresAt: Date; userId: number };

export function createAuthService(deps: AppDeps) {
  const { prisma, config, logger } = deps;
  const signInFailures = createAttemptLimiter(SIGN_IN_LIMITS, deps.now);
  const resetFailures = createAttemptLimiter({ ...SIGN_IN_LIMITS, slowAfter: Number.POSITIVE_INFINITY }, deps.now);
  const resetRequestsByEmail = createWindowCounter({ limit: RESET_REQUESTS_PER_EMAIL, windowMs: 60 * MINUTE }, deps.now);
  const resetRequestsByIp = createWindowCounter({ limit: RESET_REQUESTS_PER_IP, windowMs: 60 * MINUTE }, deps.now);
  // Made now, so the first sign-in with an unknown e-mail does not pay for it (and stand out by its time).
  void dummyPasswordHash();

  // Failures count per account (the e-mail typed, known or not, so a lock says nothing about existence)
  // and per client address. Without an address (a call that did not come over a socket) only the account counts.
  const accountAndAddressKeys = (email: string, ip: string | null) => (ip ? [`account:${email}`, `ip:${ip}`] : [`account:${email}`]);

  function issueToken(user: { id: number; kind: UserKind; tokenVersion: number }): SignInResult {
    const { token, expiresAt } = signToken(
      config.tokenSecret,
      { userId: user.id, kind: user.kind, tokenVersion: user.tokenVersion },
      deps.now(),
      config.tokenTtlSeconds,
    );
    return { token, expiresAt, userId: user.id };
  }

  async function throttleSignIn(keys: string[]): Promise<void> {
    const before = signInFailures.status(keys);
    if (before.lockedForMs > 0) throw rateLimited(signInLockedMessage(before.lockedForMs), before.lockedForMs);
    if (before.waitMs > 0) {
      await sleep(before.waitMs);
      // Attempts that waited side by side may have locked the keys meanwhile.
      const after = signInFailures.status(keys);
      if (after.lockedForMs > 0) throw rateLimited(signInLockedMessage(after.lockedForMs), after.lockedForMs);
    }
  }

  return {
    // The person behind "Authorization: Bearer <token>": null when the token is missing, malformed, badly
    // signed, expired, revoked (password changed since) or its user is gone or deactivated.
    async resolveViewer(authorizationHeader: string | null): Promise<Viewer | null> {
      const token = bearerToken(authorizationHeader);
      if (!token) return null;
      const claims = verifyToken(config.tokenSecret, token, deps.now());
      if (!claims) return null;
      const user = await prisma.user.findUnique({
        where: { id: Number(claims.sub) },
        select: { id: true, kind: true, email: true, userLevel: true, supplierId: true, customerId: true, workerId: true, tokenVersion: true, active: true },
      });
      if (!user || !user.active || user.tokenVersion !== claims.tv || user.kind !== claims.kind) return null;
      return viewerOf(user);
    },

    // The cs/ and wr/ areas of the REST facade belong to one kind of user each (spec section 6).
    requireViewer(viewer: Viewer | null, kind?: UserKind): Viewer {
      if (!viewer) throw new UnauthenticatedError();
      if (kind && viewer.kind !== kind) throw new ForbiddenError();
      return viewer;
    },

    // The viewer's own user with the columns and relations a GraphQL query selects.
    async loadOwnUser<Q extends { select?: Prisma.UserSelect; include?: Prisma.UserInclude }>(viewer: Viewer | null, query: Q) {
      return prisma.user.findFirst({ ...query, where: userWhereForViewer(viewer) });
    },

    // The user a sign-in just returned, for its payload: authorized by the token issued, like any viewer.
    async loadSignedInUser<Q extends { select?: Prisma.UserSelect; include?: Prisma.UserInclude }>(result: SignInResult, query: Q) {
      const viewer = await this.resolveViewer(`Bearer ${result.token}`);
      const user = await prisma.user.findFirst({ ...query, where: userWhereForViewer(viewer) });
      if (!user) throw new UnauthenticatedError();
      return user;
    },

    async login(input: unknown, ip: string | null): Promise<SignInResult> {
      const { email, password } = parseInput(loginSchema, input);
      const keys = accountAndAddressKeys(email, ip);
      await throttleSignIn(keys);

      const user = await prisma.user.findUnique({ where: { email } });
      // An unknown e-mail is checked against a dummy hash so it costs what a wrong password costs.
      const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !user.active || !passwordMatches) {
        signInFailures.recordFailure(keys);
        await recordAudit(prisma, {
          actor: null,
          actorLabel: email,
          action: "auth.login_failed",
          entityType: "User",
          entityId: user?.id ?? null,
          after: { reason: !user ? "unknown_email" : !user.active ? "inactive_user" : "wrong_password" },
          ip,
          occurredAt: deps.now(),
        });
        logger.info("Accesso non riuscito", { email, ip });
        throw new UnauthenticatedError(WRONG_CREDENTIALS_MESSAGE);
      }

      signInFailures.clear(`account:${email}`);
      logger.debug("Accesso riuscito", { userId: user.id, ip });
      const now = deps.now();
      await prisma.user.update({
        where: { id: user.id },
        // Hashes made with weaker parameters are upgraded while the plain password is at hand.
        data: { lastLoginAt: now, ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {}) },
      });
      await recordAudit(prisma, { actor: viewerOf(user), action: "auth.login", entityType: "User", entityId: user.id, ip, occurredAt: now });
      return issueToken(user);
    },

    async requestPasswordReset(input: unknown, ip: string | null): Promise<{ success: true }> {
      const { email } = parseInput(forgotPasswordSchema, input);
      const wait = Math.max(resetRequestsByEmail.retryAfterMs([email]), ip ? resetRequestsByIp.retryAfterMs([ip]) : 0);
      if (wait > 0) throw rateLimited(resetRequestsMessage(wait), wait);
      resetRequestsByEmail.hit([email]);
      if (ip) resetRequestsByIp.hit([ip]);

      const user = await prisma.user.findUnique({ where: { email }, select: { id: true, email: true, active: true } });
      // The forgot screen must say when the user does not exist (spec section 2), so this answer is explicit.
      if (!user || !user.active) {
        logger.info("Reimpostazione password per un utente inesistente", { email, ip });
        throw new NotFoundError(NOT_FOUND_USER_MESSAGE);
      }

      const token = randomBytes(32).toString("base64url");
      const now = deps.now();
      const record = await prisma.passwordResetToken.create({
        data: {
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(now.getTime() + config.resetTokenTtlMinutes * MINUTE),
          requestedIp: ip,
          createdAt: now,
        },
      });
      const link = resetLink(config.publicUrl, user.email, token);
      try {
        await deps.mailer.send(resetPasswordMail({ to: user.email, link, validMinutes: config.resetTokenTtlMinutes }));
      } catch (error) {
        // A link nobody received must not stay usable.
        await prisma.passwordResetToken.delete({ where: { id: record.id } });
        logger.error("Invio della mail di reimpostazione non riuscito", { userId: user.id, error: String(error) });
        throw new AppError(MAIL_FAILED_MESSAGE, 503);
      }
      await recordAudit(prisma, {
        actor: null,
        actorLabel: user.email,
        action: "auth.password_reset_requested",
        entityType: "User",
        entityId: user.id,
        ip,
        occurredAt: now,
      });
      return { success: true };
    },

    async resetPassword(input: unknown, ip: string | null): Promise<{ success: true }> {
      const { email, token, password } = parseInput(resetPasswordSchema, input);
      const keys = accountAndAddressKeys(email, ip);
      const status = resetFailures.status(keys);
      if (status.lockedForMs > 0) throw rateLimited(resetLockedMessage(status.lockedForMs), status.lockedForMs);

      const now = deps.now();
      const invalidLink = () => {
        resetFailures.recordFailure(keys);
        return new ValidationError({ token: [RESET_MESSAGES.tokenInvalid] });
      };
      const stored = await prisma.passwordResetToken.findUnique({
        where: { tokenHash: sha256(token) },
        select: { id: true, expiresAt: true, usedAt: true, user: { select: { id: true, email: true, active: true } } },
      });
      if (!stored || stored.usedAt || stored.expiresAt <= now || stored.user.email !== email || !stored.user.active) {
        throw invalidLink();
      }
      const passwordHash = await hashPassword(password);
      const completed = await prisma.$transaction(async (tx) => {
        // Claimed with a condition so two submissions of one link cannot both succeed.
        const claimed = await tx.passwordResetToken.updateMany({ where: { id: stored.id, usedAt: null }, data: { usedAt: now } });
        if (claimed.count !== 1) return false;
        await tx.passwordResetToken.updateMany({ where: { userId: stored.user.id, usedAt: null }, data: { usedAt: now } });
        await tx.user.update({
          where: { id: stored.user.id },
          data: { passwordHash, passwordChangedAt: now, tokenVersion: { increment: 1 } },
        });
        await recordAudit(tx, {
          actor: null,
          actorLabel: stored.user.email,
          action: "auth.password_reset_completed",
          entityType: "User",
          entityId: stored.user.id,
          ip,
          occurredAt: now,
        });
        return true;
      });
      if (!completed) throw invalidLink();
      resetFailures.clear(`account:${email}`);
      signInFailures.clear(`account:${email}`);
      return { success: true };
    },

    // Changes the viewer's own password; the answer carries a new token because the old ones stop working.
    async changePassword(viewer: Viewer | null, input: unknown, ip: string | null = null): Promise<Omit<SignInResult, "userId">> {
      if (!viewer) throw new UnauthenticatedError();
      const { oldPassword, password } = parseInput(changePasswordSchema, input);
      // Wrong old passwords count as failed sign-ins: a stolen token must not become a password oracle.
      const keys = [`account:${viewer.email}`];
      const status = signInFailures.status(keys);
      if (status.lockedForMs > 0) throw new ValidationError({ oldPassword: [signInLockedMessage(status.lockedForMs)] });

      const user = await prisma.user.findFirst({ where: userWhereForViewer(viewer) });
      if (!user) throw new UnauthenticatedError();
      if (!(await verifyPassword(oldPassword, user.passwordHash))) {
        signInFailures.recordFailure(keys);
        throw new ValidationError({ oldPassword: [CHANGE_PASSWORD_MESSAGES.oldPasswordWrong] });
      }
      const passwordHash = await hashPassword(password);
      const now = deps.now();
      const updated = await prisma.$transaction(async (tx) => {
        const changed = await tx.user.update({
          where: { id: user.id },
          data: { passwordHash, passwordChangedAt: now, tokenVersion: { increment: 1 } },
          select: { id: true, kind: true, tokenVersion: true },
        });
        await recordAudit(tx, { actor: viewer, action: "auth.password_changed", entityType: "User", entityId: user.id, ip, occurredAt: now });
        return changed;
      });
      const { token, expiresAt } = issueToken(updated);
      return { token, expiresAt };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
