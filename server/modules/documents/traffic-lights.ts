// Traffic lights of suppliers within procurements and of whole procurements, computed from the
// requirements on every read. Lights asked for by many rows of one request (a list of procurements, the
// suppliers of one procurement) are gathered and answered together: a fixed number of statements for all the
// supplier lights of a tick (documents, fitness certificates, substances, elements with their documents and the
// procurement's element requirements), one more for the procurement lights, never one per row.
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import type { Viewer } from "../../viewer";
import { procurementSupplierWhereForViewer, requiredDocumentWhereForViewer } from "../procurements/procurement-visibility";
import { substanceLightRows } from "../substances/substances.read";
import { fitnessCertificateWhereForViewer } from "../workers/worker-visibility";
import { elementWhereForViewer } from "../elements/element-visibility";
import { complianceOfElement, elementComplianceSelect } from "../elements/elements.read";
import { trafficLightOf, type ComplianceState, type TrafficLight } from "./compliance";
import { complianceOfRow, complianceSelect, type ComplianceColumns } from "./required-documents.read";

type Batch<Key, Value> = { keys: Key[]; waiting: Map<string, ((value: Value) => void)[]>; failed: Map<string, ((error: unknown) => void)[]> };

// Collects the keys asked for while the current resolvers run, then loads them all at once. Resolvers of
// sibling fields start within the same round of promise jobs, so waiting for it (as DataLoader does)
// gathers them.
function batchLoader<Key, Value>(keyOf: (key: Key) => string, loadAll: (keys: Key[]) => Promise<Map<string, Value>>, missing: Value) {
  let batch: Batch<Key, Value> | null = null;

  async function run(current: Batch<Key, Value>) {
    try {
      const values = await loadAll(current.keys);
      for (const [id, resolvers] of current.waiting) for (const resolve of resolvers) resolve(values.get(id) ?? missing);
    } catch (error) {
      for (const rejecters of current.failed.values()) for (const reject of rejecters) reject(error);
    }
  }

  return (key: Key): Promise<Value> =>
    new Promise<Value>((resolve, reject) => {
      if (!batch) {
        const current: Batch<Key, Value> = { keys: [], waiting: new Map(), failed: new Map() };
        batch = current;
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            batch = null;
            void run(current);
          }),
        );
      }
      const id = keyOf(key);
      if (!batch.waiting.has(id)) {
        batch.keys.push(key);
        batch.waiting.set(id, []);
        batch.failed.set(id, []);
      }
      batch.waiting.get(id)?.push(resolve);
      batch.failed.get(id)?.push(reject);
    });
}

type SupplierKey = { procurementId: number; supplierId: number };
type StateRow = SupplierKey & { state: ComplianceState };
const pairKey = (key: SupplierKey) => `${key.procurementId}:${key.supplierId}`;

export type TrafficLightLoaders = ReturnType<typeof createTrafficLightLoaders>;

// One set of loaders per request and viewer: the answers depend on what the viewer may see.
export function createTrafficLightLoaders(deps: AppDeps, viewer: Viewer | null) {
  const { prisma } = deps;

  async function requirementStates(pairs: SupplierKey[]): Promise<StateRow[]> {
    if (pairs.length === 0) return [];
    const today = italianDateOf(deps.now());
    const where: Prisma.ProcurementSupplierAttachmentWhereInput = {
      OR: pairs.map((pair) => ({ procurementId: pair.procurementId, supplierId: pair.supplierId })),
      AND: [requiredDocumentWhereForViewer(viewer)],
    };
    const documents = await prisma.procurementSupplierAttachment.findMany({
      where,
      select: { ...complianceSelect, procurementId: true, supplierId: true },
    });
    // The workers' fitness certificates count with the supplier's documents (the same columns, the same rule).
    const certificates = await prisma.procurementWorkerAttachment.findMany({
      where: {
        procurementWorker: { OR: pairs.map((pair) => ({ procurementId: pair.procurementId, supplierId: pair.supplierId })) },
        AND: [fitnessCertificateWhereForViewer(viewer)],
      },
      select: { ...complianceSelect, procurementWorker: { select: { procurementId: true, supplierId: true } } },
    });
    // Each substance counts as one more item: it needs its safety data sheet (substances.read.ts).
    const substances = await substanceLightRows(prisma, viewer, pairs);
    const rows: (ComplianceColumns & SupplierKey)[] = [
      ...documents,
      ...certificates.map(({ procurementWorker, ...row }) => ({ ...row, ...procurementWorker })),
      ...substances,
    ];
    return [
      ...rows.map((row) => ({ procurementId: row.procurementId, supplierId: row.supplierId, state: complianceOfRow(row, today) })),
      ...(await elementStates(deps, viewer, pairs)),
    ];
  }

  function lightsBy(rows: StateRow[], keyOf: (row: SupplierKey) => string) {
    const states = new Map<string, ComplianceState[]>();
    for (const row of rows) {
      const key = keyOf(row);
      const list = states.get(key) ?? [];
      list.push(row.state);
      states.set(key, list);
    }
    return new Map([...states].map(([key, list]) => [key, trafficLightOf(list)] as const));
  }

  const supplierLight = batchLoader<SupplierKey, TrafficLight>(
    pairKey,
    async (pairs) => lightsBy(await requirementStates(pairs), pairKey),
    "GREEN",
  );

  // A procurement's light covers the suppliers on it that the viewer may see (a supplier: only itself),
  // and only while they are on it: a removed supplier's old requirements no longer count.
  const procurementLight = batchLoader<number, TrafficLight>(
    String,
    async (procurementIds) => {
      const links = await prisma.procurementSupplier.findMany({
        where: { procurementId: { in: procurementIds }, AND: [procurementSupplierWhereForViewer(viewer)] },
        select: { procurementId: true, supplierId: true },
      });
      return lightsBy(await requirementStates(links), (row) => String(row.procurementId));
    },
    "GREEN",
  );

  return {
    supplierLight: (procurementId: number, supplierId: number) => supplierLight({ procurementId, supplierId }),
    procurementLight: (procurementId: number) => procurementLight(procurementId),
  };
}

// Source: vehicles, machines and tools, one state per element (its required documents present, approved and
// in date), beside the documents and the fitness certificates. A fixed number of statements for all the pairs
// asked (the elements, then Prisma's batched loads of their suppliers, requirements and documents).
export async function elementStates(deps: AppDeps, viewer: Viewer | null, pairs: SupplierKey[]): Promise<StateRow[]> {
  if (pairs.length === 0) return [];
  const today = italianDateOf(deps.now());
  const elements = await deps.prisma.procurementElement.findMany({
    where: { OR: pairs.map((pair) => ({ procurementId: pair.procurementId, supplierId: pair.supplierId })), AND: [elementWhereForViewer(viewer)] },
    select: { ...elementComplianceSelect, procurementId: true, supplierId: true },
  });
  return elements.map((element) => ({ procurementId: element.procurementId, supplierId: element.supplierId, state: complianceOfElement(element, today).state }));
}
