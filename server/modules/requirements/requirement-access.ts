// Who may change what a customer asks of its suppliers: its own users, with the permission named (level 5 for the
// catalogue, level 3 for a procurement's requirements), on its own procurements. Every requirements call asks here.
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, UnauthenticatedError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { requirePermission, type Permission } from "../auth/permissions";
import { procurementWhereForViewer } from "../procurements/procurement-visibility";

export function customerActor(viewer: Viewer | null, permission: Permission) {
  if (!viewer) throw new UnauthenticatedError();
  const actor = requirePermission(viewer, permission);
  if (actor.kind !== "CUSTOMER" || actor.customerId == null) throw new ForbiddenError();
  return { actor, customerId: actor.customerId };
}

// The procurement as its customer's user may set it up: unseen is not found, seen but not its own is refused.
export async function ownProcurement(db: Prisma.TransactionClient, viewer: Viewer | null, procurementId: number) {
  if (!viewer) throw new UnauthenticatedError();
  const row = await db.procurement.findFirst({ where: { id: procurementId, AND: [procurementWhereForViewer(viewer)] }, select: { id: true, customerId: true } });
  if (!row) throw new NotFoundError();
  const { actor, customerId } = customerActor(viewer, "editProcurements");
  if (customerId !== row.customerId) throw new ForbiddenError();
  return { actor, row };
}

// Who may change comes before what was typed: a refused caller learns nothing of the data's checks.
export function procurementIdOf(raw: unknown): number {
  const id = typeof raw === "object" && raw !== null ? (raw as { procurementId?: unknown }).procurementId : undefined;
  return typeof id === "number" ? id : 0;
}
