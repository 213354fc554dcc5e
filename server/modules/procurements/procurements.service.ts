// Procurements (appalti) and the suppliers on them (spec sections 2 "Procurement card", 3, 7). GraphQL and
// REST both call these functions: visibility, the user-level gate, the subcontracting rules and the
// audit trail live here only.
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError, ValidationError } from "../../lib/errors";
import { findPage, splitPageQuery } from "../../lib/paging";
import { skipPrismaQuery } from "../../lib/prisma-query";
import { type Viewer } from "../../viewer";
import { requirePermission } from "../auth/permissions";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import { recordAudit } from "../audit/audit.service";
import { requiredDocumentOrderBy, requiredDocumentRestSelect } from "../documents/required-documents.read";
import {
  allowedParentIds,
  type LinkShape,
  pivotSelect,
  type PivotRow,
  PROCUREMENT_MESSAGES,
  restPivotSchema,
  subcontractorsOf,
  updateLinkSchema,
} from "./procurement-links";
import { procurementDataSelect } from "./procurement-rows";
import { procurementSupplierWhereForViewer, procurementWhereForViewer, requiredDocumentWhereForViewer } from "./procurement-visibility";

const ORDER_COLUMNS = { LABEL: "label", DATE_START: "dateStart", DATE_END: "dateEnd" } as const;
export type ProcurementOrderFieldValue = keyof typeof ORDER_COLUMNS;
export function procurementOrderColumn(field: ProcurementOrderFieldValue | null | undefined) {
  return ORDER_COLUMNS[field ?? "DATE_START"];
}

// The quick search of the procurement lists: label or note, case-insensitive substring.
export function procurementSearchWhere(search: string | null | undefined): Prisma.ProcurementWhereInput {
  const text = searchTextOf(search);
  if (!text) return {};
  return {
    OR: [
      { label: containsInsensitive(text) },
      { note: containsInsensitive(text) },
    ],
  };
}

export type ProcurementStateValue = "OPEN" | "CLOSED" | "ALL";
// The open/closed filter of the customer's list: closed ones are those a level-5 user closed.
export function procurementStateWhere(state: ProcurementStateValue | null | undefined): Prisma.ProcurementWhereInput {
  if (state === "OPEN") return { closedAt: null };
  if (state === "CLOSED") return { closedAt: { not: null } };
  return {};
}

export function procurementListWhere(
  viewer: Viewer | null,
  search: string | null | undefined,
  scope: Prisma.ProcurementWhereInput = {},
): Prisma.ProcurementWhereInput {
  return { AND: [procurementWhereForViewer(viewer), procurementSearchWhere(search), scope] };
}

// "This supplier is on the procurement", as far as the viewer may see its place there: another supplier
// reached through parentSupplier or parentSupplierOptions lists nothing, since a supplier user sees no
// other supplier's place on any procurement.
function supplierOnProcurementWhere(viewer: Viewer | null, supplierId: number): Prisma.ProcurementWhereInput {
  return { suppliers: { some: { AND: [{ supplierId }, procurementSupplierWhereForViewer(viewer)] } } };
}

export function procurementFileDownloadUrl(fileId: number): string {
  return `/api/procurementfiles/${fileId}/download`;
}

const subprocurementSelect = {
  ...procurementDataSelect,
  workerMandatoryDocumentCategories: true,
  files: {
    orderBy: { id: "asc" },
    select: {
      id: true,
      label: true,
      media: { select: { originalName: true, extension: true, mimeType: true, sizeBytes: true } },
    },
  },
} satisfies Prisma.ProcurementSelect;

// What a Pothos connection hands its resolver: the selection and the page.
type ProcurementPageQuery = {
  select?: Prisma.ProcurementSelect;
  include?: Prisma.ProcurementInclude;
  cursor?: Prisma.ProcurementWhereUniqueInput;
  take: number;
  skip: number;
};

export type ProcurementCard = Awaited<ReturnType<ReturnType<typeof createProcurementService>["readProcurementCard"]>>;

export function createProcurementService(deps: AppDeps) {
  const { prisma } = deps;

  // Workers and machine clients never edit procurements: refused before any lookup, whatever the id.
  function requireProcurementUser(viewer: Viewer | null): Viewer {
    if (!viewer) throw new UnauthenticatedError();
    if (viewer.kind !== "SUPPLIER" && viewer.kind !== "CUSTOMER") throw new ForbiddenError();
    return viewer;
  }

  async function updateLink(viewer: Viewer | null, input: unknown, ip: string | null): Promise<PivotRow> {
    const actor = requireProcurementUser(viewer);
    const { id, note, parentSupplierId } = parseInput(updateLinkSchema, input);
    return prisma.$transaction(async (tx) => {
      const link = await tx.procurementSupplier.findFirst({
        where: { id, AND: [procurementSupplierWhereForViewer(actor)] },
        select: pivotSelect,
      });
      if (!link) throw new NotFoundError();
      // Level is checked on an object the viewer can see, so a low level never tells "exists" from "not yours".
      requirePermission(actor, "editProcurementInfo");
      // Serializes changes to one procurement's subcontracting chain: two concurrent edits (A under B,
      // B under A) would each pass the cycle check alone.
      await tx.$queryRaw`SELECT id FROM procurements WHERE id = ${link.procurementId} FOR UPDATE`;
      if (parentSupplierId !== undefined && parentSupplierId !== null) {
        const links = await tx.procurementSupplier.findMany({
          where: { procurementId: link.procurementId },
          select: { id: true, supplierId: true, parentSupplierId: true },
        });
        if (parentSupplierId === link.supplierId) {
          throw new ValidationError({ parentSupplierId: [PROCUREMENT_MESSAGES.parentIsSelf] });
        }
        if (!links.some((other) => other.supplierId === parentSupplierId)) {
          throw new ValidationError({ parentSupplierId: [PROCUREMENT_MESSAGES.parentNotOnProcurement] });
        }
        if (subcontractorsOf(link.supplierId, links).has(parentSupplierId)) {
          throw new ValidationError({ parentSupplierId: [PROCUREMENT_MESSAGES.parentCycle] });
        }
      }
      const updated = await tx.procurementSupplier.update({
        where: { id: link.id },
        data: { note, parentSupplierId },
        select: pivotSelect,
      });
      await recordAudit(tx, {
        actor,
        action: "procurementSupplier.updated",
        entityType: "ProcurementSupplier",
        entityId: link.id,
        before: { note: link.note, parentSupplierId: link.parentSupplierId },
        after: { note: updated.note, parentSupplierId: updated.parentSupplierId },
        ip,
        occurredAt: deps.now(),
      });
      return updated;
    });
  }

  // One page of a procurement list. Procurements carry no related rows in a list, so one statement reads it.
  function findProcurementPage<Q extends ProcurementPageQuery>(
    where: Prisma.ProcurementWhereInput,
    orderBy: Prisma.ProcurementOrderByWithRelationInput[] | undefined,
    query: Q,
  ) {
    const { page, selection } = splitPageQuery(query);
    return findPage({
      model: "Procurement",
      orderBy: orderBy ?? [],
      window: page,
      find: ({ where: start, ...rest }) => prisma.procurement.findMany({ ...selection, ...rest, where: { AND: [where, start ?? {}] } }),
      findCursorRow: (id, select) => prisma.procurement.findFirst({ where: { id, AND: [where] }, select }),
    });
  }

  return {
    // updateProcurementSupplier (GraphQL): returns the link's id for the payload to load as it is asked.
    async updateProcurementSupplier(viewer: Viewer | null, input: unknown, ip: string | null): Promise<{ id: number }> {
      const updated = await updateLink(viewer, input, ip);
      return { id: updated.id };
    },

    // procurements/customersuppliers (REST): the link is named by procurement and supplier.
    async storeProcurementSupplierPivot(viewer: Viewer | null, body: unknown, ip: string | null): Promise<PivotRow> {
      const actor = requireProcurementUser(viewer);
      const fields = parseInput(restPivotSchema, body);
      const link = await prisma.procurementSupplier.findFirst({
        where: {
          procurementId: fields.procurement_id,
          supplierId: fields.supplier_id,
          AND: [procurementSupplierWhereForViewer(actor)],
        },
        select: { id: true },
      });
      if (!link) throw new NotFoundError();
      const parent = fields.parent_supplier;
      const input = {
        id: link.id,
        note: fields.note,
        parentSupplierId:
          parent === "" || parent === null ? null : typeof parent === "string" && /^\d+$/.test(parent) ? Number(parent) : parent,
      };
      return updateLink(actor, input, ip);
    },

    // A link by id, as the viewer may see it (the mutation payload reloads what its query asks for).
    async loadVisibleLink<Q extends { select?: Prisma.ProcurementSupplierSelect; include?: Prisma.ProcurementSupplierInclude }>(
      viewer: Viewer | null,
      id: number,
      query: Q,
    ) {
      const link = await prisma.procurementSupplier.findFirst({
        ...query,
        where: { id, AND: [procurementSupplierWhereForViewer(viewer)] },
      });
      if (!link) throw new NotFoundError();
      return link;
    },

    // The link a procurement card shows: a supplier user's own (whatever is asked), or, for a customer
    // user, the named supplier's. Null when there is none the viewer may see.
    async loadSupplierLink<Q extends { select?: Prisma.ProcurementSupplierSelect; include?: Prisma.ProcurementSupplierInclude }>(
      viewer: Viewer | null,
      procurementId: number,
      requestedSupplierId: number | null,
      query: Q,
    ) {
      const supplierId = viewer?.kind === "SUPPLIER" ? viewer.supplierId : requestedSupplierId;
      if (supplierId === null || supplierId === 0) {
        skipPrismaQuery(query);
        return null;
      }
      return prisma.procurementSupplier.findFirst({
        ...query,
        where: { procurementId, supplierId, AND: [procurementSupplierWhereForViewer(viewer)] },
      });
    },

    // "Subappaltatore di" choices of a link the viewer already sees (it was resolved through the rules
    // above): the other suppliers on the procurement that would not close a subcontracting loop.
    async loadParentSupplierOptions<Q extends { select?: Prisma.SupplierSelect; include?: Prisma.SupplierInclude }>(
      viewer: Viewer | null,
      link: LinkShape & { procurementId: number },
      query: Q,
    ) {
      // One statement: every place on the procurement, with its supplier as the query selects it, read only when
      // the viewer sees this link (the EXISTS); in company-name order, which the filtering below keeps.
      const links = await prisma.procurementSupplier.findMany({
        where: { procurementId: link.procurementId, procurement: { suppliers: { some: { id: link.id, AND: [procurementSupplierWhereForViewer(viewer)] } } } },
        select: { id: true, supplierId: true, parentSupplierId: true, supplier: query as Prisma.SupplierDefaultArgs },
        orderBy: [{ supplier: { companyName: "asc" } }, { supplierId: "asc" }],
      });
      if (links.length === 0) return [];
      const allowed = new Set(allowedParentIds(link, links));
      return links.filter((other) => allowed.has(other.supplierId)).map((other) => other.supplier as Prisma.SupplierGetPayload<Q>);
    },

    // A customer's procurements, for Customer.procurements: only those the viewer may see.
    async listCustomerProcurements<Q extends ProcurementPageQuery>(
      viewer: Viewer | null,
      customerId: number,
      args: { search?: string | null; state?: ProcurementStateValue | null; orderBy?: Prisma.ProcurementOrderByWithRelationInput[] },
      query: Q,
    ) {
      return findProcurementPage(procurementListWhere(viewer, args.search, { customerId, ...procurementStateWhere(args.state) }), args.orderBy, query);
    },

    async countCustomerProcurements(viewer: Viewer | null, customerId: number, search: string | null | undefined, state?: ProcurementStateValue | null) {
      return prisma.procurement.count({ where: procurementListWhere(viewer, search, { customerId, ...procurementStateWhere(state) }) });
    },

    // The procurements a supplier is on, for Supplier.procurements: only those the viewer may see.
    async listSupplierProcurements<Q extends ProcurementPageQuery>(
      viewer: Viewer | null,
      supplierId: number,
      args: { search?: string | null; orderBy?: Prisma.ProcurementOrderByWithRelationInput[] },
      query: Q,
    ) {
      return findProcurementPage(procurementListWhere(viewer, args.search, supplierOnProcurementWhere(viewer, supplierId)), args.orderBy, query);
    },

    async countSupplierProcurements(viewer: Viewer | null, supplierId: number, search: string | null | undefined) {
      return prisma.procurement.count({
        where: procurementListWhere(viewer, search, supplierOnProcurementWhere(viewer, supplierId)),
      });
    },

    // cs/subprocurements/{id}: the procurement card with the supplier places and required documents the viewer sees.
    async readProcurementCard(viewer: Viewer | null, id: number) {
      const actor = requireProcurementUser(viewer);
      const row = await prisma.procurement.findFirst({
        where: { id, AND: [procurementWhereForViewer(actor)] },
        select: {
          ...subprocurementSelect,
          suppliers: {
            where: procurementSupplierWhereForViewer(actor),
            orderBy: [{ supplier: { companyName: "asc" } }, { id: "asc" }],
            select: { ...pivotSelect, supplier: { select: { companyName: true } } },
          },
          // Those of the suppliers still on it (as the traffic lights count them), grouped by supplier as
          // customer_suppliers is, then as tab 2 lists them (mandatory first).
          requiredDocuments: {
            where: { supplier: { procurementLinks: { some: { procurementId: id } } }, AND: [requiredDocumentWhereForViewer(actor)] },
            orderBy: [{ supplier: { companyName: "asc" } }, { supplierId: "asc" }, ...requiredDocumentOrderBy("ACTIVE", "DESC")],
            select: requiredDocumentRestSelect,
          },
        },
      });
      if (!row) throw new NotFoundError();
      return row;
    },

    // procurementfiles/{id}/download: the stored file, or null when missing or not the viewer's (the
    // download answers both alike: 404 "file non disponibile").
    async procurementFileMedia(viewer: Viewer | null, fileId: number): Promise<Media | null> {
      const actor = requireProcurementUser(viewer);
      const file = await prisma.procurementFile.findFirst({
        where: { id: fileId, procurement: procurementWhereForViewer(actor) },
        select: { media: true },
      });
      return file?.media ?? null;
    },
  };
}
