// The customer's sites (factories, "Stabilimento"): listed on «Stabilimenti» (/factories), added there or from the
// procurement form where a procurement chooses its site, corrected (name, address, municipality) and deleted while
// nothing uses them. Customer users of the factory's own customer only, from level 3 (the permission module:
// editFactories). A name is unique per customer whatever its capitals: checked under the customer's advisory lock, so
// two people adding the same site at once cannot both succeed.
import {
  FACTORY_MESSAGES,
  factoryFormSchema,
  factoryInUseMessage,
  factoryNameKey,
  type FactoryFormValues,
  type FactoryUsage,
} from "../../../common/validation/factories";
import type { AppDeps } from "../../deps";
import { lockInTransaction } from "../../db/advisory-locks";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, UNAUTHORIZED_MESSAGE, UnauthenticatedError, ValidationError } from "../../lib/errors";
import { findPage, splitPageQuery } from "../../lib/paging";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import { orderByColumn, withIdTiebreaker, prismaSortOrder, type SortDirectionValue } from "../../lib/sorting";
import { NO_ROWS, type Viewer } from "../../viewer";
import { decide, requirePermission, type Decision } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";

const factorySnapshotSelect = { id: true, customerId: true, name: true, address: true, municipalityId: true } satisfies Prisma.FactorySelect;
type FactorySnapshotRow = Prisma.FactoryGetPayload<{ select: typeof factorySnapshotSelect }>;

function snapshotOf(row: FactorySnapshotRow): Prisma.InputJsonObject {
  return { name: row.name, address: row.address, municipalityId: row.municipalityId };
}

export const factoryUsageSelect = { _count: { select: { procurements: true, workers: true, departments: true, jobs: true } } } satisfies Prisma.FactorySelect;
export type FactoryUsageCounts = Prisma.FactoryGetPayload<{ select: typeof factoryUsageSelect }>["_count"];

// The customer's own sites, for its users; nothing for anyone else.
export function factoryWhereForViewer(viewer: Viewer | null): Prisma.FactoryWhereInput {
  return viewer?.kind === "CUSTOMER" && viewer.customerId !== null ? { customerId: viewer.customerId } : NO_ROWS;
}

export function viewerOwnsFactories(viewer: Viewer | null, customerId: number): boolean {
  return viewer?.kind === "CUSTOMER" && viewer.customerId === customerId;
}

// Whether the viewer may add and correct this customer's sites: another customer's users may not (a supplier's are
// told by the permission module).
export function factoryEditDecision(viewer: Viewer | null, customerId: number): Decision {
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== customerId) return { allowed: false, reason: UNAUTHORIZED_MESSAGE };
  return decide(viewer, "editFactories");
}

// Deleting is editing the customer's sites, while nothing uses the site: the row's «Elimina» says why not before
// anyone asks, with the same words deleteFactory refuses with.
export function factoryDeleteDecision(viewer: Viewer | null, factory: { customerId: number; _count: FactoryUsageCounts }): Decision {
  const decision = factoryEditDecision(viewer, factory.customerId);
  if (!decision.allowed) return decision;
  const inUse = factoryInUseMessage(factory._count);
  return inUse === null ? decision : { allowed: false, reason: inUse };
}

export type FactoryOrderFieldValue = "NAME" | "ADDRESS" | "MUNICIPALITY" | "PROCUREMENTS" | "WORKERS";

// A site list is read alphabetically unless asked otherwise.
export function factoryOrderBy(field: FactoryOrderFieldValue | null | undefined, direction: SortDirectionValue | null | undefined): Prisma.FactoryOrderByWithRelationInput[] {
  const order = prismaSortOrder(direction ?? "ASC");
  switch (field ?? "NAME") {
    case "NAME":
      return orderByColumn("name", direction, "ASC");
    case "ADDRESS":
      return orderByColumn("address", direction, "ASC");
    case "MUNICIPALITY":
      return withIdTiebreaker<Prisma.FactoryOrderByWithRelationInput>({ municipality: { name: order } }, direction, "ASC");
    case "PROCUREMENTS":
      return withIdTiebreaker<Prisma.FactoryOrderByWithRelationInput>({ procurements: { _count: order } }, direction, "ASC");
    case "WORKERS":
      return withIdTiebreaker<Prisma.FactoryOrderByWithRelationInput>({ workers: { _count: order } }, direction, "ASC");
  }
}

// The quick search: name, address or municipality.
function factorySearchWhere(search: string | null | undefined): Prisma.FactoryWhereInput {
  const text = searchTextOf(search);
  if (!text) return {};
  return { OR: [{ name: containsInsensitive(text) }, { address: containsInsensitive(text) }, { municipality: { name: containsInsensitive(text) } }] };
}

type FactoryPageQuery = { take: number; skip: number; cursor?: Prisma.FactoryWhereUniqueInput } & Omit<Prisma.FactoryFindManyArgs, "take" | "skip" | "cursor">;

export function createFactoryService(deps: AppDeps) {
  const { prisma } = deps;

  // The name free among the customer's other sites, the municipality one of the list.
  async function checkFields(tx: Prisma.TransactionClient, customerId: number, fields: FactoryFormValues, exceptId: number | null): Promise<void> {
    await lockInTransaction(tx, "customerSiteNames", customerId);
    const others = await tx.factory.findMany({ where: { customerId, ...(exceptId === null ? {} : { id: { not: exceptId } }) }, select: { name: true } });
    const key = factoryNameKey(fields.name);
    if (others.some((other) => factoryNameKey(other.name) === key)) throw new ValidationError({ name: [FACTORY_MESSAGES.nameTaken] });
    if (fields.municipalityId !== null && !(await tx.municipality.findUnique({ where: { id: fields.municipalityId }, select: { id: true } }))) {
      throw new ValidationError({ municipalityId: [FACTORY_MESSAGES.municipalityInvalid] });
    }
  }

  function dataOf(fields: FactoryFormValues) {
    return { name: fields.name.replace(/\s+/g, " "), address: fields.address, municipalityId: fields.municipalityId };
  }

  // One of the viewer's own customer's sites; to anyone else it does not exist, and a low level of the same customer
  // is told the level it needs.
  async function ownFactory(viewer: Viewer | null, id: number): Promise<Viewer> {
    if (!viewer) throw new UnauthenticatedError();
    if (!(await prisma.factory.findFirst({ where: { id, AND: [factoryWhereForViewer(viewer)] }, select: { id: true } }))) throw new NotFoundError();
    return requirePermission(viewer, "editFactories");
  }

  const listWhere = (viewer: Viewer | null, customerId: number, search: string | null | undefined): Prisma.FactoryWhereInput => ({
    AND: [{ customerId }, factoryWhereForViewer(viewer), factorySearchWhere(search)],
  });

  return {
    // Customer.factoryList: one page of the customer's sites, for its own users.
    listFactories<Q extends FactoryPageQuery>(viewer: Viewer | null, customerId: number, args: { search?: string | null; orderBy: Prisma.FactoryOrderByWithRelationInput[] }, query: Q) {
      const where = listWhere(viewer, customerId, args.search);
      const { page, selection } = splitPageQuery(query);
      return findPage({
        model: "Factory",
        orderBy: args.orderBy,
        window: page,
        find: ({ where: start, ...rest }) => prisma.factory.findMany({ ...selection, ...rest, where: { AND: [where, start ?? {}] } }),
        findCursorRow: (id, select) => prisma.factory.findFirst({ where: { id, AND: [where] }, select }),
      });
    },

    countFactories(viewer: Viewer | null, customerId: number, search: string | null | undefined): Promise<number> {
      return prisma.factory.count({ where: listWhere(viewer, customerId, search) });
    },

    async createFactory(viewer: Viewer | null, input: unknown, ip: string | null): Promise<{ id: number; customerId: number }> {
      const actor = requirePermission(viewer, "editFactories");
      if (actor.kind !== "CUSTOMER" || actor.customerId === null) throw new ForbiddenError();
      const customerId = actor.customerId;
      const fields = parseInput(factoryFormSchema, input);
      return prisma.$transaction(async (tx) => {
        await checkFields(tx, customerId, fields, null);
        const created = await tx.factory.create({ data: { ...dataOf(fields), customerId }, select: factorySnapshotSelect });
        await recordAudit(tx, { actor, action: "factory.created", entityType: "Factory", entityId: created.id, after: snapshotOf(created), ip, occurredAt: deps.now() });
        return { id: created.id, customerId };
      });
    },

    async updateFactory(viewer: Viewer | null, id: number, input: unknown, ip: string | null): Promise<{ id: number; customerId: number }> {
      const actor = await ownFactory(viewer, id);
      const fields = parseInput(factoryFormSchema, input);
      return prisma.$transaction(async (tx) => {
        const row = await tx.factory.findFirst({ where: { id, AND: [factoryWhereForViewer(actor)] }, select: factorySnapshotSelect });
        if (!row) throw new NotFoundError();
        await checkFields(tx, row.customerId, fields, id);
        const updated = await tx.factory.update({ where: { id }, data: dataOf(fields), select: factorySnapshotSelect });
        await recordAudit(tx, { actor, action: "factory.updated", entityType: "Factory", entityId: id, before: snapshotOf(row), after: snapshotOf(updated), ip, occurredAt: deps.now() });
        return { id, customerId: row.customerId };
      });
    },

    // Only a site nothing uses: the procurements and workers that name it would lose their site without a word, and
    // its departments and jobs (with the jobs' hazards) belong to it.
    async deleteFactory(viewer: Viewer | null, id: number, ip: string | null): Promise<{ id: number; customerId: number }> {
      const actor = await ownFactory(viewer, id);
      return prisma.$transaction(async (tx) => {
        // The row locked first: a procurement or worker being pointed at the site meanwhile either is counted below
        // or, once the site is gone, fails on its foreign key instead of losing its site unseen.
        await tx.$queryRaw`SELECT factory_id FROM factories WHERE factory_id = ${id} FOR UPDATE`;
        const row = await tx.factory.findFirst({ where: { id, AND: [factoryWhereForViewer(actor)] }, select: { ...factorySnapshotSelect, ...factoryUsageSelect } });
        if (!row) throw new NotFoundError();
        const inUse = factoryInUseMessage(row._count satisfies FactoryUsage);
        if (inUse !== null) throw new ForbiddenError(inUse);
        await tx.factory.delete({ where: { id } });
        await recordAudit(tx, { actor, action: "factory.deleted", entityType: "Factory", entityId: id, before: snapshotOf(row), ip, occurredAt: deps.now() });
        return { id, customerId: row.customerId };
      });
    },
  };
}
