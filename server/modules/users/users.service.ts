// A company's users, managed by its level-5 users (the "Utenti" screen): the list, invitations, the level,
// deactivation and reactivation. Nobody raises their own level (one may step down, or deactivate oneself), and a
// company always keeps one active level-5 user. A deactivated user's sessions end at once: every request reads the user's row
// (auth.service.ts resolveViewer refuses an inactive one), and the token version moves so that a reactivation
// does not bring old sessions back. Users of another company answer as missing.
import { z } from "zod";
import { inviteUserSchema, USER_MESSAGES, userLevelSchema } from "../../../common/validation/users";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import { isApiClient, NO_ROWS, signedIn, type Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { may, requirePermission } from "../auth/permissions";
import { deliverInvitation, inviteUser, isEmailTaken, type CompanyKind } from "./invitation";

type Company = { kind: CompanyKind; id: number };

// The company whose users the viewer manages, or null.
function managedCompany(viewer: Viewer | null): Company | null {
  if (!viewer || isApiClient(viewer) || !may(viewer, "manageCompanyUsers")) return null;
  if (viewer.kind === "CUSTOMER" && viewer.customerId !== null) return { kind: "CUSTOMER", id: viewer.customerId };
  if (viewer.kind === "SUPPLIER" && viewer.supplierId !== null) return { kind: "SUPPLIER", id: viewer.supplierId };
  return null;
}

function companyWhere(company: Company): Prisma.UserWhereInput {
  return company.kind === "CUSTOMER" ? { kind: "CUSTOMER", customerId: company.id } : { kind: "SUPPLIER", supplierId: company.id };
}

// Which users a viewer may see and manage: its own company's, for its level-5 users; nobody's for anyone else.
export function companyUserWhereForViewer(viewer: Viewer | null): Prisma.UserWhereInput {
  const company = managedCompany(viewer);
  return company ? companyWhere(company) : NO_ROWS;
}

const userIdSchema = z.object({ id: z.number().int().nonnegative() });
const activeSchema = z.object({ active: z.boolean({ error: "Indicare se l'utente è attivo" }) });

const auditSelect = { id: true, email: true, userLevel: true, active: true } satisfies Prisma.UserSelect;

export function createUserService(deps: AppDeps) {
  const { prisma } = deps;

  function requireManager(viewer: Viewer | null): { actor: Viewer; company: Company } {
    const actor = requirePermission(viewer, "manageCompanyUsers");
    const company = managedCompany(actor);
    if (!company) throw new ForbiddenError();
    return { actor, company };
  }

  // The user to change, locked for this transaction, with the company's other active level-5 users locked too: two
  // administrators demoting each other at the same moment are served one after the other, and the second one finds
  // itself the last.
  async function lockTarget(tx: Prisma.TransactionClient, company: Company, id: number) {
    type Row = { id: number; user_level: number; active: boolean };
    const rows =
      company.kind === "CUSTOMER"
        ? await tx.$queryRaw<Row[]>`SELECT id, user_level, active FROM users
            WHERE customer_id = ${company.id} AND kind = 'CUSTOMER' AND (id = ${id} OR (active AND user_level = 5)) ORDER BY id FOR UPDATE`
        : await tx.$queryRaw<Row[]>`SELECT id, user_level, active FROM users
            WHERE customer_supplier_id = ${company.id} AND kind = 'SUPPLIER' AND (id = ${id} OR (active AND user_level = 5)) ORDER BY id FOR UPDATE`;
    const target = rows.find((row) => row.id === id);
    if (!target) throw new NotFoundError(USER_MESSAGES.notFound);
    const otherAdministrators = rows.filter((row) => row.id !== id && row.active && row.user_level === 5).length;
    return { target, otherAdministrators };
  }

  return {
    async listUsers<Q extends { select?: Prisma.UserSelect; include?: Prisma.UserInclude }>(viewer: Viewer | null, query: Q) {
      signedIn(viewer);
      return prisma.user.findMany({ ...query, where: companyUserWhereForViewer(viewer), orderBy: { id: "asc" } });
    },

    async countUsers(viewer: Viewer | null): Promise<number> {
      return prisma.user.count({ where: companyUserWhereForViewer(viewer) });
    },

    async loadUser<Q extends { select?: Prisma.UserSelect; include?: Prisma.UserInclude }>(viewer: Viewer | null, id: number, query: Q) {
      return prisma.user.findFirst({ ...query, where: { id, AND: [companyUserWhereForViewer(viewer)] } });
    },

    async invite(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number }> {
      const { actor, company } = requireManager(viewer);
      const input = parseInput(inviteUserSchema, raw);
      let invited: Awaited<ReturnType<typeof inviteUser>>;
      try {
        invited = await prisma.$transaction((tx) => inviteUser(tx, deps, { companyKind: company.kind, companyId: company.id, ...input, actor, ip }));
      } catch (error) {
        if (isEmailTaken(error)) throw new ValidationError({ email: [USER_MESSAGES.emailTaken] });
        throw error;
      }
      await deliverInvitation(deps, invited.invitation);
      return { id: invited.userId };
    },

    async setLevel(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number }> {
      const { actor, company } = requireManager(viewer);
      const { id } = parseInput(userIdSchema, raw);
      const { level } = parseInput(userLevelSchema, raw);
      return prisma.$transaction(async (tx) => {
        const { target, otherAdministrators } = await lockTarget(tx, company, id);
        if (target.user_level === level) return { id };
        if (id === actor.userId && level > target.user_level) throw new ValidationError({ level: [USER_MESSAGES.ownLevel] });
        if (target.active && target.user_level === 5 && otherAdministrators === 0) throw new ValidationError({ level: [USER_MESSAGES.lastAdministrator] });
        const now = deps.now();
        const after = await tx.user.update({ where: { id }, data: { userLevel: level }, select: auditSelect });
        await recordAudit(tx, {
          actor, action: "user.levelChanged", entityType: "User", entityId: id,
          before: { userLevel: target.user_level }, after: { userLevel: after.userLevel }, ip, occurredAt: now,
        });
        return { id };
      });
    },

    // Deactivating ends every session of the user and every link it was sent; reactivating opens nothing by itself:
    // the user signs in again (or asks for a new link).
    async setActive(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number }> {
      const { actor, company } = requireManager(viewer);
      const { id } = parseInput(userIdSchema, raw);
      const { active } = parseInput(activeSchema, raw);
      return prisma.$transaction(async (tx) => {
        const { target, otherAdministrators } = await lockTarget(tx, company, id);
        if (target.active === active) return { id };
        if (!active && target.user_level === 5 && otherAdministrators === 0) throw new ValidationError({ active: [USER_MESSAGES.lastAdministrator] });
        const now = deps.now();
        await tx.user.update({ where: { id }, data: active ? { active } : { active, tokenVersion: { increment: 1 } } });
        if (!active) await tx.passwordResetToken.updateMany({ where: { userId: id, usedAt: null }, data: { usedAt: now } });
        await recordAudit(tx, {
          actor, action: active ? "user.reactivated" : "user.deactivated", entityType: "User", entityId: id,
          before: { active: target.active }, after: { active }, ip, occurredAt: now,
        });
        return { id };
      });
    },
  };
}
