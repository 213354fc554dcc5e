// GraphQL reads of workers on a procurement (tab 3) and their fitness certificates (the worker card): the
// ProcurementWorker and FitnessCertificate nodes and the procurementWorkers list. The certificate's file is
// health data: null for anyone but the supplier's level-5 users and the customer's reviewers.
import { italianDateOf } from "../../../common/calendar-dates";
import { QUALIFICATION_FLAGS } from "../../../common/reference-lists";
import type { Prisma } from "../../generated/prisma/client";
import { ParticipationState } from "../../generated/prisma/enums";
import { builder } from "../../graphql/builder";
import { resolveTotalCount } from "../../graphql/connections";
import { SortDirection } from "../../graphql/sorting";
import { databaseIdOf, optionalDatabaseIdOf, parseNodeId } from "../../lib/node-id";
import { referenceDataWhereForViewer } from "../../viewer";
import { ApprovalStateEnum, ComplianceStateEnum, TrafficLightEnum } from "../documents/documents-types.graphql";
import { trafficLightOf } from "../documents/compliance";
import { lightsOf } from "../documents/documents.graphql";
import { AS_OF_DESCRIPTION, asOfDay } from "../compliance/as-of.graphql";
import { storedFileOf, StoredFileRef } from "../files/files.graphql";
import { certificateState } from "./fitness-certificates.service";
import { PROCUREMENT_WORKER_ORDER_FIELDS } from "./procurement-worker-list";
import { flagSelect, flagsOf, type QualificationFlags } from "./worker-requirements";
import { fitnessCertificateWhereForViewer, mayOpenHealthFile, procurementWorkerWhereForViewer } from "./worker-visibility";
import { PermissionDecisionRef } from "../auth/permissions.graphql";
import { certificateDeleteDecision, certificateDeletionSelect, isCertificateRequired } from "./certificate-deletion";

export const ParticipationStateEnum = builder.enumType("ParticipationState", {
  description: "La decisione del committente sulla partecipazione di un lavoratore all'appalto",
  values: {
    PENDING: { description: "In corso: in attesa della decisione del committente" },
    APPROVED: { description: "Approvata" },
    APPROVED_WITH_PRESCRIPTIONS: { description: "Approvata con prescrizioni: vale come approvata" },
    REJECTED: { description: "Respinta: il lavoratore non è ammesso" },
  } as const satisfies Record<ParticipationState, { description: string }>,
});

const certificateComplianceSelect = { active: true, mediaId: true, approval: true, documentExpirationDate: true } as const;

// The worker's certificates, mandatory first. The traffic light reads the same relation in the same order: Pothos
// merges two selections of one relation only when their arguments are equal, and otherwise loads the relation
// again for every worker (one statement per row of tab 3).
const certificateOrder = [{ active: "desc" }, { id: "asc" }] satisfies Prisma.ProcurementWorkerAttachmentOrderByWithRelationInput[];

export const WorkerDocumentCategoryNode = builder.prismaNode("WorkerDocumentCategory", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [referenceDataWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    code: t.exposeString("code", { description: "Codice della categoria (per esempio IDO)" }),
    label: t.exposeString("label", { description: "Nome della categoria" }),
    isStandard: t.exposeBoolean("isStandard", { description: "Se è una categoria standard del portale (quelle dell'importazione standard delle idoneità)" }),
  }),
});

export const FitnessCertificateNode = builder.prismaNode("ProcurementWorkerAttachment", {
  name: "FitnessCertificate",
  id: { field: "id" },
  select: { id: true },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [fitnessCertificateWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    category: t.relation("category", { description: "La categoria dell'idoneità" }),
    attachmentName: t.exposeString("attachmentName", { nullable: true, description: "Nome del documento caricato" }),
    documentDate: t.expose("documentDate", { type: "Date", nullable: true, description: "Data emissione" }),
    documentExpirationDate: t.expose("documentExpirationDate", { type: "Date", nullable: true, description: "Data scadenza (vuota: non scade)" }),
    approval: t.expose("approval", { type: ApprovalStateEnum, description: "La decisione del committente" }),
    active: t.exposeBoolean("active", { description: "Obbligatoria" }),
    note: t.exposeString("note", { nullable: true, description: "Nota del fornitore, scritta con il caricamento" }),
    reviewNote: t.exposeString("reviewNote", {
      nullable: true,
      description: "Nota del committente, scritta con l'approvazione o il rifiuto (il motivo del rifiuto)",
    }),
    hasFile: t.boolean({ description: "Se il file è stato caricato", select: { mediaId: true }, resolve: (row) => row.mediaId !== null }),
    file: t.field({
      type: StoredFileRef,
      nullable: true,
      description: "Dato sanitario: solo per il livello 5 del fornitore e per i revisori del committente",
      select: { media: true, procurementWorker: { select: { supplierId: true, procurement: { select: { customerId: true } } } } },
      resolve: (row, _args, context) =>
        mayOpenHealthFile(context.viewer, { supplierId: row.procurementWorker.supplierId, customerId: row.procurementWorker.procurement.customerId })
          ? storedFileOf(row.media, `/api/cs/procurementsupplierattachments/download/workerfile?item_id=${row.id}`)
          : null,
    }),
    complianceState: t.field({
      type: ComplianceStateEnum,
      description: "Lo stato dell'idoneità oggi, secondo le regole di conformità",
      select: certificateComplianceSelect,
      resolve: (row, _args, context) => certificateState(row, italianDateOf(context.deps.now())),
    }),
    viewerCanDelete: t.field({
      type: PermissionDecisionRef,
      description: "Se chi guarda può eliminare l'idoneità e, se no, perché: la stessa regola dell'eliminazione",
      select: certificateDeletionSelect,
      resolve: (row, _args, context) => certificateDeleteDecision(context.viewer, row),
    }),
    deletionRemovesFileOnly: t.boolean({
      description: "Vero se l'idoneità è richiesta: l'eliminazione toglie solo il file e la riga resta Mancante",
      select: certificateDeletionSelect,
      resolve: (row) => isCertificateRequired(row),
    }),
  }),
});

const QualificationFlagsRef = builder.objectRef<QualificationFlags>("QualificationFlags").implement({
  description: "Le abilitazioni del lavoratore nell'appalto, ciascuna delle quali richiede le sue idoneità",
  fields: (t) => Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.field, t.boolean({ description: flag.label, resolve: (flags) => flags[flag.field] })])),
});

export const ProcurementWorkerNode = builder.prismaNode("ProcurementWorker", {
  id: { field: "id" },
  select: { id: true },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [procurementWorkerWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    worker: t.relation("supplierWorker", { description: "Il lavoratore del fornitore (anagrafica)" }),
    job: t.string({
      nullable: true,
      description: "Mansione nell'appalto, altrimenti quella del lavoratore",
      select: { job: true, supplierWorker: { select: { job: true } } },
      resolve: (row) => row.job || row.supplierWorker.job || null,
    }),
    note: t.exposeString("note", { nullable: true, description: "Nota sul lavoratore nell'appalto" }),
    approval: t.expose("approval", { type: ParticipationStateEnum, description: "La decisione del committente sulla partecipazione del lavoratore all'appalto" }),
    approvalNote: t.exposeString("approvalNote", { nullable: true, description: "Prescrizioni o motivo del rifiuto" }),
    flags: t.field({ type: QualificationFlagsRef, description: "Le abilitazioni del lavoratore nell'appalto (carrelli elevatori, antincendio…)", select: flagSelect, resolve: (row) => flagsOf(row) }),
    fitnessCertificates: t.relation("fitnessCertificates", { description: "Le idoneità richieste al lavoratore nell'appalto, con i loro file e stati", query: { orderBy: certificateOrder } }),
    trafficLight: t.field({
      type: TrafficLightEnum,
      description: "Il peggiore stato delle idoneità obbligatorie del lavoratore",
      args: { asOf: t.arg({ type: "Date", description: AS_OF_DESCRIPTION }) },
      select: { id: true, procurementId: true, fitnessCertificates: { select: certificateComplianceSelect, orderBy: certificateOrder } },
      // Today and later days judge today's certificates at that day; a past day reads the history.
      resolve: (row, args, context, info) => {
        const day = asOfDay(context, info, args.asOf);
        if (day < italianDateOf(context.deps.now())) return lightsOf(context).pastWorkerLight(row.procurementId, row.id, day);
        return trafficLightOf(row.fitnessCertificates.map((certificate) => certificateState(certificate, day)));
      },
    }),
  }),
});

// The add dialog leaves out the supplier's workers already on the procurement: tab 3 holds one page of them only.
// Read with the worker's row (no statement per worker), and only among the assignments the viewer may see.
builder.prismaObjectField("SupplierWorker", "onProcurement", (t) =>
  t.boolean({
    description: "Il lavoratore è già coinvolto nell'appalto",
    args: { procurementId: t.arg.id({ required: true, description: "L'appalto (id globale Procurement)" }) },
    select: (args, context) => ({
      procurements: {
        where: { procurementId: databaseIdOf(args.procurementId, "Procurement"), AND: [procurementWorkerWhereForViewer(context.viewer)] },
        select: { id: true },
        take: 1,
      },
    }),
    resolve: (worker) => worker.procurements.length > 0,
  }),
);

const ProcurementWorkerOrderFieldEnum = builder.enumType("ProcurementWorkerOrderField", { values: PROCUREMENT_WORKER_ORDER_FIELDS });

const ProcurementWorkerConnection = builder.connectionObject({
  type: ProcurementWorkerNode,
  name: "ProcurementWorkerConnection",
  fields: (t) => ({
    totalCount: t.int({ resolve: resolveTotalCount }),
  }),
});

function listFilterOf(args: { procurementId: string | number; supplierId?: string | number | null; search?: string | null }) {
  return {
    procurementId: databaseIdOf(args.procurementId, "Procurement"),
    supplierId: optionalDatabaseIdOf(args.supplierId, "Supplier"),
    search: args.search,
  };
}

builder.queryField("procurementWorkers", (t) =>
  t.prismaConnection(
    {
      type: ProcurementWorkerNode,
      cursor: "id",
      description: "Lavoratori coinvolti nell'appalto, visibili a chi chiede; per default per cognome",
      args: {
        procurementId: t.arg.id({ required: true }),
        supplierId: t.arg.id({ description: "Solo i lavoratori di questo fornitore (il selettore del committente)" }),
        search: t.arg.string({ description: "Nome, cognome o mansione" }),
        orderBy: t.arg({ type: ProcurementWorkerOrderFieldEnum }),
        direction: t.arg({ type: SortDirection }),
      },
      resolve: (query, _root, args, context) =>
        context.services.procurementWorkerReads.listAssignmentPage(context.viewer, listFilterOf(args), { field: args.orderBy, direction: args.direction }, query),
      totalCount: (_root, args, context) => context.services.procurementWorkerReads.countAssignments(context.viewer, listFilterOf(args)),
    },
    ProcurementWorkerConnection,
  ),
);
