// Compliance for third-party systems (turnstiles, ERPs) and any signed-in user: three entry points that return the
// existing nodes (Procurement, ProcurementSupplier, ProcurementWorker) with their lights, plus the few fields an
// integrator needs beside them: the day the answer holds for, the reasons, and whether a worker may enter today.
import type { GraphQLResolveInfo } from "graphql";
import { parseIsoDate } from "../../../common/calendar-dates";
import type { RequestContext } from "../../context";
import { builder } from "../../graphql/builder";
import { perRequest } from "../../graphql/per-request";
import { databaseIdOf } from "../../lib/node-id";
import { ComplianceStateEnum, TrafficLightEnum } from "../documents/documents-types.graphql";
import "../documents/documents.graphql";
import { ProcurementNode, ProcurementSupplierNode } from "../procurements/procurements.graphql";
import { SupplierNode } from "../suppliers/suppliers.graphql";
import { ProcurementWorkerNode } from "../workers/workers.graphql";
import { trafficLightOfState, worstTrafficLight } from "../documents/compliance";
import { lightsOf } from "../documents/documents.graphql";
import { AS_OF_DESCRIPTION, asOfDay, rememberAsOf } from "./as-of.graphql";
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

export const ComplianceReasonKindEnum = builder.enumType("ComplianceReasonKind", {
  description: "Il tipo dell'elemento che non è in regola",
  values: {
    COMPANY_DOCUMENT: { description: "Documento aziendale richiesto al fornitore" },
    FITNESS_CERTIFICATE: { description: "Idoneità di un lavoratore" },
    VEHICLE: { description: "Mezzo" },
    MACHINE: { description: "Macchina" },
    TOOL: { description: "Attrezzatura" },
    SUBSTANCE: { description: "Sostanza chimica (scheda di sicurezza)" },
    PARTICIPATION: { description: "Partecipazione del lavoratore all'appalto" },
    SUPPLIER_LINK: { description: "Presenza del fornitore nell'appalto" },
  } as const,
});

const ComplianceReasonRef = builder.objectRef<ComplianceReason>("ComplianceReason").implement({
  description: "Ciò che non è in regola (o lo è ancora per poco) nel giorno della risposta, e perché",
  fields: (t) => ({
    item: t.field({ type: ComplianceReasonItemEnum, description: "La fonte del motivo (documento richiesto, idoneità, elemento, sostanza, partecipazione, presenza del fornitore)", resolve: (reason) => reason.item }),
    kind: t.field({ type: ComplianceReasonKindEnum, description: "Il tipo: documento aziendale, idoneità, mezzo, macchina, attrezzatura, sostanza, partecipazione", resolve: (reason) => reason.kind }),
    state: t.field({ type: ComplianceStateEnum, description: "Lo stato nel giorno della risposta: mancante, respinto, scaduto, da approvare, in scadenza", resolve: (reason) => reason.state }),
    trafficLight: t.field({ type: TrafficLightEnum, description: "Il colore che lo stato dà al semaforo", resolve: (reason) => trafficLightOfState(reason.state) }),
    label: t.exposeString("label", { description: "Categoria del documento, lavoratore e idoneità, sostanza o elemento" }),
    category: t.exposeString("category", { nullable: true, description: "La categoria: del documento o dell'idoneità, la tipologia del mezzo, «Scheda di sicurezza» per una sostanza" }),
    details: t.exposeStringList("details", { description: "Per un mezzo, macchina o attrezzatura: i suoi documenti che mancano, scadono o attendono" }),
    expiresOn: t.field({ type: "Date", nullable: true, description: "La data di scadenza (per un elemento, la prima tra i suoi documenti); null se non scade", resolve: (reason) => reason.expiresOn }),
    supplierName: t.exposeString("supplierName", { description: "Ragione sociale del fornitore a cui chiedere di rimediare" }),
  }),
});

const COMPLIANCE_DATE_DESCRIPTION = "Il giorno (in Italia) per cui semaforo e motivi sono calcolati: asOf della richiesta, altrimenti oggi";
const asOfArg = (t: { arg: (options: { type: "Date"; description: string }) => unknown }) => t.arg({ type: "Date", description: AS_OF_DESCRIPTION });
const complianceDate = (context: RequestContext, info: GraphQLResolveInfo) => parseIsoDate(asOfDay(context, info))!;

builder.prismaObjectFields("Procurement", (t) => ({
  complianceDate: t.field({ type: "Date", description: COMPLIANCE_DATE_DESCRIPTION, resolve: (_row, _args, context, info) => complianceDate(context, info) }),
  complianceReasons: t.field({
    type: [ComplianceReasonRef],
    description: "Cosa rende l'appalto giallo o rosso, per i fornitori visibili a chi chiede; il più grave prima",
    args: { asOf: t.arg({ type: "Date", description: AS_OF_DESCRIPTION }) },
    select: { id: true },
    resolve: (procurement, args, context, info) => reasonsOf(context).reasonsOfProcurement(procurement.id, asOfDay(context, info, args.asOf)),
  }),
}));

builder.prismaObjectFields("ProcurementSupplier", (t) => ({
  complianceDate: t.field({ type: "Date", description: COMPLIANCE_DATE_DESCRIPTION, resolve: (_row, _args, context, info) => complianceDate(context, info) }),
  complianceReasons: t.field({
    type: [ComplianceReasonRef],
    description: "Cosa rende giallo o rosso il semaforo del fornitore nell'appalto; il più grave prima",
    args: { asOf: t.arg({ type: "Date", description: AS_OF_DESCRIPTION }) },
    select: { procurementId: true, supplierId: true },
    resolve: (link, args, context, info) => reasonsOf(context).reasonsOfSupplier(link.procurementId, link.supplierId, asOfDay(context, info, args.asOf)),
  }),
}));

const workerEntrySelect = { id: true, procurementId: true, supplierId: true, approval: true, supplier: { select: { companyName: true } } } as const;
type EntryRow = { id: number; procurementId: number; supplierId: number; approval: "PENDING" | "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "REJECTED"; supplier: { companyName: string } };
const workerEntryOf = (row: EntryRow, context: RequestContext, info: GraphQLResolveInfo, asOf?: Date | null) =>
  reasonsOf(context).workerEntry({ ...row, supplierName: row.supplier.companyName }, asOfDay(context, info, asOf));

const ADMISSION_RULE =
  "partecipazione approvata (anche con prescrizioni), fornitore nell'appalto, nessuna idoneità propria né documento richiesto al fornitore rosso";

builder.prismaObjectFields("ProcurementWorker", (t) => ({
  complianceDate: t.field({ type: "Date", description: COMPLIANCE_DATE_DESCRIPTION, resolve: (_row, _args, context, info) => complianceDate(context, info) }),
  admitted: t.boolean({
    description: `Ammesso al cantiere nel giorno della risposta (asOf, altrimenti oggi): ${ADMISSION_RULE}`,
    args: { asOf: t.arg({ type: "Date", description: AS_OF_DESCRIPTION }) },
    select: workerEntrySelect,
    resolve: async (row, args, context, info) => (await workerEntryOf(row, context, info, args.asOf)).mayEnter,
  }),
  mayEnterToday: t.boolean({
    description: `Come admitted (il nome precedente, per i client già scritti): ${ADMISSION_RULE}`,
    select: workerEntrySelect,
    resolve: async (row, _args, context, info) => (await workerEntryOf(row, context, info)).mayEnter,
  }),
  complianceReasons: t.field({
    type: [ComplianceReasonRef],
    description: "Cosa impedisce l'ingresso o richiede attenzione: partecipazione, idoneità proprie, documenti richiesti al fornitore",
    args: { asOf: t.arg({ type: "Date", description: AS_OF_DESCRIPTION }) },
    select: workerEntrySelect,
    resolve: async (row, args, context, info) => (await workerEntryOf(row, context, info, args.asOf)).reasons,
  }),
}));

// A supplier across every procurement of the customer it is on (those the viewer sees): its light on each, and the
// worst of them.
type SupplierOverview = { supplierId: number; places: Awaited<ReturnType<RequestContext["services"]["compliance"]["findSupplierPlaces"]>> };

const SupplierComplianceRef = builder.objectRef<SupplierOverview>("SupplierCompliance").implement({
  description: "Conformità di un fornitore in tutti gli appalti del committente in cui è presente",
  fields: (t) => ({
    complianceDate: t.field({ type: "Date", description: COMPLIANCE_DATE_DESCRIPTION, resolve: (_row, _args, context, info) => complianceDate(context, info) }),
    supplier: t.field({ type: SupplierNode, description: "Il fornitore", resolve: (overview) => overview.places[0]!.supplier }),
    trafficLight: t.field({
      type: TrafficLightEnum,
      description: "Il peggiore dei semafori del fornitore negli appalti",
      resolve: async (overview, _args, context, info) => {
        const day = asOfDay(context, info);
        return worstTrafficLight(await Promise.all(overview.places.map((place) => lightsOf(context).supplierLight(place.procurementId, place.supplierId, day))));
      },
    }),
    procurements: t.field({
      type: [ProcurementSupplierNode],
      description: "Il posto del fornitore in ciascun appalto (semaforo, motivi, appalto), dal più recente",
      resolve: (overview) => overview.places,
    }),
  }),
});

builder.queryFields((t) => ({
  procurementCompliance: t.prismaField({
    type: ProcurementNode,
    nullable: true,
    description:
      "Conformità di un intero appalto in una sola richiesta: trafficLight, complianceReasons e suppliers con i loro semafori e motivi; null se non visibile",
    args: { procurementId: t.arg.id({ required: true, description: "L'appalto (id globale Procurement)" }), asOf: asOfArg(t) as never },
    resolve: (query, _root, args, context, info) => {
      rememberAsOf(context, info, args.asOf as Date | null | undefined);
      return context.services.compliance.findProcurement(context.viewer, { procurementId: databaseIdOf(args.procurementId, "Procurement") }, query);
    },
  }),
  supplierCompliance: t.prismaField({
    type: ProcurementSupplierNode,
    nullable: true,
    description: "Conformità del fornitore in un appalto (trafficLight, complianceReasons); null se non visibile",
    args: {
      procurementId: t.arg.id({ required: true, description: "L'appalto (id globale Procurement)" }),
      supplierId: t.arg.id({ required: true, description: "Il fornitore (id globale Supplier)" }),
      asOf: asOfArg(t) as never,
    },
    resolve: (query, _root, args, context, info) => {
      rememberAsOf(context, info, args.asOf as Date | null | undefined);
      return context.services.compliance.findSupplierPlace(
        context.viewer,
        { procurementId: databaseIdOf(args.procurementId, "Procurement"), supplierId: databaseIdOf(args.supplierId, "Supplier") },
        query,
      );
    },
  }),
  supplierComplianceOverview: t.field({
    type: SupplierComplianceRef,
    nullable: true,
    description: "Conformità di un fornitore in tutti gli appalti del committente, per id o Partita IVA; null se non visibile",
    args: {
      supplierId: t.arg.id({ description: "Il fornitore (id globale Supplier)" }),
      vatNumber: t.arg.string({ description: "In alternativa a supplierId: la Partita IVA (11 cifre)" }),
      asOf: asOfArg(t) as never,
    },
    resolve: async (_root, args, context, info) => {
      rememberAsOf(context, info, args.asOf as Date | null | undefined);
      const supplierId = args.supplierId === null || args.supplierId === undefined ? null : databaseIdOf(args.supplierId, "Supplier");
      const places = await context.services.compliance.findSupplierPlaces(context.viewer, { supplierId, vatNumber: args.vatNumber });
      return places.length === 0 ? null : { supplierId: places[0]!.supplierId, places };
    },
  }),
  workerCompliance: t.prismaField({
    type: ProcurementWorkerNode,
    nullable: true,
    description: "Se il lavoratore è ammesso al cantiere dell'appalto (admitted, complianceReasons), per id o codice fiscale; null se non visibile",
    args: {
      procurementId: t.arg.id({ required: true, description: "L'appalto (id globale Procurement)" }),
      workerId: t.arg.id({ description: "Il lavoratore del fornitore (SupplierWorker)" }),
      fiscalCode: t.arg.string({ description: "In alternativa a workerId: il codice fiscale (16 caratteri)" }),
      asOf: asOfArg(t) as never,
    },
    resolve: (query, _root, args, context, info) => {
      rememberAsOf(context, info, args.asOf as Date | null | undefined);
      return context.services.compliance.findWorker(
        context.viewer,
        {
          procurementId: databaseIdOf(args.procurementId, "Procurement"),
          workerId: args.workerId === null || args.workerId === undefined ? null : databaseIdOf(args.workerId, "SupplierWorker"),
          fiscalCode: args.fiscalCode,
        },
        query,
      );
    },
  }),
}));
