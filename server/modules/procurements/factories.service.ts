// The customer's sites (factories, "Stabilimento"): added from the procurement form where a procurement chooses its
// site, and corrected (name, address, municipality). Customer users of the factory's own customer only, from level 3
// (the permission module: editFactories). A name is unique per customer whatever its capitals: checked under the
// customer's advisory lock, so two people adding the same site at once cannot both succeed.
import { FACTORY_MESSAGES, factoryFormSchema, factoryNameKey, type FactoryFormValues } from "../../../common/validation/factories";
import type { AppDeps } from "../../deps";
import { lockInTransaction } from "../../db/advisory-locks";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError, ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { requirePermission } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";

const factorySnapshotSelect = { id: true, customerId: true, name: true, address: true, municipalityId: true } satisfies Prisma.FactorySelect;
type FactorySnapshotRow = Prisma.FactoryGetPayload<{ select: typeof factorySnapshotSelect }>;

function snapshotOf(row: FactorySnapshotRow): Prisma.InputJsonObject {
  return { name: row.name, address: row.address, municipalityId: row.municipalityId };
}

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

  return {
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

    // One of the viewer's own customer's sites; to anyone else it does not exist, and a low level of the same customer
    // is told the level it needs.
    async updateFactory(viewer: Viewer | null, id: number, input: unknown, ip: string | null): Promise<{ id: number; customerId: number }> {
      if (!viewer) throw new UnauthenticatedError();
      const customerId = viewer.kind === "CUSTOMER" ? viewer.customerId : null;
      const own = (db: Prisma.TransactionClient) =>
        customerId === null ? Promise.resolve(null) : db.factory.findFirst({ where: { id, customerId }, select: factorySnapshotSelect });
      if (!(await own(prisma))) throw new NotFoundError();
      const actor = requirePermission(viewer, "editFactories");
      const fields = parseInput(factoryFormSchema, input);
      return prisma.$transaction(async (tx) => {
        const row = await own(tx);
        if (!row) throw new NotFoundError();
        await checkFields(tx, row.customerId, fields, id);
        const updated = await tx.factory.update({ where: { id }, data: dataOf(fields), select: factorySnapshotSelect });
        await recordAudit(tx, { actor, action: "factory.updated", entityType: "Factory", entityId: id, before: snapshotOf(row), after: snapshotOf(updated), ip, occurredAt: deps.now() });
        return { id, customerId: row.customerId };
      });
    },
  };
}
