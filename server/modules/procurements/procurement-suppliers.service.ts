// The customer adds suppliers and subcontractors to its procurements (spec: suppliers, parent_supplier
// "Subappaltatore di", note), finding an existing supplier by name or Partita IVA or registering a new one (whose
// administrator is invited at level 5), and takes a supplier away. What a removed supplier uploaded stays in place and
// in the audit trail; its light stops counting (the lights and lists read the suppliers still on the procurement).
import { addProcurementSupplierSchema, PROCUREMENT_SUPPLIER_MESSAGES } from "../../../common/validation/procurements";
import { normalizeItalianVatNumber } from "../../../common/validation/vat-number";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError, ValidationError } from "../../lib/errors";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import { isUniqueViolation } from "../../lib/unique-violation";
import type { Viewer } from "../../viewer";
import { requirePermission, type Permission } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";
import { deliverInvitation, type PendingInvitation } from "../users/invitation";
import { applyDefaultsToNewSupplier } from "../requirements/requirement-rows";
import { inviteCompanyAdministrator } from "./company-administrator";
import { pivotSelect, restPivotSchema } from "./procurement-links";
import { procurementWhereForViewer } from "./procurement-visibility";

export const SUPPLIER_DIRECTORY_LIMIT = 20;

export type SupplierDirectoryEntry = {
  id: number;
  companyName: string;
  vatNumber: string | null;
  municipality: string | null;
  onProcurement: boolean;
};

export function createProcurementSupplierService(deps: AppDeps) {
  const { prisma } = deps;

  async function ownProcurement(db: Prisma.TransactionClient, viewer: Viewer | null, id: number, permission: Permission) {
    if (!viewer) throw new UnauthenticatedError();
    const row = await db.procurement.findFirst({ where: { id, AND: [procurementWhereForViewer(viewer)] }, select: { id: true, customerId: true } });
    if (!row) throw new NotFoundError();
    const actor = requirePermission(viewer, permission);
    if (actor.kind !== "CUSTOMER" || actor.customerId !== row.customerId) throw new ForbiddenError();
    return { actor, row };
  }

  return {
    // Every registered supplier whose name or Partita IVA matches: a customer adds companies it has never worked
    // with, so the directory is the portal's, but it shows only what identifies a company (name, Partita IVA, town).
    async searchSupplierDirectory(viewer: Viewer | null, procurementId: number, search: string | null | undefined): Promise<SupplierDirectoryEntry[]> {
      const { row } = await ownProcurement(prisma, viewer, procurementId, "editProcurements");
      const text = searchTextOf(search);
      if (!text || text.length < 2) return [];
      const vatDigits = normalizeItalianVatNumber(text);
      const suppliers = await prisma.supplier.findMany({
        where: { OR: [{ companyName: containsInsensitive(text) }, ...(/^\d{2,11}$/.test(vatDigits) ? [{ vatNumber: { startsWith: vatDigits } }] : [])] },
        orderBy: [{ companyName: "asc" }, { id: "asc" }],
        take: SUPPLIER_DIRECTORY_LIMIT,
        select: {
          id: true,
          companyName: true,
          vatNumber: true,
          municipality: { select: { name: true, province: true } },
          procurementLinks: { where: { procurementId: row.id }, select: { id: true } },
        },
      });
      return suppliers.map((supplier) => ({
        id: supplier.id,
        companyName: supplier.companyName,
        vatNumber: supplier.vatNumber,
        municipality: supplier.municipality ? `${supplier.municipality.name} (${supplier.municipality.province})` : null,
        onProcurement: supplier.procurementLinks.length > 0,
      }));
    },

    async addProcurementSupplier(viewer: Viewer | null, input: unknown, ip: string | null): Promise<{ id: number }> {
      // Who may add comes before what was typed: a refused caller learns nothing of the data's checks.
      const procurementId = typeof input === "object" && input !== null ? (input as { procurementId?: unknown }).procurementId : undefined;
      await ownProcurement(prisma, viewer, typeof procurementId === "number" ? procurementId : 0, "editProcurements");
      const fields = parseInput(addProcurementSupplierSchema, input);
      let added: { id: number; invitation: PendingInvitation | null };
      try {
        added = await prisma.$transaction(async (tx) => {
          const { actor, row } = await ownProcurement(tx, viewer, fields.procurementId, "editProcurements");
          // One change to a procurement's chain at a time (as updateProcurementSupplier does).
          await tx.$queryRaw`SELECT id FROM procurements WHERE id = ${row.id} FOR UPDATE`;
          const links = await tx.procurementSupplier.findMany({ where: { procurementId: row.id }, select: { supplierId: true } });
          if (fields.parentSupplierId !== null && !links.some((link) => link.supplierId === fields.parentSupplierId)) {
            throw new ValidationError({ parentSupplierId: [PROCUREMENT_SUPPLIER_MESSAGES.parentInvalid] });
          }
          let supplierId: number;
          if (fields.newSupplier) {
            const registration = fields.newSupplier;
            if (await tx.supplier.findUnique({ where: { vatNumber: registration.vatNumber }, select: { id: true } })) {
              throw new ValidationError({ "newSupplier.vatNumber": [PROCUREMENT_SUPPLIER_MESSAGES.vatNumberTaken] });
            }
            if (registration.municipalityId !== null && !(await tx.municipality.findUnique({ where: { id: registration.municipalityId }, select: { id: true } }))) {
              throw new ValidationError({ "newSupplier.municipalityId": [PROCUREMENT_SUPPLIER_MESSAGES.municipalityInvalid] });
            }
            const created = await tx.supplier.create({ data: registration, select: { id: true } });
            supplierId = created.id;
            await recordAudit(tx, { actor, action: "supplier.registered", entityType: "Supplier", entityId: supplierId, after: registration, ip, occurredAt: deps.now() });
          } else {
            supplierId = fields.supplierId ?? 0;
            if (!(await tx.supplier.findUnique({ where: { id: supplierId }, select: { id: true } }))) {
              throw new ValidationError({ supplierId: [PROCUREMENT_SUPPLIER_MESSAGES.supplierRequired] });
            }
            if (links.some((link) => link.supplierId === supplierId)) {
              throw new ValidationError({ supplierId: [PROCUREMENT_SUPPLIER_MESSAGES.supplierAlreadyOn] });
            }
          }
          const link = await tx.procurementSupplier.create({
            data: { procurementId: row.id, supplierId, parentSupplierId: fields.parentSupplierId, note: fields.note },
            select: pivotSelect,
          });
          // The procurement's default requirements are the new supplier's at once: its tab 2 rows exist from now.
          await applyDefaultsToNewSupplier(tx, { procurementId: row.id, supplierId });
          await recordAudit(tx, {
            actor,
            action: "procurementSupplier.added",
            entityType: "ProcurementSupplier",
            entityId: link.id,
            after: { procurementId: row.id, supplierId, parentSupplierId: link.parentSupplierId, note: link.note },
            ip,
            occurredAt: deps.now(),
            compliance: { procurementIds: [row.id] },
          });
          const administrator = fields.newSupplier ? await inviteCompanyAdministrator(tx, deps, { supplierId, email: fields.newSupplier.email, actor, ip }) : null;
          return { id: link.id, invitation: administrator?.invitation ?? null };
        });
      } catch (error) {
        // Two customers registering the same company at the same moment: the index decides, the loser is told.
        if (isUniqueViolation(error, "vat_number")) throw new ValidationError({ "newSupplier.vatNumber": [PROCUREMENT_SUPPLIER_MESSAGES.vatNumberTaken] });
        if (isUniqueViolation(error, "email")) throw new ValidationError({ "newSupplier.email": [PROCUREMENT_SUPPLIER_MESSAGES.emailTaken] });
        throw error;
      }
      // Only a committed registration sends its administrator a link.
      if (added.invitation) await deliverInvitation(deps, added.invitation);
      return { id: added.id };
    },

    // procurements/customersuppliers (REST) is the spec's pivot store: it creates the pivot row when the supplier is
    // not on the procurement yet (a customer adding an existing supplier, as addProcurementSupplier), and otherwise
    // updates it (procurements.service, storeProcurementSupplierPivot). Null when there is nothing to create here:
    // the link exists, or the viewer is no customer user (who could only be refused; the update path says how).
    async addFromRestPivot(viewer: Viewer | null, body: unknown, ip: string | null): Promise<{ id: number } | null> {
      if (viewer?.kind !== "CUSTOMER") return null;
      const fields = parseInput(restPivotSchema, body);
      const existing = await prisma.procurementSupplier.findFirst({ where: { procurementId: fields.procurement_id, supplierId: fields.supplier_id }, select: { id: true } });
      if (existing) return null;
      const parent = fields.parent_supplier;
      const parentSupplierId = parent === "" || parent === null || parent === undefined ? null : typeof parent === "string" && /^\d+$/.test(parent) ? Number(parent) : parent;
      const note = fields.note === "" || fields.note === undefined ? null : fields.note;
      return this.addProcurementSupplier(viewer, { procurementId: fields.procurement_id, supplierId: fields.supplier_id, parentSupplierId, note }, ip);
    },

    // Takes a supplier off the procurement. Its subcontractors there move up to its own parent, so no link names a
    // supplier that is no longer on the procurement. Its documents, workers and elements stay in the database and
    // the audit trail; nothing lists or counts them while it is away, and they come back if it is added again.
    async removeProcurementSupplier(viewer: Viewer | null, linkId: number, ip: string | null): Promise<{ id: number; procurementId: number }> {
      if (!viewer) throw new UnauthenticatedError();
      const visible = await prisma.procurementSupplier.findFirst({ where: { id: linkId, procurement: procurementWhereForViewer(viewer) }, select: { procurementId: true } });
      if (!visible) throw new NotFoundError();
      return prisma.$transaction(async (tx) => {
        const { actor } = await ownProcurement(tx, viewer, visible.procurementId, "removeProcurementSuppliers");
        await tx.$queryRaw`SELECT id FROM procurements WHERE id = ${visible.procurementId} FOR UPDATE`;
        const link = await tx.procurementSupplier.findUnique({ where: { id: linkId }, select: pivotSelect });
        if (!link) throw new NotFoundError();
        const moved = await tx.procurementSupplier.findMany({ where: { procurementId: link.procurementId, parentSupplierId: link.supplierId }, select: { id: true, supplierId: true } });
        await tx.procurementSupplier.updateMany({ where: { procurementId: link.procurementId, parentSupplierId: link.supplierId }, data: { parentSupplierId: link.parentSupplierId } });
        await tx.procurementSupplier.delete({ where: { id: linkId } });
        await recordAudit(tx, {
          actor,
          action: "procurementSupplier.removed",
          entityType: "ProcurementSupplier",
          entityId: linkId,
          before: { procurementId: link.procurementId, supplierId: link.supplierId, parentSupplierId: link.parentSupplierId, note: link.note, subcontractorsMovedUp: moved.map((row) => row.supplierId) },
          ip,
          occurredAt: deps.now(),
          compliance: { procurementIds: [link.procurementId] },
        });
        return { id: linkId, procurementId: link.procurementId };
      });
    },
  };
}
