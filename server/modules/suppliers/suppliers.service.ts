// The supplier company of the signed-in supplier user: its header card on /home (spec section 2), the
// edit form and the REST getdata / storedata calls (section 7). Who may see and change which supplier is
// decided here, for GraphQL and REST alike, and for the company documents and workers too.
import { DUVRI_STATUS_VISIBLE_TO_SUPPLIERS } from "../../../common/reference-lists";
import { supplierEditSchema } from "../../../common/validation/suppliers";
import type { AppDeps } from "../../deps";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError } from "../../lib/errors";
import { parsePageParams } from "../../lib/page-params";
import { rowsInPageOrder } from "../../lib/paging";
import { NO_ROWS, type Viewer } from "../../viewer";
import { requireOwnSupplier, type Permission } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";
import { procurementDataSelect } from "../procurements/procurement-rows";
import { duvriDataSelect, supplierAttachmentDataSelect, supplierWorkerDataSelect } from "./supplier-rows";

// A supplier user sees its own company; a customer user the suppliers on its own procurements and those
// it refers; a worker none.
export function supplierWhereForViewer(viewer: Viewer | null): Prisma.SupplierWhereInput {
  if (!viewer) return NO_ROWS;
  if (viewer.kind === "SUPPLIER" && viewer.supplierId !== null) return { id: viewer.supplierId };
  if (viewer.kind === "CUSTOMER" && viewer.customerId !== null) {
    return {
      OR: [
        { referralCustomerId: viewer.customerId },
        { procurementLinks: { some: { procurement: { customerId: viewer.customerId } } } },
      ],
    };
  }
  return NO_ROWS;
}

// A supplier user reads another company's name (a "Subappaltatore di" option on a shared procurement) but
// not its contacts; customer users read the contacts of the suppliers they can see.
export function mayReadSupplierContacts(viewer: Viewer | null, supplierId: number): boolean {
  if (!viewer) return false;
  return viewer.kind !== "SUPPLIER" || viewer.supplierId === supplierId;
}

type Reader = Pick<PrismaClient, "supplier"> | Prisma.TransactionClient;

// The one gate of every change to a supplier's own data (its e-mail, documents, workers): the viewer must
// see the supplier (else 404, as if it did not exist), be one of its users (a customer who sees it may
// only read: 403) and be allowed the action (permissions.ts, 403 with the reason).
export async function requireSupplierWriter(db: Reader, viewer: Viewer | null, supplierId: number, permission: Permission): Promise<Viewer> {
  if (!viewer) throw new UnauthenticatedError();
  const visible = await db.supplier.count({ where: { id: supplierId, AND: [supplierWhereForViewer(viewer)] } });
  if (visible === 0) throw new NotFoundError();
  if (viewer.kind !== "SUPPLIER" || viewer.supplierId !== supplierId) throw new ForbiddenError();
  return requireOwnSupplier(viewer, supplierId, permission);
}

// The supplier a create call is for: the one the request names (REST customer_supplier_id), else the
// viewer's own. A supplier user naming another company gets 404 from requireSupplierWriter.
export function targetSupplierId(viewer: Viewer | null, requested: number | null | undefined): number {
  if (!viewer) throw new UnauthenticatedError();
  if (requested !== null && requested !== undefined) return requested;
  if (viewer.kind !== "SUPPLIER" || viewer.supplierId === null) throw new ForbiddenError();
  return viewer.supplierId;
}

// cs/getdata reads the supplier with the size of each list, then one page of each list in its own statement,
// so its cost does not grow with the lists.
const supplierDataSelect = {
  id: true,
  companyName: true,
  phone: true,
  address: true,
  email: true,
  referralCustomerId: true,
  municipality: { select: { name: true, province: true } },
  _count: {
    select: {
      attachments: true,
      workers: true,
      duvris: { where: { status: DUVRI_STATUS_VISIBLE_TO_SUPPLIERS } },
      procurementLinks: true,
    },
  },
} satisfies Prisma.SupplierSelect;

// The same default orders as the GraphQL connections (supplier-attachments.service.ts, which imports this file).
const ATTACHMENT_ORDER = [{ documentExpirationDate: { sort: "desc", nulls: "last" } }, { id: "desc" }] satisfies Prisma.SupplierAttachmentOrderByWithRelationInput[];
const WORKER_ORDER = [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }] satisfies Prisma.SupplierWorkerOrderByWithRelationInput[];

// Without per_page, a page holds as many rows as the home's documents table (spec section 9).
export const SUPPLIER_DATA_PER_PAGE = 20;

// What an audit record keeps of a supplier's editable data.
function supplierSnapshot(row: { email: string | null }): Prisma.InputJsonObject {
  return { email: row.email };
}

export type SupplierHome = Awaited<ReturnType<ReturnType<typeof createSupplierService>["readOwnSupplierHome"]>>;

export function createSupplierService(deps: AppDeps) {
  const { prisma } = deps;

  function ownSupplierId(viewer: Viewer | null): number {
    if (!viewer) throw new UnauthenticatedError();
    if (viewer.kind !== "SUPPLIER" || viewer.supplierId === null) throw new ForbiddenError();
    return viewer.supplierId;
  }

  return {
    // The signed-in supplier user's own company (cs/getdata): one page of each list, and how long each is;
    // `pageInput` is the request's { page, per_page }.
    async readOwnSupplierHome(viewer: Viewer | null, pageInput: { page?: unknown; per_page?: unknown } = {}) {
      const supplierId = ownSupplierId(viewer);
      const params = parsePageParams(pageInput, SUPPLIER_DATA_PER_PAGE);
      const page = { skip: params.skip, take: params.take };
      const row = await prisma.supplier.findUnique({ where: { id: supplierId }, select: supplierDataSelect });
      if (!row) throw new NotFoundError();
      const [attachmentIds, workers, duvris, procurements] = await Promise.all([
        prisma.supplierAttachment.findMany({ ...page, where: { supplierId }, orderBy: ATTACHMENT_ORDER, select: { id: true } }),
        prisma.supplierWorker.findMany({ ...page, where: { supplierId }, orderBy: WORKER_ORDER, select: supplierWorkerDataSelect }),
        prisma.duvri.findMany({
          ...page,
          where: { supplierId, status: DUVRI_STATUS_VISIBLE_TO_SUPPLIERS },
          orderBy: [{ issuedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
          select: duvriDataSelect,
        }),
        prisma.procurement.findMany({
          ...page,
          where: { suppliers: { some: { supplierId } } },
          orderBy: [{ dateStart: { sort: "desc", nulls: "last" } }, { id: "desc" }],
          select: procurementDataSelect,
        }),
      ]);
      // A document's file is read for the page's rows only (lib/paging.ts), even at a far page's OFFSET.
      const attachments = await rowsInPageOrder(attachmentIds, (ids) =>
        prisma.supplierAttachment.findMany({ where: { id: { in: ids }, supplierId }, select: supplierAttachmentDataSelect }),
      );
      return { supplier: row, attachments, workers, duvris, procurements, page: params, counts: row._count };
    },

    // A supplier as the viewer may see it, with what a GraphQL query selects; null when it may not.
    async loadSupplier<Q extends { select?: Prisma.SupplierSelect; include?: Prisma.SupplierInclude }>(
      viewer: Viewer | null,
      supplierId: number,
      query: Q,
    ) {
      return prisma.supplier.findFirst({ ...query, where: { id: supplierId, AND: [supplierWhereForViewer(viewer)] } });
    },

    // The supplier edit form (spec section 2): the company e-mail. Any user of the company may change it:
    // the spec gates only the procurement screens' edit at level 3, and this is the supplier's own card.
    async updateSupplier(viewer: Viewer | null, supplierId: number, input: unknown, ip: string | null = null): Promise<{ id: number }> {
      const actor = await requireSupplierWriter(prisma, viewer, supplierId, "editCompanyDetails");
      const { email } = parseInput(supplierEditSchema, input);
      const now = deps.now();
      await prisma.$transaction(async (tx) => {
        const before = await tx.supplier.findUnique({ where: { id: supplierId }, select: { email: true } });
        if (!before) throw new NotFoundError();
        await tx.supplier.update({ where: { id: supplierId }, data: { email } });
        await recordAudit(tx, {
          actor,
          action: "supplier.updated",
          entityType: "Supplier",
          entityId: supplierId,
          before: supplierSnapshot(before),
          after: supplierSnapshot({ email }),
          ip,
          occurredAt: now,
        });
      });
      return { id: supplierId };
    },
  };
}
