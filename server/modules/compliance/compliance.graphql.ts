// Compliance for third-party systems (turnstiles, ERPs) and any signed-in user: three entry points that return the
// existing nodes (Procurement, ProcurementSupplier, ProcurementWorker) with their lights, plus the few fields an
// integrator needs beside them: the day the answer holds for, the reasons, and whether a worker may enter today.
import { italianDateOf, parseIsoDate } from "../../../common/calendar-dates";
import type { RequestContext } from "../../context";
import { builder } from "../../graphql/builder";
import { perRequest } from "../../graphql/per-request";
import { databaseIdOf } from "../../lib/node-id";
import { ComplianceStateEnum, TrafficLightEnum } from "../documents/documents-types.graphql";
import "../documents/documents.graphql";
import { ProcurementNode, ProcurementSupplierNode } from "../procurements/procurements.graphql";
import { ProcurementWorkerNode } from "../workers/workers.graphql";
import { trafficLightOfState } from "../documents/compliance";
import { createComplianceReasonLoaders, type ComplianceReason } from "./compliance-reasons";

// One set of loaders per request, as for the lights: reasons asked for by sibling rows load together.
const reasonsOf = perRequest((context) => createComplianceReasonLoaders(context.deps, context.viewer));

export const ComplianceReasonItemEnum = builder.enumType("ComplianceReasonItem", {
  values: {
    REQUIRED_DOCUMENT: { description: "Documento richiesto al fornitore" },
    FITNESS_CERTIFICATE: { description: "Idoneità di un lavoratore" },
    SUBSTANCE: { description: "Sostanza chimica (scheda di sicurezza)" },
    ELEMENT: { description: "Mezzo, macchina o attrezzatura" },
    PARTICIPATION: { description: "Partecipazione del lavoratore all'appalto" },
    SUPPLIER_LINK: { description: "Presenza del fornitore nell'appalto" },
  } as const,
});

const ComplianceReasonRef = builder.objectRef<ComplianceReason>("ComplianceReason").implement({
  description: "Ciò che non è in regola (o lo è ancora per poco) e perché",
  fields: (t) => ({
    item: t.field({ type: ComplianceReasonItemEnum, resolve: (reason) => reason.item }),
    state: t.field({ type: ComplianceStateEnum, resolve: (reason) => reason.state }),
    trafficLight: t.field({ type: TrafficLightEnum, resolve: (reason) => trafficLightOfState(reason.state) }),
    label: t.exposeString("label", { description: "Categoria del documento, lavoratore e idoneità, sostanza o elemento" }),
    details: t.exposeStringList("details", { description: "Per un mezzo, macchina o attrezzatura: i suoi documenti che mancano, scadono o attendono" }),
    expiresOn: t.field({ type: "Date", nullable: true, resolve: (reason) => reason.expiresOn }),
    supplierName: t.exposeString("supplierName"),
  }),
});

const complianceDate = (context: RequestContext) => parseIsoDate(italianDateOf(context.deps.now())) ?? context.deps.now();
const COMPLIANCE_DATE_DESCRIPTION = "Il giorno (in Italia) per cui semaforo e motivi sono calcolati: oggi";

builder.prismaObjectFields("Procurement", (t) => ({
  complianceDate: t.field({ type: "Date", description: COMPLIANCE_DATE_DESCRIPTION, resolve: (_row, _args, context) => complianceDate(context) }),
  complianceReasons: t.field({
    type: [ComplianceReasonRef],
    description: "Cosa rende l'appalto giallo o rosso, per i fornitori visibili a chi chiede; il più grave prima",
    select: { id: true },
    resolve: (procurement, _args, context) => reasonsOf(context).reasonsOfProcurement(procurement.id),
  }),
}));

builder.prismaObjectFields("ProcurementSupplier", (t) => ({
  complianceDate: t.field({ type: "Date", description: COMPLIANCE_DATE_DESCRIPTION, resolve: (_row, _args, context) => complianceDate(context) }),
  complianceReasons: t.field({
    type: [ComplianceReasonRef],
    description: "Cosa rende giallo o rosso il semaforo del fornitore nell'appalto; il più grave prima",
    select: { procurementId: true, supplierId: true },
    resolve: (link, _args, context) => reasonsOf(context).reasonsOfSupplier(link.procurementId, link.supplierId),
  }),
}));

const workerEntrySelect = { id: true, procurementId: true, supplierId: true, approval: true, supplier: { select: { companyName: true } } } as const;
const workerEntryOf = (row: { id: number; procurementId: number; supplierId: number; approval: "PENDING" | "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "REJECTED"; supplier: { companyName: string } }, context: RequestContext) =>
  reasonsOf(context).workerEntry({ ...row, supplierName: row.supplier.companyName });

builder.prismaObjectFields("ProcurementWorker", (t) => ({
  complianceDate: t.field({ type: "Date", description: COMPLIANCE_DATE_DESCRIPTION, resolve: (_row, _args, context) => complianceDate(context) }),
  mayEnterToday: t.boolean({
    description:
      "Può entrare oggi: partecipazione approvata (anche con prescrizioni), fornitore nell'appalto, nessuna idoneità propria né documento richiesto al fornitore rosso",
    select: workerEntrySelect,
    resolve: async (row, _args, context) => (await workerEntryOf(row, context)).mayEnter,
  }),
  complianceReasons: t.field({
    type: [ComplianceReasonRef],
    description: "Cosa impedisce l'ingresso o richiede attenzione: partecipazione, idoneità proprie, documenti richiesti al fornitore",
    select: workerEntrySelect,
    resolve: async (row, _args, context) => (await workerEntryOf(row, context)).reasons,
  }),
}));

builder.queryFields((t) => ({
  procurementCompliance: t.prismaField({
    type: ProcurementNode,
    nullable: true,
    description: "Conformità dell'appalto oggi (trafficLight, complianceReasons, suppliers); null se non visibile",
    args: { procurementId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, context) =>
      context.services.compliance.findProcurement(context.viewer, { procurementId: databaseIdOf(args.procurementId, "Procurement") }, query),
  }),
  supplierCompliance: t.prismaField({
    type: ProcurementSupplierNode,
    nullable: true,
    description: "Conformità del fornitore nell'appalto oggi (trafficLight, complianceReasons); null se non visibile",
    args: { procurementId: t.arg.id({ required: true }), supplierId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, context) =>
      context.services.compliance.findSupplierPlace(
        context.viewer,
        { procurementId: databaseIdOf(args.procurementId, "Procurement"), supplierId: databaseIdOf(args.supplierId, "Supplier") },
        query,
      ),
  }),
  workerCompliance: t.prismaField({
    type: ProcurementWorkerNode,
    nullable: true,
    description: "Se il lavoratore può entrare oggi nell'appalto (mayEnterToday, complianceReasons), per id o codice fiscale; null se non visibile",
    args: {
      procurementId: t.arg.id({ required: true }),
      workerId: t.arg.id({ description: "Il lavoratore del fornitore (SupplierWorker)" }),
      fiscalCode: t.arg.string({ description: "In alternativa a workerId" }),
    },
    resolve: (query, _root, args, context) =>
      context.services.compliance.findWorker(
        context.viewer,
        {
          procurementId: databaseIdOf(args.procurementId, "Procurement"),
          workerId: args.workerId === null || args.workerId === undefined ? null : databaseIdOf(args.workerId, "SupplierWorker"),
          fiscalCode: args.fiscalCode,
        },
        query,
      ),
  }),
}));
