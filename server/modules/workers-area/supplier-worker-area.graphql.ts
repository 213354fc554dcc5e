// The worker area of a supplier's worker: one query, ownSupplierWorkerArea, null for anyone else. Thin adapter:
// who sees what is in supplier-worker-area.service.ts.
import { builder } from "../../graphql/builder";
import { ComplianceStateEnum } from "../documents/documents-types.graphql";
import { StoredFileRef } from "../files/files.graphql";
import { ParticipationStateEnum } from "../workers/workers.graphql";
import { createSupplierWorkerAreaService, ownDocumentUrl, ownFitnessCertificateUrl } from "./supplier-worker-area.service";

type Area = NonNullable<Awaited<ReturnType<ReturnType<typeof createSupplierWorkerAreaService>["ownArea"]>>>;
type OwnDocument = Area["files"][number];
type Assignment = Area["procurements"][number];
type Certificate = Assignment["fitnessCertificates"][number];
type FileRow = { originalName: string; extension: string; mimeType: string; sizeBytes: number } | null;

const fileOf = (media: FileRow, downloadUrl: string) => (media ? { ...media, downloadUrl } : null);

const OwnDocumentRef = builder.objectRef<OwnDocument>("SupplierWorkerAreaDocument").implement({
  fields: (t) => ({
    category: t.string({ resolve: (row) => row.category.label }),
    name: t.exposeString("attachmentFilename"),
    documentDate: t.expose("documentDate", { type: "Date", nullable: true }),
    expirationDate: t.expose("documentExpirationDate", { type: "Date", nullable: true }),
    file: t.field({ type: StoredFileRef, nullable: true, resolve: (row) => fileOf(row.media, ownDocumentUrl(row.id)) }),
  }),
});

const CertificateRef = builder.objectRef<Certificate>("SupplierWorkerAreaCertificate").implement({
  fields: (t) => ({
    category: t.string({ resolve: (row) => row.category.label }),
    mandatory: t.exposeBoolean("active"),
    state: t.field({ type: ComplianceStateEnum, resolve: (row) => row.state }),
    documentDate: t.expose("documentDate", { type: "Date", nullable: true }),
    expirationDate: t.expose("documentExpirationDate", { type: "Date", nullable: true }),
    file: t.field({ type: StoredFileRef, nullable: true, resolve: (row) => fileOf(row.media, ownFitnessCertificateUrl(row.id)) }),
  }),
});

const AssignmentRef = builder.objectRef<Assignment>("SupplierWorkerAreaProcurement").implement({
  fields: (t) => ({
    procurementLabel: t.string({ resolve: (row) => row.procurement.label }),
    customerName: t.string({ resolve: (row) => row.procurement.customer.companyName }),
    closed: t.boolean({ resolve: (row) => row.procurement.closedAt !== null }),
    job: t.exposeString("job", { nullable: true }),
    participation: t.field({ type: ParticipationStateEnum, resolve: (row) => row.approval }),
    participationNote: t.exposeString("approvalNote", { nullable: true, description: "Prescrizioni o motivo del rifiuto" }),
    fitnessCertificates: t.field({ type: [CertificateRef], resolve: (row) => row.fitnessCertificates }),
  }),
});

const AreaRef = builder.objectRef<Area>("SupplierWorkerArea").implement({
  description: "L'area di un lavoratore di un fornitore: i suoi dati, i suoi documenti e le idoneità degli appalti in cui lavora",
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    fiscalCode: t.exposeString("fiscalCode", { nullable: true }),
    birthDate: t.expose("birthDate", { type: "Date", nullable: true }),
    job: t.exposeString("job", { nullable: true }),
    employer: t.string({ resolve: (area) => area.supplier.companyName }),
    documents: t.field({ type: [OwnDocumentRef], resolve: (area) => area.files }),
    procurements: t.field({ type: [AssignmentRef], resolve: (area) => area.procurements }),
  }),
});

builder.queryField("ownSupplierWorkerArea", (t) =>
  t.field({
    type: AreaRef,
    nullable: true,
    description: "L'area lavoratore di chi è collegato come lavoratore di un fornitore; null per chiunque altro",
    resolve: (_root, _args, context) => context.services.supplierWorkerArea.ownArea(context.viewer),
  }),
);
