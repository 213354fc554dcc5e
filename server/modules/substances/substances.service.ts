// Chemical substances of a supplier on a procurement (tab 6 of the procurement card; spec sections 3, 5, 7):
// the supplier's users declare them with their H-phrases, classification and safety data sheet (a PDF), edit
// them, and delete them at level 5; the customer reads them; the SDS opens at level 5. GraphQL and REST both
// call these functions: every rule and permission lives here.
import { italianDateOf } from "../../../common/calendar-dates";
import { SUBSTANCE_MESSAGES, substanceSchema } from "../../../common/validation/substances";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import { findPage, rowsInPageOrder, splitPageQuery } from "../../lib/paging";
import { signedIn, type Viewer } from "../../viewer";
import { requireOwnSupplier } from "../auth/permissions";
import type { SortDirectionValue } from "../../lib/sorting";
import { recordAudit } from "../audit/audit.service";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import { procurementSupplierWhereForViewer, procurementWhereForViewer } from "../procurements/procurement-visibility";
import { recordId } from "../documents/documents.validation";
import {
  mayOpenSds,
  SUBSTANCE_NOT_FOUND,
  substanceAuditSelect,
  substanceListWhere,
  substanceOrderBy,
  substanceSnapshot,
  substanceWhereForViewer,
  type SubstanceAuditRow,
  type SubstanceListFilter,
  type SubstanceOrderField,
} from "./substances.read";

const ENTITY = "Substance";
const SDS_DIRECTORY = "safety-data-sheets";

// What a caller hands over before validation: GraphQL and REST shapes differ, the schema settles them.
export type SaveSubstanceInput = {
  id?: unknown; // absent: a new substance
  procurementId?: unknown; // required for a new one; on an edit, a different procurement answers "not found"
  supplierId?: unknown; // REST's customer_supplier_id; GraphQL and a missing one mean the viewer's own company
  label?: unknown;
  hazardStatementCodes?: unknown;
  hazardous?: unknown;
  sdsDate?: unknown;
  note?: unknown;
  file?: IncomingFile | null;
};

type PageQuery = {
  select?: Prisma.SubstanceSelect;
  include?: Prisma.SubstanceInclude;
  take: number;
  skip: number;
  cursor?: Prisma.SubstanceWhereUniqueInput;
};

const optionalId = recordId().nullish();

export function createSubstanceService(deps: AppDeps) {
  const { prisma } = deps;
  const today = () => italianDateOf(deps.now());

  async function visibleSubstance(db: Prisma.TransactionClient | typeof prisma, viewer: Viewer, id: number) {
    const row = await db.substance.findFirst({ where: { id, AND: [substanceWhereForViewer(viewer)] }, select: substanceAuditSelect });
    if (!row) throw new NotFoundError(SUBSTANCE_NOT_FOUND);
    return row;
  }

  // The place a new substance goes: the supplier's place on the procurement, as the viewer may see it.
  async function targetPlace(viewer: Viewer, raw: SaveSubstanceInput): Promise<{ procurementId: number; supplierId: number }> {
    const procurementId = parseInput(recordId("Indicare l'appalto"), raw.procurementId);
    const named = parseInput(optionalId, raw.supplierId);
    const supplierId = named ?? (viewer.kind === "SUPPLIER" ? viewer.supplierId : null);
    if (supplierId === null) throw new ForbiddenError();
    const link = await prisma.procurementSupplier.findFirst({
      where: { procurementId, supplierId, AND: [procurementSupplierWhereForViewer(viewer)] },
      select: { procurementId: true, supplierId: true },
    });
    if (!link) throw new NotFoundError("Fornitore non trovato nell'appalto");
    return link;
  }

  // Every code must be a statement of the CLP list in the database; the unknown ones are named in the message.
  async function hazardStatementIds(codes: string[]): Promise<number[]> {
    if (codes.length === 0) return [];
    const found = await prisma.hazardStatement.findMany({ where: { code: { in: codes } }, select: { id: true, code: true } });
    const byCode = new Map(found.map((row) => [row.code.toUpperCase(), row.id]));
    const unknown = codes.filter((code) => !byCode.has(code));
    if (unknown.length > 0) throw new ValidationError({ hazardStatementCodes: [SUBSTANCE_MESSAGES.hazardStatementUnknown(unknown)] });
    return codes.map((code) => byCode.get(code) as number);
  }

  return {
    // ─── reads ───

    async load<Q extends { select?: Prisma.SubstanceSelect; include?: Prisma.SubstanceInclude }>(viewer: Viewer | null, id: number, query: Q) {
      return prisma.substance.findFirst({ ...query, where: { id, AND: [substanceWhereForViewer(viewer)] } });
    },

    // One page of the tab 6 table: the page's ids first, then their rows (lib/paging.ts).
    async listPage<Q extends PageQuery>(
      viewer: Viewer | null,
      filter: SubstanceListFilter,
      order: { field?: SubstanceOrderField | null; direction?: SortDirectionValue | null },
      query: Q,
    ) {
      const { page, selection } = splitPageQuery(query);
      const where = substanceListWhere(viewer, filter);
      const ids = await findPage({
        model: "Substance",
        orderBy: substanceOrderBy(order.field, order.direction),
        window: page,
        find: ({ where: start, ...rest }) => prisma.substance.findMany({ ...rest, where: { AND: [where, start ?? {}] }, select: { id: true } }),
        findCursorRow: (id, select) => prisma.substance.findFirst({ where: { id, AND: [where] }, select }),
      });
      return rowsInPageOrder(ids, (pageIds) => prisma.substance.findMany({ ...selection, where: { id: { in: pageIds }, AND: [where] } }));
    },

    async count(viewer: Viewer | null, filter: SubstanceListFilter): Promise<number> {
      return prisma.substance.count({ where: substanceListWhere(viewer, filter) });
    },

    // The CLP list (GET hphrases and the form's multi-select), in the order of Annex III, for any signed-in user;
    // anonymous callers see no reference data (the same rule as node(id) and the municipalities).
    async hazardStatements<Q extends { select?: Prisma.HazardStatementSelect; include?: Prisma.HazardStatementInclude }>(viewer: Viewer | null, query: Q = {} as Q) {
      if (!viewer) return [];
      return prisma.hazardStatement.findMany({ ...query, orderBy: { id: "asc" } });
    },

    // substances of GET cs/subprocurements/{id}: those of the suppliers still on it that the viewer may see.
    async readProcurementSubstances<S extends Prisma.SubstanceSelect>(viewer: Viewer | null, procurementId: number, select: S) {
      const actor = signedIn(viewer);
      const procurement = await prisma.procurement.count({ where: { id: procurementId, AND: [procurementWhereForViewer(actor)] } });
      if (procurement === 0) throw new NotFoundError("Appalto non trovato");
      const rows = await prisma.substance.findMany({
        where: { procurementId, supplier: { procurementLinks: { some: { procurementId } } }, AND: [substanceWhereForViewer(actor)] },
        select,
        orderBy: [{ supplier: { companyName: "asc" } }, { supplierId: "asc" }, { label: "asc" }, { id: "asc" }],
      });
      return rows;
    },

    // One substance the viewer may see, with the caller's selection (the REST facade's shape).
    async readSubstance<S extends Prisma.SubstanceSelect>(viewer: Viewer | null, id: number, select: S) {
      const row = await prisma.substance.findFirst({ where: { id, AND: [substanceWhereForViewer(signedIn(viewer))] }, select });
      if (!row) throw new NotFoundError(SUBSTANCE_NOT_FOUND);
      return row;
    },

    // The SDS of a substance, for level 5 (spec section 6); null when it has none.
    async sdsMedia(viewer: Viewer | null, rawId: unknown): Promise<Media | null> {
      const actor = signedIn(viewer);
      const id = parseInput(recordId(), rawId);
      const row = await prisma.substance.findFirst({ where: { id, AND: [substanceWhereForViewer(actor)] }, select: { sds: true } });
      if (!row) throw new NotFoundError(SUBSTANCE_NOT_FOUND);
      if (!mayOpenSds(actor)) throw new ForbiddenError();
      return row.sds;
    },

    // ─── changes ───

    // Adds (no id) or edits a substance. The H-phrases given replace the old ones; an SDS file given replaces the
    // old one, whose Media row and bytes stay for the audit trail. The SDS must be a PDF, by name and content.
    async save(viewer: Viewer | null, raw: SaveSubstanceInput, ip: string | null = null): Promise<SubstanceAuditRow> {
      const actor = signedIn(viewer);
      const id = parseInput(optionalId, raw.id);
      let existing: SubstanceAuditRow | null = null;
      let place: { procurementId: number; supplierId: number };
      if (id) {
        existing = await visibleSubstance(prisma, actor, id);
        const procurementId = parseInput(optionalId, raw.procurementId);
        const supplierId = parseInput(optionalId, raw.supplierId);
        if ((procurementId && procurementId !== existing.procurementId) || (supplierId && supplierId !== existing.supplierId)) {
          throw new NotFoundError(SUBSTANCE_NOT_FOUND);
        }
        place = existing;
      } else {
        place = await targetPlace(actor, raw);
      }
      // Only the substance's own supplier declares and changes it; the customer reads (403, not 404: it sees it).
      requireOwnSupplier(actor, place.supplierId, existing ? "editSubstances" : "declareSubstances");
      const values = parseInput(substanceSchema(today()), raw);
      const statementIds = await hazardStatementIds(values.hazardStatementCodes);
      const data = {
        label: values.label,
        hazardous: values.hazardous,
        sdsDate: values.sdsDate,
        // An edit without a note leaves it as it is; an empty one clears it.
        ...(existing && raw.note === undefined ? {} : { note: values.note }),
      };
      const now = deps.now();

      const write = async (tx: Prisma.TransactionClient, media: Media | null): Promise<SubstanceAuditRow> => {
        const fileData = media ? { sdsMediaId: media.id } : {};
        let savedId: number;
        if (existing) {
          // Deleted meanwhile: the edit answers as for a missing substance rather than bringing it back.
          const changed = await tx.substance.updateMany({ where: { id: existing.id, supplierId: existing.supplierId }, data: { ...data, ...fileData } });
          if (changed.count !== 1) throw new NotFoundError(SUBSTANCE_NOT_FOUND);
          await tx.substanceHazardStatement.deleteMany({ where: { substanceId: existing.id } });
          savedId = existing.id;
        } else {
          const created = await tx.substance.create({ data: { ...place, ...data, ...fileData }, select: { id: true } });
          savedId = created.id;
        }
        if (statementIds.length > 0) {
          await tx.substanceHazardStatement.createMany({ data: statementIds.map((hazardStatementId) => ({ substanceId: savedId, hazardStatementId })) });
        }
        const after = await tx.substance.findUniqueOrThrow({ where: { id: savedId }, select: substanceAuditSelect });
        await recordAudit(tx, {
          actor,
          action: existing ? (media ? "substance.sdsReplaced" : "substance.updated") : "substance.created",
          entityType: ENTITY,
          entityId: savedId,
          ...(existing ? { before: substanceSnapshot(existing) } : {}),
          after: { ...substanceSnapshot(after), ...(media ? { sds: { originalName: media.originalName, sha256: media.sha256, sizeBytes: media.sizeBytes } } : {}) },
          ip,
          occurredAt: now,
          compliance: { procurementIds: [after.procurementId] },
        });
        return after;
      };

      if (raw.file) {
        const only = { extensions: ["pdf"] as const, message: SUBSTANCE_MESSAGES.sdsNotPdf };
        return storeUploadedFile(deps, { file: raw.file, directory: SDS_DIRECTORY, field: "file", uploadedBy: actor, only }, write);
      }
      return prisma.$transaction((tx) => write(tx, null));
    },

    // Removes a substance (level 5, its supplier only). Its SDS file and Media row stay: the audit trail points at them.
    async remove(viewer: Viewer | null, rawId: unknown, ip: string | null = null): Promise<{ id: number }> {
      const actor = signedIn(viewer);
      const id = parseInput(recordId(), rawId);
      const existing = await visibleSubstance(prisma, actor, id);
      requireOwnSupplier(actor, existing.supplierId, "deleteSubstances");
      await prisma.$transaction(async (tx) => {
        const removed = await tx.substance.deleteMany({ where: { id, supplierId: existing.supplierId } });
        if (removed.count !== 1) throw new NotFoundError(SUBSTANCE_NOT_FOUND);
        await recordAudit(tx, { actor, action: "substance.deleted", entityType: ENTITY, entityId: id, before: substanceSnapshot(existing), ip, occurredAt: deps.now(), compliance: { procurementIds: [existing.procurementId] } });
      });
      return { id };
    },
  };
}
