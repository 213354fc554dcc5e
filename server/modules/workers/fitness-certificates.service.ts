// Fitness certificates of a worker on a procurement (the "Idoneità" table of the procurement worker card,
// spec sections 2, 4, 5 and 7): the supplier adds categories, imports the standard ones, uploads or imports
// the worker's own file; the customer toggles "mandatory" and approves or rejects; level 5 deletes. The file
// is health data (mayOpenHealthFile). Compliance per worker uses the one rule of documents/compliance.ts.
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import type { Media } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import { signedIn, type Viewer } from "../../viewer";
import { requireOwnSupplier } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";
import { complianceStateOf, trafficLightOf, type ComplianceState } from "../documents/compliance";
import { createRequiredItemLifecycle } from "../required-items/lifecycle";
import { CERTIFICATE_NOT_FOUND, certificateAuditSelect, certificateSnapshot, fitnessCertificateKind, type CertificateRow } from "../required-items/kinds/fitness-certificate";
import type { IncomingFile } from "../files/uploads";
import { PROCUREMENT_WORKER_NOT_FOUND } from "./procurement-workers.service";
import { procurementWhereForViewer } from "../procurements/procurement-visibility";
import { workerCatalogueOf } from "../requirements/worker-catalogue";
import { flagSelect } from "./worker-requirements";
import { fitnessCertificateWhereForViewer, mayOpenHealthFile, procurementWorkerWhereForViewer } from "./worker-visibility";
import {
  addCertificateSchema,
  addCertificatesSchema,
  assignmentKeySchema,
  certificateIdSchema,
  matchingWorkerDocumentationSchema,
  reviewCertificateSchema,
  uploadCertificateSchema,
  WORKER_MESSAGES,
} from "./workers.validation";

export { CERTIFICATE_NOT_FOUND, certificateAuditSelect };
const ENTITY = fitnessCertificateKind.entityType;

export type CertificateFileInput = Record<string, unknown> & { file?: IncomingFile | null };

export type WorkerCompliance = { trafficLight: ReturnType<typeof trafficLightOf>; problems: { code: string; label: string; state: ComplianceState }[] };

export function certificateState(row: Pick<CertificateRow, "active" | "mediaId" | "approval" | "documentExpirationDate">, today: string): ComplianceState {
  return complianceStateOf({ active: row.active, hasFile: row.mediaId !== null, approval: row.approval, documentExpirationDate: row.documentExpirationDate }, today);
}

export function createFitnessCertificateService(deps: AppDeps) {
  const { prisma } = deps;
  const today = () => italianDateOf(deps.now());

  const items = createRequiredItemLifecycle(deps, fitnessCertificateKind);

  async function visibleAssignment(viewer: Viewer, procurementId: number, supplierWorkerId: number) {
    const pivot = await prisma.procurementWorker.findFirst({
      where: { procurementId, supplierWorkerId, AND: [procurementWorkerWhereForViewer(viewer)] },
      select: { id: true, procurementId: true, supplierId: true, supplierWorkerId: true, ...flagSelect },
    });
    if (!pivot) throw new NotFoundError(PROCUREMENT_WORKER_NOT_FOUND);
    return pivot;
  }

  async function categoriesByCode(codes: string[], procurementId: number) {
    const procurement = await prisma.procurement.findUnique({ where: { id: procurementId }, select: { customerId: true } });
    const found = await workerCatalogueOf(prisma, procurement?.customerId ?? null, { codes });
    const unknown = codes.filter((code) => !found.some((category) => category.code === code));
    if (unknown.length > 0) throw new ValidationError({ categories: unknown.map((code) => WORKER_MESSAGES.unknownCategory(code)) });
    return found;
  }

  return {
    // ─── reads ───

    async listCertificates(viewer: Viewer | null, raw: unknown) {
      const actor = signedIn(viewer);
      const input = parseInput(assignmentKeySchema, raw);
      const pivot = await visibleAssignment(actor, input.procurementId, input.workerId);
      const rows = await prisma.procurementWorkerAttachment.findMany({
        where: { procurementWorkerId: pivot.id },
        select: { ...certificateAuditSelect, category: { select: { code: true, label: true } } },
        orderBy: [{ active: "desc" }, { category: { label: "asc" } }, { id: "asc" }],
      });
      const day = today();
      return rows.map((row) => ({ ...row, complianceState: certificateState(row, day) }));
    },

    // The worker's light: the worst state of its mandatory certificates, with what is wrong, by category.
    workerCompliance(rows: { active: boolean; mediaId: number | null; approval: CertificateRow["approval"]; documentExpirationDate: Date | null; category: { code: string; label: string } }[]): WorkerCompliance {
      const day = today();
      const states = rows.map((row) => ({ row, state: certificateState(row, day) }));
      return {
        trafficLight: trafficLightOf(states.map((entry) => entry.state)),
        problems: states.filter((entry) => !["OK", "NOT_REQUIRED"].includes(entry.state)).map((entry) => ({ code: entry.row.category.code, label: entry.row.category.label, state: entry.state })),
      };
    },

    // cs/workerattachmentcateg: every category, flagged standard; with a worker, those it already has.
    async categories(viewer: Viewer | null, raw: { procurementId?: unknown; workerId?: unknown }) {
      const actor = signedIn(viewer);
      // A procurement's categories are its customer's catalogue; without one, the portal's list.
      const procurementId = Number(raw.procurementId) || 0;
      const procurement = procurementId ? await prisma.procurement.findFirst({ where: { id: procurementId, AND: [procurementWhereForViewer(actor)] }, select: { customerId: true } }) : null;
      const list = (await workerCatalogueOf(prisma, procurement?.customerId ?? null)).map(({ code, label, isStandard }) => ({ code, label, isStandard }));
      if (raw.workerId === undefined || raw.workerId === null || raw.workerId === "") return list.map((category) => ({ ...category, alreadyPresent: false }));
      const input = parseInput(assignmentKeySchema, raw);
      const pivot = await visibleAssignment(actor, input.procurementId, input.workerId);
      const present = await prisma.procurementWorkerAttachment.findMany({ where: { procurementWorkerId: pivot.id }, select: { category: { select: { code: true } } } });
      const codes = new Set(present.map((row) => row.category.code));
      return list.map((category) => ({ ...category, alreadyPresent: codes.has(category.code) }));
    },

    // matchingworkerdocumentation: the worker's own files of a category, newest first.
    async matchingWorkerDocumentation(viewer: Viewer | null, raw: unknown) {
      const actor = signedIn(viewer);
      const input = parseInput(matchingWorkerDocumentationSchema, raw);
      if (actor.kind !== "SUPPLIER") throw new ForbiddenError();
      const worker = await prisma.supplierWorker.findFirst({ where: { id: input.workerId, supplierId: actor.supplierId ?? -1 }, select: { id: true } });
      if (!worker) throw new NotFoundError("Lavoratore non trovato");
      return prisma.supplierWorkerAttachment.findMany({
        where: { supplierWorkerId: worker.id, category: { code: input.categoryCode }, mediaId: { not: null } },
        select: { id: true, attachmentFilename: true, documentDate: true, documentExpirationDate: true, media: { select: { directory: true, storedName: true, extension: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
    },

    // The certificate's file, for the supplier's level-5 users and the customer's reviewers only.
    async certificateMedia(viewer: Viewer | null, raw: unknown): Promise<Media | null> {
      const actor = signedIn(viewer);
      const input = parseInput(certificateIdSchema, raw);
      const row = await prisma.procurementWorkerAttachment.findFirst({
        where: { id: input.id, AND: [fitnessCertificateWhereForViewer(actor)] },
        select: { media: true, procurementWorker: { select: { supplierId: true, procurement: { select: { customerId: true } } } } },
      });
      if (!row) throw new NotFoundError(CERTIFICATE_NOT_FOUND);
      if (!mayOpenHealthFile(actor, { supplierId: row.procurementWorker.supplierId, customerId: row.procurementWorker.procurement.customerId })) throw new ForbiddenError();
      return row.media;
    },

    // ─── changes ───

    // Adds requirements of the categories named (the standard import, after its confirmation); categories
    // already present are left as they are.
    async addCategories(viewer: Viewer | null, raw: unknown, ip: string | null = null) {
      const actor = signedIn(viewer);
      const input = parseInput(addCertificatesSchema, raw);
      const pivot = await visibleAssignment(actor, input.procurementId, input.workerId);
      requireOwnSupplier(actor, pivot.supplierId, "addFitnessCategories");
      const found = await categoriesByCode([...new Set(input.categories)], pivot.procurementId);
      return prisma.$transaction(async (tx) => {
        const present = await tx.procurementWorkerAttachment.findMany({ where: { procurementWorkerId: pivot.id }, select: { categoryId: true } });
        const created: CertificateRow[] = [];
        for (const category of found) {
          if (present.some((row) => row.categoryId === category.id)) continue;
          const row = await tx.procurementWorkerAttachment.create({ data: { procurementWorkerId: pivot.id, categoryId: category.id }, select: certificateAuditSelect });
          await recordAudit(tx, { actor, action: "fitnessCertificate.added", entityType: ENTITY, entityId: row.id, after: certificateSnapshot(row), ip, occurredAt: deps.now(), compliance: { procurementIds: [pivot.procurementId] } });
          created.push(row);
        }
        return created;
      });
    },

    // Adds one certificate with its file or the worker's own matching file (the add form), filed by the rules of
    // required-items; the category must be one the worker does not have yet.
    async addCertificate(viewer: Viewer | null, raw: CertificateFileInput, ip: string | null = null) {
      const actor = signedIn(viewer);
      const input = parseInput(addCertificateSchema, raw);
      const pivot = await visibleAssignment(actor, input.procurementId, input.workerId);
      return items.file(
        actor,
        pivot.supplierId,
        async () => {
          const [category] = await categoriesByCode([input.categoryCode], pivot.procurementId);
          if (!category) throw new ValidationError({ categories: [WORKER_MESSAGES.unknownCategory(input.categoryCode)] });
          const exists = await prisma.procurementWorkerAttachment.count({ where: { procurementWorkerId: pivot.id, categoryId: category.id } });
          if (exists > 0) throw new ValidationError({ categoryCode: [WORKER_MESSAGES.categoryAlreadyPresent] });
          return {
            input: { ...input, importId: input.supplierWorkerAttachmentId },
            procurementId: pivot.procurementId,
            importKey: { ownerId: pivot.supplierWorkerId, category: category.id },
            create: (tx, change) =>
              tx.procurementWorkerAttachment.create({ data: { procurementWorkerId: pivot.id, categoryId: category.id, ...change, mediaId: change.mediaId ?? null }, select: certificateAuditSelect }),
          };
        },
        raw.file ?? null,
        { ip },
      );
    },

    // Upload or re-upload ("Ricarica il Documento") on an existing certificate: any level of its supplier.
    async uploadCertificate(viewer: Viewer | null, raw: CertificateFileInput, ip: string | null = null) {
      const actor = signedIn(viewer);
      const input = parseInput(uploadCertificateSchema, raw);
      return items.refile(actor, input.id, { ...input, importId: input.supplierWorkerAttachmentId }, raw.file ?? null, { ip, procurementId: input.procurementId });
    },

    // Approval and "mandatory" (the procurement's customer, level 3), by the rules of required-items. The
    // reviewer's note is its own (reviewNote); the supplier's note stays as the supplier wrote it.
    async reviewCertificate(viewer: Viewer | null, raw: unknown, ip: string | null = null) {
      const actor = signedIn(viewer);
      const { id, procurementId, note, ...decision } = parseInput(reviewCertificateSchema, raw);
      return items.review(actor, id, { ...decision, reviewNote: note }, { ip, procurementId });
    },

    // Level 5 of the supplier or of the customer; what happens is certificateDeletionOf's (certificate-deletion.ts),
    // the rule the row's viewerCanDelete shows: a required certificate loses its file and stays as MISSING, any
    // other goes; the answer says which, so the screen says exactly what happened.
    async deleteCertificate(viewer: Viewer | null, raw: unknown, ip: string | null = null): Promise<{ row: CertificateRow; outcome: "FILE_REMOVED" | "ROW_DELETED" }> {
      const actor = signedIn(viewer);
      const input = parseInput(certificateIdSchema, raw);
      return items.remove(actor, input.id, ip);
    },
  };
}
