// GraphQL of required documents (tab 2 of the procurement card): the requiredDocuments connection and the
// traffic lights added to the procurement types, and the category match query. Types are in
// documents-types.graphql.ts, mutations in documents-mutations.graphql.ts.
import { builder } from "../../graphql/builder";
import { resolveTotalCount } from "../../graphql/connections";
import { perRequest } from "../../graphql/per-request";
import { SortDirection } from "../../graphql/sorting";
import { databaseIdOf } from "../../lib/node-id";
import "../suppliers/suppliers.graphql";
import { RequiredDocumentNode, RequiredDocumentOrderFieldEnum, TrafficLightEnum } from "./documents-types.graphql";
import { createTrafficLightLoaders } from "./traffic-lights";
import { AS_OF_DESCRIPTION, asOfDay } from "../compliance/as-of.graphql";
import "./documents-mutations.graphql";

const RequiredDocumentConnection = builder.connectionObject({
  type: RequiredDocumentNode,
  name: "RequiredDocumentConnection",
  fields: (t) => ({
    totalCount: t.int({ resolve: resolveTotalCount }),
  }),
});

// One set of light loaders per request: lights asked for by sibling rows load together.
export const lightsOf = perRequest((context) => createTrafficLightLoaders(context.deps, context.viewer));

// The supplier's place on the procurement. ProcurementSupplier loads its scalar columns; should it ever
// select fewer, a missing key must fail loudly rather than drop the filter (Prisma ignores undefined).
function linkKey(link: { procurementId?: number; supplierId?: number }): { procurementId: number; supplierId: number } {
  if (typeof link.procurementId !== "number" || typeof link.supplierId !== "number") {
    throw new Error("ProcurementSupplier caricato senza procurementId e supplierId");
  }
  return { procurementId: link.procurementId, supplierId: link.supplierId };
}

builder.prismaObjectFields("ProcurementSupplier", (t) => ({
  requiredDocuments: t.prismaConnection(
    {
      type: RequiredDocumentNode,
      cursor: "id",
      description: "Documenti richiesti al fornitore nell'appalto; per default obbligatori prima, poi per categoria",
      args: {
        search: t.arg.string({ description: "Cerca nella categoria e nel nome del documento caricato" }),
        hideInactive: t.arg.boolean({ description: "Nasconde i documenti non obbligatori («Nascondi i non attivi»)" }),
        orderBy: t.arg({ type: RequiredDocumentOrderFieldEnum, description: "Il campo per cui ordinare (senza: obbligatori prima, poi per categoria)" }),
        direction: t.arg({ type: SortDirection, description: "Il verso dell'ordinamento (senza: crescente)" }),
      },
      resolve: (query, link, args, context) =>
        context.services.documents.listRequiredDocuments(
          context.viewer,
          { ...linkKey(link), search: args.search, hideInactive: args.hideInactive },
          { field: args.orderBy, direction: args.direction },
          query,
        ),
      totalCount: (link, args, context) =>
        context.services.documents.countRequiredDocuments(context.viewer, { ...linkKey(link), search: args.search, hideInactive: args.hideInactive }),
    },
    RequiredDocumentConnection,
  ),
  trafficLight: t.field({
    type: TrafficLightEnum,
    description: "Semaforo del fornitore nell'appalto (documenti richiesti, idoneità, mezzi e attrezzature, sostanze): verde in regola, giallo in scadenza o da approvare, rosso mancante, respinto o scaduto",
    args: { asOf: t.arg({ type: "Date", description: AS_OF_DESCRIPTION }) },
    select: { procurementId: true, supplierId: true },
    resolve: (link, args, context, info) => lightsOf(context).supplierLight(link.procurementId, link.supplierId, asOfDay(context, info, args.asOf)),
  }),
}));

builder.prismaObjectField("Procurement", "trafficLight", (t) =>
  t.field({
    type: TrafficLightEnum,
    description: "Semaforo dell'appalto: il peggiore tra i fornitori visibili a chi chiede",
    args: { asOf: t.arg({ type: "Date", description: AS_OF_DESCRIPTION }) },
    select: { id: true },
    resolve: (procurement, args, context, info) => lightsOf(context).procurementLight(procurement.id, asOfDay(context, info, args.asOf)),
  }),
);

builder.queryField("matchingSupplierAttachments", (t) =>
  t.prismaField({
    type: ["SupplierAttachment"],
    description: "Documenti aziendali del fornitore del tipo accettato dalla categoria del documento richiesto, dal più recente",
    args: { requiredDocumentId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, context) =>
      context.services.documents.matchingSupplierAttachments(
        context.viewer,
        databaseIdOf(args.requiredDocumentId, "RequiredDocument"),
        query,
      ),
  }),
);
