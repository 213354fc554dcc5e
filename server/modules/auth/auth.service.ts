// Sign-in, the viewer behind a token, and the password flows (spec sections 2, 5, 7). GraphQL and REST
// both call these functions; validation, throttling, authorization and the audit trail live here only.
import { createHash, randomBytes } from "node:crypto";
import {
  changePasswordSchema,
  CHANGE_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_TOO_COMMON,
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
import { NO_ROWS, type Viewer, type ViewerUserRow } from "../../viewer";
import { createApiClientAuth, type ApiClientBudget } from "../api-clients/api-client-auth";
import { isWellFormedApiKey, looksLikeApiKey } from "../api-clients/api-keys";
import { recordAudit } from "../audit/audit.service";
import { isCommonPassword } from "./common-passwords";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "./passwords";
import { resetLink, resetPasswordMail } from "./reset-mail";
import { createSignInThrottle } from "./sign-in-throttle";
import { bearerToken, signToken, verifyToken } from "./tokens";

const MINUTE = 60_000;

export const NOT_FOUND_USER_MESSAGE = "Attenzione! utente non trovato";
// One answer for an unknown e-mail, a wrong password and a disabled user: it must not say which.
export const WRONG_CREDENTIALS_MESSAGE = "Email o password non corretti";
const MAIL_FAILED_MESSAGE = "Impossibile inviare la mail, riprovare più tardi";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

type UserRow = Pick<User, "id" | "kind" | "email" | "userLevel" | "supplierId" | "customerId" | "workerId" | "supplierWorkerId">;

function viewerOf(user: UserRow): Viewer {
  return {
    userId: user.id,
    kind: user.kind,
    email: user.email,
    userLevel: user.userLevel,
    supplierId: user.supplierId,
    customerId: user.customerId,
    workerId: user.workerId,
    supplierWorkerId: user.supplierWorkerId,
  };
}

type ViewerUserColumns = {
  id: number;
  kind: UserKind;
  email: string;
  user_level: number;
  token_version: number;
  first_name: string | null;
  last_name: string | null;
  active: boolean;
  customer_supplier_id: number | null;
  customer_id: number | null;
  worker_id: number | null;
  customer_supplier_worker_id: number | null;
  last_login_at: Date | null;
  password_changed_at: Date | null;
  expiry_reminders: boolean;
  created_at: Date;
  updated_at: Date;
};

function viewerUserOf(row: ViewerUserColumns): ViewerUserRow {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    userLevel: row.user_level,
    tokenVersion: row.token_version,
    firstName: row.first_name,
    lastName: row.last_name,
    active: row.active,
    supplierId: row.customer_supplier_id,
    customerId: row.customer_id,
    workerId: row.worker_id,
    supplierWorkerId: row.customer_supplier_worker_id,
    lastLoginAt: row.last_login_at,
    passwordChangedAt: row.password_changed_at,
    expiryReminders: row.expiry_reminders,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// Whether a Prisma selection (from the Pothos plugin) asks only for columns the row already holds.
function asksOnlyColumnsOf(row: object, query: { select?: object; include?: object }): boolean {
  const wanted = (selection: object | undefined) => Object.entries(selection ?? {}).filter(([, value]) => value !== false && value !== undefined);
  if (wanted(query.include).length > 0) return false;
  return wanted(query.select).every(([key, value]) => value === true && key in row);
}

// Only the viewer's own user can be loaded (viewer query, node(id), payloads): anyone else's answers as missing.
export function userWhereForViewer(viewer: Viewer | null): Prisma.UserWhereInput {
  return viewer ? { id: viewer.userId, active: true } : NO_ROWS;
}

export type SignInResult = { token: string; expiresAt: Date; userId: number };

export function createAuthService(deps: AppDeps) {
  const { prisma, config, logger } = deps;
  const throttle = createSignInThrottle(deps);
  const apiClients = createApiClientAuth(deps);

  async function issueToken(user: { id: number; kind: UserKind; tokenVersion: number }): Promise<SignInResult> {
    const { token, expiresAt } = await signToken(
      config.tokenSecret,
      { userId: user.id, kind: user.kind, tokenVersion: user.tokenVersion },
      deps.now(),
      config.tokenTtlSeconds,
    );
    return { token, expiresAt, userId: user.id };
  }

  async function upgradeHash(userId: number, oldHash: string, password: string): Promise<void> {
    try {
      const passwordHash = await hashPassword(password);
      // Only if the password has not changed meanwhile.
      await prisma.user.updateMany({ where: { id: userId, passwordHash: oldHash }, data: { passwordHash } });
    } catch (error) {
      logger.warn("Aggiornamento dell'hash della password non riuscito", { userId, error: String(error) });
    }
  }

  // New passwords are checked against the common ones after the form rules, before any hashing.
  async function refuseCommonPassword(password: string): Promise<void> {
    if (await isCommonPassword(password)) throw new ValidationError({ password: [PASSWORD_TOO_COMMON] });
  }

  return {
    // The person behind "Authorization: Bearer <token>": null when the token is missing, malformed, badly
    // signed, expired, signed out (its jti revoked), outdated (password changed since) or its user is gone
    // or deactivated. An API key (told apart by its prefix, never verified as a JWT) becomes its client's viewer.
    async resolveViewer(authorizationHeader: string | null): Promise<Viewer | null> {
      const token = bearerToken(authorizationHeader);
      if (!token) return null;
      if (looksLikeApiKey(token)) return apiClients.resolveViewer(token);
      const claims = await verifyToken(config.tokenSecret, token, deps.now());
      if (!claims) return null;
      // One statement per request, hand-written: it runs before every signed-in request, and Prisma's query
      // compiler costs more than the read. The user's row and whether this token was signed out, together.
      const [row] = await prisma.$queryRaw<(ViewerUserColumns & { revoked: boolean })[]>`
        SELECT u.id, u.kind::text AS kind, u.email, u.user_level, u.token_version, u.first_name, u.last_name, u.active,
               u.customer_supplier_id, u.customer_id, u.worker_id, u.customer_supplier_worker_id, u.last_login_at, u.password_changed_at,
               u.expiry_reminders, u.created_at, u.updated_at,
               EXISTS (SELECT 1 FROM revoked_tokens t WHERE t.jti = ${claims.jti} AND t.user_id = u.id) AS revoked
          FROM users u
         WHERE u.id = ${Number(claims.sub)}`;
      if (!row || !row.active || row.token_version !== claims.tv || row.kind !== claims.kind || row.revoked) return null;
      const user = viewerUserOf(row);
      return { ...viewerOf(user), user, session: { tokenId: claims.jti, expiresAt: new Date(claims.exp * 1000) } };
    },

    // The per-key budget of API clients, charged before any database work (app.ts); users' tokens pass untouched,
    // and so does a key whose checksum is wrong: it is refused like a bad token without reading anything.
    async chargeApiClientRequest(authorizationHeader: string | null): Promise<ApiClientBudget | null> {
      const token = bearerToken(authorizationHeader);
      if (!token || !looksLikeApiKey(token) || !isWellFormedApiKey(token)) return null;
      return apiClients.chargeRequest(token);
    },

    // Ends the session of the token the request came with: that token stops working at once, the user's
    // other sessions (other devices) go on. Signing out without a valid session is not an error.
    async logout(viewer: Viewer | null, ip: string | null): Promise<{ success: true }> {
      const session = viewer?.session;
      if (!viewer || !session) return { success: true };
      const now = deps.now();
      await prisma.$transaction(async (tx) => {
        await tx.revokedToken.upsert({
          where: { jti: session.tokenId },
          create: { jti: session.tokenId, userId: viewer.userId, expiresAt: session.expiresAt, revokedAt: now },
          update: {},
        });
        // Rows of tokens that have expired anyway are no longer needed.
        await tx.revokedToken.deleteMany({ where: { expiresAt: { lt: now } } });
        await recordAudit(tx, { actor: viewer, action: "auth.signedOut", entityType: "User", entityId: viewer.userId, ip, occurredAt: now });
      });
      return { success: true };
    },

    // The cs/ and wr/ areas of the REST facade belong to one kind of user each (spec section 6).
    requireViewer(viewer: Viewer | null, kind?: UserKind): Viewer {
      if (!viewer) throw new UnauthenticatedError();
      if (kind && viewer.kind !== kind) throw new ForbiddenError();
      return viewer;
    },

    // The viewer's own user with the columns and relations a GraphQL query selects. The row read with the token
    // serves a selection of its columns only; relations (the user's company) cost one read.
    async loadOwnUser<Q extends { select?: Prisma.UserSelect; include?: Prisma.UserInclude }>(viewer: Viewer | null, query: Q) {
      if (viewer?.user && asksOnlyColumnsOf(viewer.user, query)) return viewer.user as unknown as Prisma.UserGetPayload<Q> & User;
      return prisma.user.findFirst({ ...query, where: userWhereForViewer(viewer) });
    },

    // The user a sign-in just returned, for its payload. The sign-in itself authorized it (a SignInResult is
    // only made by login); reading it back through the new token would cost a second token check and query.
    async loadSignedInUser<Q extends { select?: Prisma.UserSelect; include?: Prisma.UserInclude }>(result: SignInResult, query: Q) {
      const user = await prisma.user.findFirst({ ...query, where: { id: result.userId, active: true } });
      if (!user) throw new UnauthenticatedError();
      return user;
    },

    async login(input: unknown, ip: string | null): Promise<SignInResult> {
      const { email, password } = parseInput(loginSchema, input);
      const outcome = await throttle.attempt(
        email,
        ip,
        async () => {
          const user = await prisma.user.findUnique({ where: { email } });
          // An unknown e-mail is checked against a dummy hash so it costs what a wrong password costs.
          const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
          const reason = !user ? "unknown_email" : !user.active ? "inactive_user" : !matches ? "wrong_password" : null;
          return { user, reason };
        },
        ({ reason }) => reason === null,
      );
      const { user, reason } = outcome;
      if (!user || reason) {
        await recordAudit(prisma, {
          actor: null,
          actorLabel: email,
          action: "auth.signInFailed",
          entityType: "User",
          entityId: user?.id ?? null,
          after: { reason },
          ip,
          occurredAt: deps.now(),
        });
        logger.info("Accesso non riuscito", { email, ip });
        throw new UnauthenticatedError(WRONG_CREDENTIALS_MESSAGE);
      }

      logger.debug("Accesso riuscito", { userId: user.id, ip });
      const now = deps.now();
      await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: now } });
      await recordAudit(prisma, { actor: viewerOf(user), action: "auth.signedIn", entityType: "User", entityId: user.id, ip, occurredAt: now });
      // A hash made with other parameters is redone while the plain password is at hand, after the answer
      // (a second scrypt would double this sign-in's time).
      if (needsRehash(user.passwordHash)) void upgradeHash(user.id, user.passwordHash, password);
      return issueToken(user);
    },

    async requestPasswordReset(input: unknown, ip: string | null): Promise<{ success: true }> {
      const { email } = parseInput(forgotPasswordSchema, input);
      await throttle.chargeResetRequest(email, ip);

      const user = await throttle.lookupAttempt(
        ip,
        () => prisma.user.findUnique({ where: { email }, select: { id: true, email: true, active: true } }),
        (found) => found?.active === true,
      );
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
        action: "auth.passwordResetRequested",
        entityType: "User",
        entityId: user.id,
        ip,
        occurredAt: now,
      });
      return { success: true };
    },

    async resetPassword(input: unknown, ip: string | null): Promise<{ success: true }> {
      const { email, token, password } = parseInput(resetPasswordSchema, input);
      await refuseCommonPassword(password);
      // A wrong link counts against the address like a failed sign-in; there is no per-account count, which
      // would let anyone block the owner's reset by sending wrong links for the owner's address.
      await throttle.chargeAddress(ip);

      const now = deps.now();
      const invalidLink = () => new ValidationError({ token: [RESET_MESSAGES.tokenInvalid] });
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
          action: "auth.passwordResetCompleted",
          entityType: "User",
          entityId: stored.user.id,
          ip,
          occurredAt: now,
        });
        return true;
      });
      if (!completed) throw invalidLink();
      // The owner proved who they are: their address's count and their pair's waiting start afresh.
      await throttle.refundAddress(ip);
      await throttle.clearPair(email, ip);
      return { success: true };
    },

    // Changes the viewer's own password; the answer carries a new token because the old ones stop working.
    async changePassword(viewer: Viewer | null, input: unknown, ip: string | null = null): Promise<Omit<SignInResult, "userId">> {
      if (!viewer) throw new UnauthenticatedError();
      const { oldPassword, password } = parseInput(changePasswordSchema, input);
      await refuseCommonPassword(password);
      const user = await prisma.user.findFirst({ where: userWhereForViewer(viewer) });
      if (!user) throw new UnauthenticatedError();

      // The new hash is made while the old password is checked: on two cores the change then takes one
      // scrypt's time instead of two. Only attempts the throttle lets through start it; a wrong old password
      // wastes it and counts as a failed sign-in (a stolen token must not become a password oracle).
      let checked: { oldMatches: boolean; newHash: Promise<string> };
      try {
        checked = await throttle.attempt(
          viewer.email,
          ip,
          async () => {
            const newHash = hashPassword(password);
            newHash.catch(() => undefined); // awaited below only on success; its failure must not go unhandled
            return { oldMatches: await verifyPassword(oldPassword, user.passwordHash), newHash };
          },
          ({ oldMatches }) => oldMatches,
        );
      } catch (error) {
        if (error instanceof RateLimitedError) throw new ValidationError({ oldPassword: [error.message] });
        throw error;
      }
      if (!checked.oldMatches) throw new ValidationError({ oldPassword: [CHANGE_PASSWORD_MESSAGES.oldPasswordWrong] });
      const passwordHash = await checked.newHash;
      const now = deps.now();
      const updated = await prisma.$transaction(async (tx) => {
        const changed = await tx.user.update({
          where: { id: user.id },
          data: { passwordHash, passwordChangedAt: now, tokenVersion: { increment: 1 } },
          select: { id: true, kind: true, tokenVersion: true },
        });
        await recordAudit(tx, { actor: viewer, action: "auth.passwordChanged", entityType: "User", entityId: user.id, ip, occurredAt: now });
        return changed;
      });
      const { token, expiresAt } = await issueToken(updated);
      return { token, expiresAt };
    },
  };
}
