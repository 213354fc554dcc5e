// GraphQL types of vehicles, machines and tools: the ProcurementElement node (tabs 4 and 5), the
// ElementDocument node (one of its documents) and the element's compliance with its explanation.
import { italianDateOf } from "../../../common/calendar-dates";
import { ApprovalMode, Belonging, ElementKind } from "../../generated/prisma/enums";
import { builder } from "../../graphql/builder";
import { parseNodeId } from "../../lib/node-id";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { elementDocumentApproval, type ElementCompliance } from "../documents/compliance";
import { ApprovalStateEnum, ComplianceStateEnum, TrafficLightEnum } from "../documents/documents-types.graphql";
import { storedFileOf, StoredFileRef } from "../files/files.graphql";
import { elementDocumentWhereForViewer, elementWhereForViewer } from "./element-visibility";
import {
  approvalModeOf,
  complianceOfElement,
  elementComplianceSelect,
  elementDocumentComplianceSelect,
  elementDocumentDownloadUrl,
  elementDocumentOrder,
  kindLabelOf,
  requirementsFor,
  typeObjectOf,
} from "./elements.read";
import { elementDocumentStateOf } from "../documents/compliance";

export const ElementKindEnum = builder.enumType("ElementKind", {
  description: "Il tipo di un elemento portato in cantiere dal fornitore",
  values: {
    EQUIPMENT: { description: "Mezzo (veicolo)" },
    MACHINERY: { description: "Macchinario" },
    TOOL: { description: "Attrezzatura" },
  } as const satisfies Record<ElementKind, { description: string }>,
});
export const BelongingEnum = builder.enumType(Belonging, { name: "Belonging", description: "OWNED 1 Proprietà, RENTED 2 Nolo" });
export const ApprovalModeEnum = builder.enumType("ApprovalMode", {
  description: "Come il committente approva i documenti di un elemento",
  values: {
    ALL_DOCUMENTS_AT_ONCE: { description: "L'elemento si approva nel suo insieme, con tutti i suoi documenti (sempre per i mezzi)" },
    SINGLE_DOCUMENT: { description: "Ogni documento si approva da solo (macchinari e attrezzature di un fornitore con committente di riferimento)" },
  } as const satisfies Record<ApprovalMode, { description: string }>,
});

const ElementComplianceRef = builder.objectRef<ElementCompliance>("ElementCompliance").implement({
  description: "Conformità di un mezzo, macchinario o attrezzatura: documenti richiesti presenti, approvati e in corso di validità",
  fields: (t) => ({
    state: t.field({ type: ComplianceStateEnum, resolve: (compliance) => compliance.state }),
    light: t.field({ type: TrafficLightEnum, resolve: (compliance) => compliance.light }),
    reasons: t.exposeStringList("reasons", { description: "Cosa manca o non va, una riga per documento (vuoto se tutto è in regola)" }),
  }),
});

type RequirementRow = { id: number; documentName: string };
const REQUIREMENT_TYPENAME = "ElementDocumentRequirement";

const ElementDocumentRequirementRef = builder.objectRef<RequirementRow>(REQUIREMENT_TYPENAME).implement({
  description: "Un documento che l'appalto richiede per ogni mezzo o macchinario: il fornitore sceglie quale documento richiesto è un file",
  fields: (t) => ({
    id: t.id({ resolve: (row) => encodeGlobalID(REQUIREMENT_TYPENAME, row.id) }),
    documentName: t.exposeString("documentName"),
  }),
});

export const ElementDocumentNode = builder.prismaNode("ElementAttachment", {
  name: "ElementDocument",
  id: { field: "id" },
  select: { id: true },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [elementDocumentWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    documentName: t.exposeString("documentName", { nullable: true }),
    requirementId: t.id({
      nullable: true,
      description: "Il documento richiesto che questo file è (ElementDocumentRequirement); vuoto per un documento aggiuntivo",
      select: { requirementId: true },
      resolve: (document) => (document.requirementId === null ? null : encodeGlobalID(REQUIREMENT_TYPENAME, document.requirementId)),
    }),
    documentDate: t.expose("documentDate", { type: "Date", nullable: true, description: "Data emissione" }),
    documentExpirationDate: t.expose("documentExpirationDate", { type: "Date", nullable: true, description: "Data scadenza (vuota: non scade)" }),
    approvalMode: t.expose("approvalMode", { type: ApprovalModeEnum }),
    approval: t.field({
      type: ApprovalStateEnum,
      description: "Dalle date: respinto se rejectedAt, approvato se approvedAt, altrimenti da approvare",
      select: { approvedAt: true, rejectedAt: true },
      resolve: (document) => elementDocumentApproval(document),
    }),
    isApproved: t.boolean({
      description: "Un documento approvato non si modifica né si elimina",
      select: { approvedAt: true },
      resolve: (document) => document.approvedAt !== null,
    }),
    approvedAt: t.expose("approvedAt", { type: "DateTime", nullable: true }),
    rejectedAt: t.expose("rejectedAt", { type: "DateTime", nullable: true }),
    note: t.exposeString("note", { nullable: true, description: "Nota del committente (il motivo del rifiuto)" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    file: t.field({
      type: StoredFileRef,
      select: { elementId: true, mediaId: true, media: true, element: { select: { procurementId: true, kind: true } } },
      resolve: (document) => {
        const file = storedFileOf(document.media, elementDocumentDownloadUrl(document, document.element));
        if (!file) throw new Error("Documento senza file");
        return file;
      },
    }),
    complianceState: t.field({
      type: ComplianceStateEnum,
      select: elementDocumentComplianceSelect,
      resolve: (document, _args, context) => elementDocumentStateOf(document, italianDateOf(context.deps.now())),
    }),
    element: t.relation("element"),
  }),
});

export const ProcurementElementNode = builder.prismaNode("ProcurementElement", {
  id: { field: "id" },
  select: { id: true },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [elementWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    kind: t.expose("kind", { type: ElementKindEnum }),
    typeObject: t.string({ description: "equipment, machinery o tool", select: { kind: true }, resolve: (row) => typeObjectOf(row.kind) }),
    kindLabel: t.string({ description: "MEZZO, MACCHINARIO o ATTREZZATURA", select: { kind: true }, resolve: (row) => kindLabelOf(row.kind) }),
    type: t.exposeString("type", { description: "Tipologia" }),
    makerAndModel: t.exposeString("makerAndModel", { description: "Marca e Modello" }),
    serialNumber: t.exposeString("serialNumber", { nullable: true, description: "Matricola" }),
    belonging: t.expose("belonging", { type: BelongingEnum, nullable: true, description: "Appartenenza" }),
    note: t.exposeString("note", { nullable: true }),
    approval: t.expose("approval", { type: ApprovalStateEnum, description: "Stato (approvazione dell'elemento nel suo insieme)" }),
    reviewNote: t.exposeString("reviewNote", { nullable: true, description: "Motivo del rifiuto dell'elemento" }),
    reviewedAt: t.expose("reviewedAt", { type: "DateTime", nullable: true }),
    approvalMode: t.field({
      type: ApprovalModeEnum,
      select: { kind: true, supplier: { select: { referralCustomerId: true } } },
      resolve: (row) => approvalModeOf(row.kind, row.supplier),
    }),
    documents: t.relation("attachments", { description: "Documenti allegati, nell'ordine di caricamento", query: { orderBy: elementDocumentOrder } }),
    documentCount: t.relationCount("attachments"),
    documentRequirements: t.field({
      type: [ElementDocumentRequirementRef],
      description: "I documenti richiesti per questo elemento (la scelta del modulo del documento)",
      select: { kind: true, supplierId: true, procurement: elementComplianceSelect.procurement },
      resolve: (row) => requirementsFor(row.kind, row.procurement.elementRequirements, row.supplierId),
    }),
    compliance: t.field({
      type: ElementComplianceRef,
      select: elementComplianceSelect,
      resolve: (row, _args, context) => complianceOfElement(row, italianDateOf(context.deps.now())),
    }),
    procurementId: t.exposeInt("procurementId", { description: "Id numerico dell'appalto (indirizzi REST)" }),
  }),
});
