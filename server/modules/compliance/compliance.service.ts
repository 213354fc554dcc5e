// The entry points of the compliance queries for third-party systems (and any signed-in user): a procurement, a
// supplier on it, a worker on it, each found only among what the viewer may see (the visibility rules of
// procurements and workers), so a forbidden object answers exactly like a missing one.
import { z } from "zod";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { parseInput } from "../../lib/errors";
import { signedIn, type Viewer } from "../../viewer";
import { procurementSupplierWhereForViewer, procurementWhereForViewer } from "../procurements/procurement-visibility";
import { procurementWorkerWhereForViewer } from "../workers/worker-visibility";

export const COMPLIANCE_MESSAGES = {
  workerKey: "Indicare il lavoratore (workerId) oppure il suo codice fiscale, uno solo dei due",
  fiscalCode: "Codice fiscale non valido: 16 lettere e cifre",
  supplierKey: "Indicare il fornitore (supplierId) oppure la sua Partita IVA (vatNumber), uno solo dei due",
  vatNumber: "Partita IVA non valida: 11 cifre",
} as const;

const id = z.number().int().nonnegative();
const procurementKeySchema = z.object({ procurementId: id });
const supplierKeySchema = z.object({ procurementId: id, supplierId: id });
const workerKeySchema = z
  .object({
    procurementId: id,
    workerId: id.nullish(),
    fiscalCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{16}$/, COMPLIANCE_MESSAGES.fiscalCode)
      .nullish(),
  })
  .refine((key) => (key.workerId === null || key.workerId === undefined) !== (key.fiscalCode === null || key.fiscalCode === undefined), {
    message: COMPLIANCE_MESSAGES.workerKey,
    path: ["workerId"],
  });

const supplierKeySchemaAcross = z
  .object({
    supplierId: id.nullish(),
    vatNumber: z.string().trim().regex(/^\d{11}$/, COMPLIANCE_MESSAGES.vatNumber).nullish(),
  })
  .refine((key) => (key.supplierId === null || key.supplierId === undefined) !== (key.vatNumber === null || key.vatNumber === undefined), {
    message: COMPLIANCE_MESSAGES.supplierKey,
    path: ["supplierId"],
  });

type Query<S, I> = { select?: S; include?: I };

export function createComplianceService(deps: AppDeps) {
  const { prisma } = deps;

  return {
    async findProcurement<Q extends Query<Prisma.ProcurementSelect, Prisma.ProcurementInclude>>(viewer: Viewer | null, raw: unknown, query: Q) {
      signedIn(viewer);
      const key = parseInput(procurementKeySchema, raw);
      return prisma.procurement.findFirst({ ...query, where: { id: key.procurementId, AND: [procurementWhereForViewer(viewer)] } });
    },

    async findSupplierPlace<Q extends Query<Prisma.ProcurementSupplierSelect, Prisma.ProcurementSupplierInclude>>(viewer: Viewer | null, raw: unknown, query: Q) {
      signedIn(viewer);
      const key = parseInput(supplierKeySchema, raw);
      return prisma.procurementSupplier.findFirst({
        ...query,
        where: { procurementId: key.procurementId, supplierId: key.supplierId, AND: [procurementSupplierWhereForViewer(viewer)] },
      });
    },

    // A supplier's places on every procurement the viewer sees, by id or by Partita IVA (an ERP knows the latter),
    // the newest procurement first. Bounded by the customer's procurements with that supplier.
    async findSupplierPlaces(viewer: Viewer | null, raw: unknown) {
      signedIn(viewer);
      const key = parseInput(supplierKeySchemaAcross, raw);
      const supplier: Prisma.ProcurementSupplierWhereInput = key.vatNumber ? { supplier: { vatNumber: key.vatNumber } } : { supplierId: key.supplierId ?? 0 };
      return prisma.procurementSupplier.findMany({
        where: { ...supplier, AND: [procurementSupplierWhereForViewer(viewer)] },
        include: { supplier: true },
        orderBy: [{ procurementId: "desc" }],
        take: 500,
      });
    },

    // By the supplier's worker or by fiscal code (what a turnstile reads from a badge). A fiscal code on the
    // procurement twice (the same person for two suppliers) answers the first assignment made.
    async findWorker<Q extends Query<Prisma.ProcurementWorkerSelect, Prisma.ProcurementWorkerInclude>>(viewer: Viewer | null, raw: unknown, query: Q) {
      signedIn(viewer);
      const key = parseInput(workerKeySchema, raw);
      // The schema lets exactly one of the two through; a forged worker id is 0, which no worker has.
      const worker: Prisma.ProcurementWorkerWhereInput = key.fiscalCode
        ? { supplierWorker: { fiscalCode: { equals: key.fiscalCode, mode: "insensitive" } } }
        : { supplierWorkerId: key.workerId ?? 0 };
      return prisma.procurementWorker.findFirst({
        ...query,
        where: { procurementId: key.procurementId, ...worker, AND: [procurementWorkerWhereForViewer(viewer)] },
        orderBy: { id: "asc" },
      });
    },
  };
}
