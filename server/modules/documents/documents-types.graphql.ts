// GraphQL types of required documents: the enums, the SupplierDocumentCategory node and the RequiredDocument
// node (a ProcurementSupplierAttachment row). Fields, queries and mutations that use them live beside.
import { italianDateOf } from "../../../common/calendar-dates";
import { SELF_CERTIFICATION_CATEGORY_CODE } from "../../../common/reference-lists";
import { ApprovalState } from "../../generated/prisma/enums";
import { builder } from "../../graphql/builder";
import { parseNodeId } from "../../lib/node-id";
import { referenceDataWhereForViewer } from "../../viewer";
import { storedFileOf, StoredFileRef } from "../files/files.graphql";
import { PermissionDecisionRef } from "../auth/permissions.graphql";
import { requiredDocumentDeleteDecision, requiredDocumentDeletionSelect } from "./required-document-deletion";
import { requiredDocumentWhereForViewer } from "../procurements/procurement-visibility";
import { ProcurementSupplierNode } from "../procurements/procurements.graphql";
import { complianceOfRow, complianceSelect, defaultOf, REQUIRED_DOCUMENT_ORDER_FIELDS, requiredDocumentDownloadUrl, selfCertificationUrl } from "./required-documents.read";

export const ApprovalStateEnum = builder.enumType("ApprovalState", {
  description: "La decisione del committente su un documento o un elemento",
  values: {
    PENDING: { description: "Da approvare: il committente non ha ancora deciso" },
    APPROVED: { description: "Approvato dal committente" },
    REJECTED: { description: "Respinto dal committente (il motivo è nella nota del committente)" },
  } as const satisfies Record<ApprovalState, { description: string }>,
});

export const ComplianceStateEnum = builder.enumType("ComplianceState", {
  description: "Lo stato di un elemento richiesto in un giorno, secondo le regole di conformità",
  values: {
    OK: { description: "In regola: presente, approvato e valido oltre i prossimi 30 giorni (o senza scadenza)" },
    EXPIRING: { description: "In regola ma in scadenza entro 30 giorni (giallo)" },
    PENDING: { description: "In attesa della decisione del committente: un documento caricato, una partecipazione (giallo)" },
    MISSING: { description: "Mancante: il file (per un elemento, un suo documento richiesto) non è stato caricato; per SUPPLIER_LINK, il fornitore non è nell'appalto (rosso)" },
    REJECTED: { description: "Respinto dal committente: va sostituito (rosso)" },
    EXPIRED: { description: "Scaduto: la data di scadenza è passata (rosso)" },
    NOT_REQUIRED: { description: "Non obbligatorio: non conta per il semaforo" },
  } as const,
});

export const TrafficLightEnum = builder.enumType("TrafficLight", {
  description: "Il semaforo di conformità: il peggiore tra gli stati degli elementi richiesti",
  values: {
    GREEN: { description: "Tutto in regola (o nulla di richiesto)" },
    YELLOW: { description: "Qualcosa è in scadenza entro 30 giorni o attende l'approvazione del committente" },
    RED: { description: "Qualcosa manca, è scaduto o è stato respinto" },
  } as const,
});

export const RequiredDocumentOrderFieldEnum = builder.enumType("RequiredDocumentOrderField", {
  description: "Ordinamento dei documenti richiesti",
  values: {
    ACTIVE: { description: "Per obbligatorietà" },
    CATEGORY: { description: "Per categoria del documento" },
    DOCUMENT_DATE: { description: "Per data di emissione" },
    EXPIRATION_DATE: { description: "Per data di scadenza" },
    APPROVAL: { description: "Per stato di approvazione" },
  } as const satisfies Record<(typeof REQUIRED_DOCUMENT_ORDER_FIELDS)[number], { description: string }>,
});

// Reference data: every signed-in user may read the categories.
export const SupplierDocumentCategoryNode = builder.prismaNode("SupplierDocumentCategory", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [referenceDataWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    code: t.exposeString("code"),
    label: t.exposeString("label"),
  }),
});

export const RequiredDocumentNode = builder.prismaNode("ProcurementSupplierAttachment", {
  name: "RequiredDocument",
  id: { field: "id" },
  // Select mode: each field adds the columns it needs, so a list asking for the state reads only those.
  select: { id: true },
  // A requirement the viewer may not see answers null through node(id), exactly like a missing one.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [requiredDocumentWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    category: t.relation("category"),
    attachmentName: t.exposeString("attachmentName", { nullable: true }),
    documentDate: t.expose("documentDate", { type: "Date", nullable: true }),
    documentExpirationDate: t.expose("documentExpirationDate", { type: "Date", nullable: true }),
    approval: t.expose("approval", { type: ApprovalStateEnum }),
    active: t.exposeBoolean("active", { description: "Obbligatorio" }),
    note: t.exposeString("note", { nullable: true, description: "Nota del fornitore, scritta con il caricamento" }),
    reviewNote: t.exposeString("reviewNote", {
      nullable: true,
      description: "Nota del committente, scritta con l'approvazione o il rifiuto (il motivo del rifiuto)",
    }),
    file: t.field({
      type: StoredFileRef,
      nullable: true,
      select: { media: true },
      resolve: (document) => storedFileOf(document.media, requiredDocumentDownloadUrl(document.id)),
    }),
    isSelfCertification: t.boolean({
      select: { category: { select: { code: true } } },
      resolve: (document) => document.category.code === SELF_CERTIFICATION_CATEGORY_CODE,
    }),
    selfCertificationUrl: t.string({
      nullable: true,
      description: "Indirizzo dell'autocertificazione Word da generare (solo categoria AC)",
      select: { procurementId: true, supplierId: true, category: { select: { code: true } } },
      resolve: (document) =>
        document.category.code === SELF_CERTIFICATION_CATEGORY_CODE
          ? selfCertificationUrl(document.procurementId, document.supplierId)
          : null,
    }),
    defaultDocument: t.field({
      type: StoredFileRef,
      nullable: true,
      description: "Documento predefinito fornito dal committente (defdoc)",
      select: { defaultMedia: true, category: { select: { defaultMedia: true } } },
      resolve: (document) => storedFileOf(defaultOf(document), requiredDocumentDownloadUrl(document.id, true)),
    }),
    complianceState: t.field({
      type: ComplianceStateEnum,
      select: complianceSelect,
      resolve: (document, _args, context) => complianceOfRow(document, italianDateOf(context.deps.now())),
    }),
    viewerCanDelete: t.field({
      type: PermissionDecisionRef,
      description: "Se chi guarda può eliminare il file del documento e, se no, perché: la stessa regola dell'eliminazione",
      select: requiredDocumentDeletionSelect,
      resolve: (document, _args, context) => requiredDocumentDeleteDecision(context.viewer, document),
    }),
    uploadedAt: t.expose("uploadedAt", { type: "DateTime", nullable: true }),
    reviewedAt: t.expose("reviewedAt", { type: "DateTime", nullable: true }),
    procurementSupplier: t.prismaField({
      type: ProcurementSupplierNode,
      select: { procurementId: true, supplierId: true },
      resolve: (query, document, _args, context) =>
        context.services.documents.loadProcurementSupplierOf(context.viewer, document, query),
    }),
  }),
});

