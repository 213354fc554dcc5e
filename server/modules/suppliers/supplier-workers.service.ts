// The supplier's workers (spec sections 2, 3, 5, 7): the list on /home, the add/edit form and delete.
// Adding and editing need the edit level (3, ARCHITECTURE.md: "3-4 also edit ... workers"), deleting the
// delete level (5), and a worker assigned to a procurement cannot be deleted. GraphQL and REST call these.
import { isoDateOrNull, italianDateOf } from "../../../common/calendar-dates";
import { SUPPLIER_WORKER_MESSAGES, supplierWorkerSchema } from "../../../common/validation/suppliers";
import type { AppDeps } from "../../deps";
import { Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput, UnauthenticatedError, ValidationError } from "../../lib/errors";
import { NO_ROWS, type Viewer } from "../../viewer";
import { findPage, splitPageQuery } from "../../lib/paging";
import { recordAudit } from "../audit/audit.service";
import { procurementWhereForViewer } from "../procurements/procurement-visibility";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import { prismaSortOrder, type SortDirectionValue } from "../../lib/sorting";
import { supplierWorkerDataSelect, type SupplierWorkerDataRow } from "./supplier-rows";
import { requireSupplierWriter, targetSupplierId } from "./suppliers.service";

const DUPLICATE_FISCAL_CODE_MESSAGE = "Esiste già un lavoratore di questa azienda con lo stesso Codice fiscale.";
const NAMED_PROCUREMENTS = 3;

// Why a worker on a procurement cannot be deleted, naming the procurements (those the viewer may see, the
// first few by name) so the user knows where to remove it first.
export function assignedWorkerMessage(labels: readonly string[], total: number): string {
  const failed = SUPPLIER_WORKER_MESSAGES.deleteFailed;
  if (labels.length === 0) return `${failed}: è assegnato a un appalto. Rimuoverlo prima dall'appalto.`;
  if (total === 1) return `${failed}: è assegnato all'appalto «${labels[0]}». Rimuoverlo prima dall'appalto.`;
  const named = labels.slice(0, NAMED_PROCUREMENTS).map((label) => `«${label}»`);
  const others = total - named.length;
  const rest = others === 1 ? "a un altro" : `ad altri ${others}`;
  const list = others > 0 ? `${named.join(", ")} e ${rest}` : `${named.slice(0, -1).join(", ")} e ${named.at(-1)}`;
  return `${failed}: è assegnato agli appalti ${list}. Rimuoverlo prima da questi appalti.`;
}

// A supplier's users see all its workers. A customer sees only the workers assigned to its own
// procurements: the others' names, fiscal codes and birth data are none of its business.
export function supplierWorkerWhereForViewer(viewer: Viewer | null): Prisma.SupplierWorkerWhereInput {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) return { supplierId: viewer.supplierId };
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) {
    return { procurements: { some: { procurement: { customerId: viewer.customerId } } } };
  }
  return NO_ROWS;
}

export type SupplierWorkerOrderFieldValue = "LAST_NAME" | "FIRST_NAME";

// A list of people reads alphabetically: "Cognome e nome" ascending unless the caller asks otherwise.
export function supplierWorkerOrderBy(
  field: SupplierWorkerOrderFieldValue | null | undefined,
  direction: SortDirectionValue | null | undefined,
): Prisma.SupplierWorkerOrderByWithRelationInput[] {
  const sort = prismaSortOrder(direction ?? "ASC");
  return field === "FIRST_NAME"
    ? [{ firstName: sort }, { lastName: sort }, { id: sort }]
    : [{ lastName: sort }, { firstName: sort }, { id: sort }];
}

// Every word of the quick search must appear in the first name, last name or fiscal code, so
// "rossi mario" and "mario rossi" both find Mario Rossi. hideInactive leaves out resigned workers.
export function supplierWorkerFilterWhere(search: string | null | undefined, hideInactive: boolean | null | undefined): Prisma.SupplierWorkerWhereInput {
  const text = searchTextOf(search);
  const words = text ? text.split(" ").slice(0, 5) : [];
  return {
    AND: [
      ...(hideInactive ? [{ resigned: false }] : []),
      ...words.map((word) => ({
        OR: [{ firstName: containsInsensitive(word) }, { lastName: containsInsensitive(word) }, { fiscalCode: containsInsensitive(word) }],
      })),
    ],
  };
}

export type SupplierWorkerListArgs = {
  search?: string | null;
  hideInactive?: boolean | null;
  orderBy?: SupplierWorkerOrderFieldValue | null;
  direction?: SortDirectionValue | null;
};

// One supplier's workers as the list shows them to the viewer: its own rule, the table's filters.
function supplierWorkerListWhere(viewer: Viewer | null, supplierId: number, args: SupplierWorkerListArgs): Prisma.SupplierWorkerWhereInput {
  return { supplierId, AND: [supplierWorkerWhereForViewer(viewer), supplierWorkerFilterWhere(args.search, args.hideInactive)] };
}

type PageQuery = {
  select?: Prisma.SupplierWorkerSelect;
  include?: Prisma.SupplierWorkerInclude;
  take: number;
  skip: number;
  cursor?: Prisma.SupplierWorkerWhereUniqueInput;
};

function workerSnapshot(row: {
  supplierId: number;
  firstName: string;
  lastName: string;
  sex: string;
  resigned: boolean;
  fiscalCode: string | null;
  birthplaceId: number | null;
  birthDate: Date | null;
  job: string | null;
}): Prisma.InputJsonObject {
  return {
    supplierId: row.supplierId,
    firstName: row.firstName,
    lastName: row.lastName,
    sex: row.sex,
    resigned: row.resigned,
    fiscalCode: row.fiscalCode,
    birthplaceId: row.birthplaceId,
    birthDate: isoDateOrNull(row.birthDate),
    job: row.job,
  };
}

export type SupplierWorkerTarget = { id: number | null; supplierId?: number | null };

export function createSupplierWorkerService(deps: AppDeps) {
  const { prisma } = deps;

  async function findVisible(viewer: Viewer | null, id: number): Promise<SupplierWorkerDataRow> {
    if (!viewer) throw new UnauthenticatedError();
    const row = await prisma.supplierWorker.findFirst({
      where: { id, AND: [supplierWorkerWhereForViewer(viewer)] },
      select: supplierWorkerDataSelect,
    });
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    // A worker as the viewer may see it, with what a GraphQL query selects; null when it may not.
    async load<Q extends { select?: Prisma.SupplierWorkerSelect; include?: Prisma.SupplierWorkerInclude }>(
      viewer: Viewer | null,
      id: number,
      query: Q,
    ) {
      return prisma.supplierWorker.findFirst({ ...query, where: { id, AND: [supplierWorkerWhereForViewer(viewer)] } });
    },

    // One page of a supplier's workers (Supplier.workers), in its own statement with LIMIT in SQL: nested in
    // the parent's query instead, Prisma's relation join built every worker's JSON before keeping a page.
    // Every sort follows an index and a worker's only related row is its birthplace, so one statement reads
    // the page with what the query selects.
    async listPage<Q extends PageQuery>(viewer: Viewer | null, supplierId: number, args: SupplierWorkerListArgs, query: Q) {
      const { page, selection } = splitPageQuery(query);
      const where = supplierWorkerListWhere(viewer, supplierId, args);
      return findPage({
        model: "SupplierWorker",
        orderBy: supplierWorkerOrderBy(args.orderBy, args.direction),
        window: page,
        find: ({ where: start, ...rest }) => prisma.supplierWorker.findMany({ ...selection, ...rest, where: { AND: [where, start ?? {}] } }),
        findCursorRow: (id, select) => prisma.supplierWorker.findFirst({ where: { id, AND: [where] }, select }),
      });
    },

    async count(viewer: Viewer | null, supplierId: number, args: SupplierWorkerListArgs): Promise<number> {
      return prisma.supplierWorker.count({ where: supplierWorkerListWhere(viewer, supplierId, args) });
    },

    // One worker (REST cs/customersupplierworkers/{id}).
    get: findVisible,

    // Add or edit a worker (spec section 5: sex and resigned required; names required; the fiscal code,
    // when given, a valid one; the birthplace a municipality picked from the list).
    async save(viewer: Viewer | null, target: SupplierWorkerTarget, input: unknown, ip: string | null = null): Promise<SupplierWorkerDataRow> {
      const existing = target.id !== null ? await findVisible(viewer, target.id) : null;
      if (existing && target.supplierId !== null && target.supplierId !== undefined && target.supplierId !== existing.supplierId) {
        throw new NotFoundError();
      }
      const supplierId = existing ? existing.supplierId : targetSupplierId(viewer, target.supplierId);
      const actor = await requireSupplierWriter(prisma, viewer, supplierId, "editCompanyWorkers");
      const now = deps.now();
      const fields = parseInput(supplierWorkerSchema(italianDateOf(now)), input);

      // A municipality in force picked from the autocomplete; a worker's birthplace discontinued since it
      // was recorded may stay as it is.
      if (fields.birthplaceId !== null && fields.birthplaceId !== existing?.birthplaceId) {
        const listed = await prisma.municipality.count({ where: { id: fields.birthplaceId, discontinued: false } });
        if (listed === 0) throw new ValidationError({ birthplaceId: [SUPPLIER_WORKER_MESSAGES.birthplaceRequireMatch] });
      }
      if (fields.fiscalCode !== null) {
        const twin = await prisma.supplierWorker.count({
          where: { supplierId, fiscalCode: fields.fiscalCode, ...(existing ? { id: { not: existing.id } } : {}) },
        });
        if (twin > 0) throw new ValidationError({ fiscalCode: [DUPLICATE_FISCAL_CODE_MESSAGE] });
      }

      return prisma.$transaction(async (tx) => {
        let saved: SupplierWorkerDataRow;
        if (existing) {
          const changed = await tx.supplierWorker.updateMany({ where: { id: existing.id, supplierId }, data: fields });
          if (changed.count !== 1) throw new NotFoundError();
          saved = await tx.supplierWorker.findUniqueOrThrow({ where: { id: existing.id }, select: supplierWorkerDataSelect });
        } else {
          saved = await tx.supplierWorker.create({ data: { ...fields, supplierId }, select: supplierWorkerDataSelect });
        }
        await recordAudit(tx, {
          actor,
          action: existing ? "supplierWorker.updated" : "supplierWorker.created",
          entityType: "SupplierWorker",
          entityId: saved.id,
          ...(existing ? { before: workerSnapshot(existing) } : {}),
          after: workerSnapshot(saved),
          ip,
          occurredAt: now,
        });
        return saved;
      });
    },

    // Deletes a worker (delete level) who is on no procurement; its own documents go with it, their
    // stored files stay for the audit trail.
    async remove(viewer: Viewer | null, id: number, ip: string | null = null): Promise<{ id: number }> {
      const existing = await findVisible(viewer, id);
      const actor = await requireSupplierWriter(prisma, viewer, existing.supplierId, "deleteCompanyWorkers");
      const refused = async (db: Prisma.TransactionClient | typeof prisma) => {
        const total = await db.procurementWorker.count({ where: { supplierWorkerId: id } });
        const visible = await db.procurement.findMany({
          where: { workers: { some: { supplierWorkerId: id } }, AND: [procurementWhereForViewer(actor)] },
          select: { label: true },
          orderBy: [{ label: "asc" }, { id: "asc" }],
          take: NAMED_PROCUREMENTS,
        });
        const message = assignedWorkerMessage(visible.map((procurement) => procurement.label), total);
        return new ValidationError({ id: [message] }, message);
      };
      const now = deps.now();
      try {
        await prisma.$transaction(async (tx) => {
          if ((await tx.procurementWorker.count({ where: { supplierWorkerId: id } })) > 0) throw await refused(tx);
          const removed = await tx.supplierWorker.deleteMany({ where: { id, supplierId: existing.supplierId } });
          if (removed.count !== 1) throw new NotFoundError();
          await recordAudit(tx, {
            actor,
            action: "supplierWorker.deleted",
            entityType: "SupplierWorker",
            entityId: id,
            before: workerSnapshot(existing),
            ip,
            occurredAt: now,
          });
        });
      } catch (error) {
        // Assigned to a procurement between the check and the delete: the foreign key refuses it.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003") throw await refused(prisma);
        throw error;
      }
      return { id };
    },
  };
}
