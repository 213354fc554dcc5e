// A supplier's level-5 user gives one of its workers an access to the worker area: a WORKER user linked to that
// supplier worker, invited with the users' mail (/reset link, single-use, INVITATION_TTL_HOURS), and takes it back.
// Taking it back deactivates the user and ends its sessions and links at once; giving it again reactivates the same
// user (with the address now given) and sends a new link. Another supplier's worker answers as missing.
import { USER_MESSAGES, workerAccessSchema } from "../../../common/validation/users";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import { signedIn, type Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { DUMMY_PASSWORD_HASH } from "../auth/passwords";
import { requireOwnSupplier } from "../auth/permissions";
import { deliverInvitation, isEmailTaken, prepareInvitation, type PendingInvitation } from "../users/invitation";
import { supplierWorkerWhereForViewer } from "./supplier-workers.service";

export const WORKER_ACCESS_MESSAGES = {
  notFound: "Lavoratore non trovato",
  alreadyGiven: "Il lavoratore ha già l'accesso all'area lavoratore",
  grantRefused: "Impossibile dare l'accesso all'area lavoratore",
  revokeRefused: "Impossibile togliere l'accesso all'area lavoratore",
} as const;

export function createWorkerAccessService(deps: AppDeps) {
  const { prisma } = deps;

  // The worker, if the viewer sees it, locked for this transaction (two grants at once are served one after the
  // other), then the viewer's right to manage it: not seen answers 404, seen but not one's own or too low a level 403.
  async function lockOwnWorker(tx: Prisma.TransactionClient, viewer: Viewer, id: number, what: string) {
    const visible = await tx.supplierWorker.findFirst({ where: { id, AND: [supplierWorkerWhereForViewer(viewer)] }, select: { id: true } });
    if (!visible) throw new NotFoundError(WORKER_ACCESS_MESSAGES.notFound);
    await tx.$queryRaw`SELECT id FROM customer_supplier_workers WHERE id = ${id} FOR UPDATE`;
    const worker = await tx.supplierWorker.findUniqueOrThrow({
      where: { id },
      select: { id: true, supplierId: true, firstName: true, lastName: true, supplier: { select: { companyName: true } }, user: { select: { id: true, email: true, active: true } } },
    });
    const actor = requireOwnSupplier(viewer, worker.supplierId, "manageWorkerAccess", what);
    return { actor, worker };
  }

  return {
    async grant(viewer: Viewer | null, supplierWorkerId: number, raw: unknown, ip: string | null): Promise<{ id: number }> {
      const signed = signedIn(viewer);
      const { email } = parseInput(workerAccessSchema, raw);
      let pending: PendingInvitation;
      try {
        pending = await prisma.$transaction(async (tx) => {
          const { actor, worker } = await lockOwnWorker(tx, signed, supplierWorkerId, WORKER_ACCESS_MESSAGES.grantRefused);
          if (worker.user?.active) throw new ValidationError({ email: [WORKER_ACCESS_MESSAGES.alreadyGiven] });
          const taken = await tx.user.findUnique({ where: { email }, select: { id: true } });
          if (taken && taken.id !== worker.user?.id) throw new ValidationError({ email: [USER_MESSAGES.emailTaken] });
          const now = deps.now();
          const data = { email, firstName: worker.firstName, lastName: worker.lastName, active: true };
          const user = worker.user
            ? await tx.user.update({ where: { id: worker.user.id }, data, select: { id: true } })
            : await tx.user.create({ data: { ...data, kind: "WORKER", userLevel: 1, passwordHash: DUMMY_PASSWORD_HASH, supplierWorkerId: worker.id, createdAt: now }, select: { id: true } });
          const invitation = await prepareInvitation(tx, deps, { userId: user.id, email, companyName: worker.supplier.companyName, ip, now });
          await recordAudit(tx, {
            actor, action: "supplierWorker.accessGranted", entityType: "SupplierWorker", entityId: worker.id,
            before: worker.user ? { email: worker.user.email, active: false } : undefined, after: { email, active: true, userId: user.id }, ip, occurredAt: now,
          });
          return invitation;
        });
      } catch (error) {
        if (isEmailTaken(error)) throw new ValidationError({ email: [USER_MESSAGES.emailTaken] });
        throw error;
      }
      await deliverInvitation(deps, pending);
      return { id: supplierWorkerId };
    },

    async revoke(viewer: Viewer | null, supplierWorkerId: number, ip: string | null): Promise<{ id: number }> {
      const signed = signedIn(viewer);
      return prisma.$transaction(async (tx) => {
        const { actor, worker } = await lockOwnWorker(tx, signed, supplierWorkerId, WORKER_ACCESS_MESSAGES.revokeRefused);
        if (!worker.user?.active) return { id: supplierWorkerId };
        const now = deps.now();
        await tx.user.update({ where: { id: worker.user.id }, data: { active: false, tokenVersion: { increment: 1 } } });
        await tx.passwordResetToken.updateMany({ where: { userId: worker.user.id, usedAt: null }, data: { usedAt: now } });
        await recordAudit(tx, {
          actor, action: "supplierWorker.accessRevoked", entityType: "SupplierWorker", entityId: worker.id,
          before: { email: worker.user.email, active: true }, after: { active: false }, ip, occurredAt: now,
        });
        return { id: supplierWorkerId };
      });
    },
  };
}
