// Supplier workers assigned to procurements, with their qualification flags and the fitness and
// qualification certificates those flags and the procurement require, in varied approval states.
// Also the supplier's own archive of worker documents, which the import-from-supplier feature matches.
import { SPECIAL_CUSTOMER_FORCED_OFF_FLAGS, SPECIAL_CUSTOMER_ID, type QualificationFlagField } from "../../common/reference-lists";
import type { Prisma } from "../../server/generated/prisma/client";
import { flagsOf, requiredCategoryCodes } from "../../server/modules/workers/worker-requirements";
import { fileNamePart, type SeedContext } from "./demo-context";
import type { DemoProcurements, ProcurementKey } from "./demo-procurements";
import { SUPPLIERS, type DemoSuppliers, type SupplierKey } from "./demo-suppliers";
import type { RequiredDocumentState } from "./demo-required-documents";

// [worker index in SUPPLIERS[key].workers, qualification flags, task within the procurement]
type AssignmentSeed = [number, QualificationFlagField[], string?];

const ASSIGNMENTS: Record<ProcurementKey, Partial<Record<SupplierKey, AssignmentSeed[]>>> = {
  roof: {
    edil: [
      [0, ["chiefWorker", "fireSafetyOfficer", "workAtHeight"], "Preposto di cantiere"],
      [1, ["firstAidOfficer", "workAtHeight"]],
      [2, ["workAtHeight"]],
      [4, ["cranes", "workAtHeight"], "Gruista autocarro con gru"],
      [7, ["aerialPlatforms", "workAtHeight"]],
      [8, ["scaffoldAssembly", "workAtHeight"]],
    ],
    rossi: [
      [0, ["chiefWorker", "electricalWork"]],
      [1, ["electricalWork", "workAtHeight"], "Posa ancoraggi linee vita"],
      [4, []],
    ],
    eco: [
      [0, ["adrTransport"]],
      [1, []],
    ],
  },
  hvac: {
    clima: [
      [0, ["chiefWorker", "fGasSystems"]],
      [1, ["fGasSystems", "electricalWork"]],
      [2, ["fGasSystems", "workAtHeight"]],
      [3, ["firstAidOfficer"]],
    ],
    rossi: [
      [2, ["electricalWork", "electricalSubstations"]],
      [5, ["electricalWork", "electricalSubstations", "nightWork"], "Manutenzione cabina MT/BT"],
    ],
    edil: [
      [3, []],
      [6, []],
    ],
  },
  waste: {
    eco: [
      [0, ["adrTransport"]],
      [2, ["asbestosRemoval", "confinedSpaces"]],
      [3, []],
      [4, ["chiefWorker"]],
    ],
    romagna: [
      [1, []],
      [4, ["tractors"], "Taglio erba con trattorino"],
    ],
  },
  // Customer 3336: preposto, antincendio, primo soccorso, notturno and isolato are never set (spec section 5).
  cleaning: {
    romagna: [
      [0, []],
      [2, ["confinedSpaces"], "Pulizia serbatoi e vasche"],
      [3, ["forklifts"]],
      [4, []],
    ],
    edil: [
      [5, ["confinedSpaces"]],
      [2, ["confinedSpaces"]],
    ],
  },
};

const VALIDITY_DAYS: Record<string, number> = { IDO: 365, PS: 1095, PREP: 730, NOTT: 730, FGAS: 3650, PES_PAV: 1825 };
const DEFAULT_VALIDITY_DAYS = 1825;
// Most certificates are in order; the others cycle through every state a reviewer meets.
const STATE_CYCLE: RequiredDocumentState[] = [
  "approved", "pending", "approved", "expiring", "approved", "rejected", "approved", "expired", "missing", "approved", "inactive",
];

function participationOf(index: number): Pick<Prisma.ProcurementWorkerCreateManyInput, "approval" | "approvalNote"> {
  if (index % 13 === 0) return { approval: "REJECTED", approvalNote: "Manca l'attestato di formazione specifica per la mansione." };
  if (index % 7 === 0) return { approval: "APPROVED_WITH_PRESCRIPTIONS", approvalNote: "Solo in affiancamento al preposto per le prime due settimane." };
  if (index % 9 === 0) return { approval: "PENDING", approvalNote: null };
  return { approval: "APPROVED", approvalNote: null };
}

export async function seedProcurementWorkers(
  ctx: SeedContext,
  procurements: DemoProcurements,
  suppliers: DemoSuppliers,
  users: { customerUserId: number; uploaderBySupplier: Partial<Record<SupplierKey, number>> },
): Promise<void> {
  const categories = await ctx.tx.workerDocumentCategory.findMany();
  const categoryByCode = new Map(categories.map((category) => [category.code, category]));
  const links = await ctx.tx.procurementSupplier.findMany();
  const procurementCategories = new Map(
    (await ctx.tx.procurement.findMany({ select: { id: true, workerMandatoryDocumentCategories: true } })).map((row) => [row.id, row.workerMandatoryDocumentCategories]),
  );

  // First every assignment, in one statement; then their certificates, in another.
  const planned: {
    row: Prisma.ProcurementWorkerCreateManyInput;
    codes: string[];
    supplierKey: SupplierKey;
    workerIndex: number;
  }[] = [];
  for (const [procurementKey, bySupplier] of Object.entries(ASSIGNMENTS) as [ProcurementKey, Partial<Record<SupplierKey, AssignmentSeed[]>>][]) {
    const procurement = procurements[procurementKey];
    for (const [supplierKey, assignments] of Object.entries(bySupplier) as [SupplierKey, AssignmentSeed[]][]) {
      const supplier = suppliers[supplierKey];
      const link = links.find((candidate) => candidate.procurementId === procurement.id && candidate.supplierId === supplier.id);
      for (const [workerIndex, flags, task] of assignments) {
        const workerId = supplier.workerIds[workerIndex];
        if (workerId === undefined) throw new Error(`Lavoratore ${supplierKey}#${workerIndex} mancante`);
        if (procurement.customerId === SPECIAL_CUSTOMER_ID && flags.some((flag) => SPECIAL_CUSTOMER_FORCED_OFF_FLAGS.includes(flag))) {
          throw new Error(`Qualifica non ammessa per il committente ${SPECIAL_CUSTOMER_ID}: ${supplier.workerNames[workerIndex]}`);
        }
        const flagValues: Partial<Record<QualificationFlagField, boolean>> = {};
        for (const flag of flags) flagValues[flag] = true;
        // The same rule as the service (getRelativeDocument): the procurement's, the link's and the flags' categories.
        const codes = requiredCategoryCodes(categories, flagsOf(flagValues), {
          procurement: procurementCategories.get(procurement.id),
          supplierLink: link?.workerMandatoryDocumentCategories,
        });
        planned.push({
          row: {
            procurementId: procurement.id,
            supplierId: supplier.id,
            supplierWorkerId: workerId,
            job: task ?? null,
            note: flags.length === 0 ? null : `Qualifiche dichiarate dall'impresa: ${flags.length}`,
            // Every participation state a reviewer meets (spec isApproved): mostly approved, some in progress,
            // some approved with prescriptions, one rejected.
            ...participationOf(planned.length + 1),
            ...flagValues,
          },
          codes,
          supplierKey,
          workerIndex,
        });
      }
    }
  }
  const created = await ctx.tx.procurementWorker.createManyAndReturn({
    data: planned.map((entry) => entry.row),
    select: { id: true, procurementId: true, supplierWorkerId: true },
  });
  const idOf = new Map(created.map((row) => [`${row.procurementId}:${row.supplierWorkerId}`, row.id]));

  const certificates: Prisma.ProcurementWorkerAttachmentCreateManyInput[] = [];
  let certificateCounter = 0;
  for (const { row, codes, supplierKey, workerIndex } of planned) {
    const procurementWorkerId = idOf.get(`${row.procurementId}:${row.supplierWorkerId}`);
    const supplier = suppliers[supplierKey];
    const workerName = supplier.workerNames[workerIndex] ?? "";
    const job = SUPPLIERS[supplierKey].workers[workerIndex]?.[5] ?? "";
    if (procurementWorkerId === undefined) throw new Error(`Associazione non creata: ${workerName}`);
    // Every third worker is fully in order, so the lists show green rows as well as problems.
    const allInOrder = workerIndex % 3 === 0;
    for (const code of codes) {
      const category = categoryByCode.get(code);
      if (!category) throw new Error(`Categoria lavoratore mancante: ${code}`);
      const state = allInOrder ? "approved" : (STATE_CYCLE[certificateCounter++ % STATE_CYCLE.length] ?? "approved");
      const validity = VALIDITY_DAYS[code] ?? DEFAULT_VALIDITY_DAYS;
      const documentDate =
        state === "expiring" ? ctx.day(12 - validity) : state === "expired" ? ctx.day(-20 - validity) : ctx.day(-40 - ((row.supplierWorkerId * 13) % 200));
      const expiration = new Date(documentDate.getTime() + validity * 86_400_000);
      const hasFile = state !== "missing" && state !== "inactive";
      const mediaId = hasFile
        ? await ctx.pdfMedia({
            directory: "fitness-certificates",
            originalName: `${code}_${fileNamePart(workerName)}.pdf`,
            createdById: users.uploaderBySupplier[supplierKey],
            content: certificateContent(ctx, category.label, code, supplier.companyName, workerName, job, documentDate, expiration),
          })
        : null;
      const reviewed = state === "approved" || state === "expiring" || state === "expired" || state === "rejected";
      certificates.push({
        procurementWorkerId,
        categoryId: category.id,
        attachmentName: hasFile ? `${category.label} - ${workerName}` : null,
        documentDate: hasFile ? documentDate : null,
        documentExpirationDate: hasFile ? expiration : null,
        approval: state === "rejected" ? "REJECTED" : reviewed ? "APPROVED" : "PENDING",
        active: state !== "inactive",
        note: state === "rejected" ? "Documento illeggibile: caricare una scansione completa e leggibile." : null,
        mediaId,
        uploadedAt: hasFile ? ctx.daysAgo(state === "pending" ? 1 : 30) : null,
        reviewedAt: reviewed ? ctx.daysAgo(state === "rejected" ? 1 : 25) : null,
        reviewedById: reviewed ? users.customerUserId : null,
      });
    }
  }
  await ctx.flushMedia();
  await ctx.tx.procurementWorkerAttachment.createMany({ data: certificates });
  await seedSupplierWorkerArchive(ctx, suppliers, users.uploaderBySupplier);
}

// The supplier keeps each worker's latest fitness certificate in its own archive, importable into procurements.
async function seedSupplierWorkerArchive(
  ctx: SeedContext,
  suppliers: DemoSuppliers,
  uploaderBySupplier: Partial<Record<SupplierKey, number>>,
): Promise<void> {
  const rows: Prisma.SupplierWorkerAttachmentCreateManyInput[] = [];
  const idoCategoryId = ctx.workerCategoryId("IDO");
  const trainingCategoryId = ctx.workerCategoryId("FORM_GEN");
  for (const supplierKey of ["edil", "rossi"] as const) {
    const supplier = suppliers[supplierKey];
    for (const [index, workerSeed] of SUPPLIERS[supplierKey].workers.entries()) {
      const workerId = supplier.workerIds[index];
      const workerName = supplier.workerNames[index];
      if (workerId === undefined || workerName === undefined || workerSeed[6]) continue;
      const documentDate = ctx.day(-40 - ((workerId * 13) % 200));
      const expiration = new Date(documentDate.getTime() + 365 * 86_400_000);
      for (const [categoryId, code, label] of [
        [idoCategoryId, "IDO", "Idoneità sanitaria alla mansione"],
        [trainingCategoryId, "FORM_GEN", "Attestato formazione generale e specifica (art. 37 D.Lgs. 81/08)"],
      ] as const) {
        if (code === "FORM_GEN" && index % 2 === 1) continue;
        const validTo = code === "IDO" ? expiration : new Date(documentDate.getTime() + DEFAULT_VALIDITY_DAYS * 86_400_000);
        const mediaId = await ctx.pdfMedia({
          directory: "supplier-worker-attachments",
          originalName: `${code}_${fileNamePart(workerName)}.pdf`,
          createdById: uploaderBySupplier[supplierKey],
          content: certificateContent(ctx, label, code, supplier.companyName, workerName, workerSeed[5], documentDate, validTo),
        });
        rows.push({
          supplierWorkerId: workerId,
          categoryId,
          attachmentFilename: `${label} - ${workerName}`,
          documentDate,
          documentExpirationDate: validTo,
          mediaId,
        });
      }
    }
  }
  await ctx.flushMedia();
  await ctx.tx.supplierWorkerAttachment.createMany({ data: rows });
}

function certificateContent(
  ctx: SeedContext,
  label: string,
  code: string,
  companyName: string,
  workerName: string,
  job: string,
  documentDate: Date,
  expiration: Date,
) {
  const fields: [string, string][] = [
    ["Lavoratore", workerName],
    ["Mansione", job],
    ["Data", ctx.formatDate(documentDate)],
    ["Valido fino al", ctx.formatDate(expiration)],
  ];
  if (code === "IDO") {
    return {
      title: "Certificato di idoneità alla mansione",
      subtitle: "Giudizio di idoneità del medico competente (art. 41 D.Lgs. 81/2008)",
      company: companyName,
      fields: [...fields, ["Giudizio", "Idoneo"] as [string, string]],
      lines: ["Il lavoratore è stato sottoposto a visita medica periodica secondo il protocollo sanitario aziendale."],
    };
  }
  return {
    title: label,
    company: companyName,
    fields,
    lines: ["Attestato rilasciato a seguito di corso con verifica finale dell'apprendimento superata."],
  };
}
