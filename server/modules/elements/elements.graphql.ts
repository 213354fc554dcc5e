// GraphQL reads of vehicles (tab 4) and machines and tools (tab 5): connections and the warning panels'
// required documents on the supplier's place in the procurement. Types are in elements-types.graphql.ts,
// mutations in elements-mutations.graphql.ts.
import type { ElementKind } from "../../generated/prisma/enums";
import { builder } from "../../graphql/builder";
import "../documents/documents.graphql";
import { ApprovalModeEnum, ElementKindEnum, ProcurementElementNode } from "./elements-types.graphql";
import { approvalModeOf } from "./elements.read";
import "./elements-mutations.graphql";

const ProcurementElementConnection = builder.connectionObject({
  type: ProcurementElementNode,
  name: "ProcurementElementConnection",
  fields: (t) => ({
    totalCount: t.int({
      resolve: (connection) => {
        const { totalCount } = connection as { totalCount?: number | (() => number | Promise<number>) };
        return typeof totalCount === "function" ? totalCount() : (totalCount ?? 0);
      },
    }),
  }),
});

const VEHICLE_KINDS: ElementKind[] = ["EQUIPMENT"];
const MACHINE_KINDS: ElementKind[] = ["MACHINERY", "TOOL"];

builder.prismaObjectFields("ProcurementSupplier", (t) => {
  const elementConnection = (kinds: ElementKind[], description: string) =>
    t.prismaConnection(
      {
        type: ProcurementElementNode,
        cursor: "id",
        description,
        resolve: (query, link, _args, context) =>
          context.services.elements.listElements(context.viewer, { procurementId: link.procurementId, supplierId: link.supplierId, kinds }, query),
        totalCount: (link, _args, context) =>
          context.services.elements.countElements(context.viewer, { procurementId: link.procurementId, supplierId: link.supplierId, kinds }),
      },
      ProcurementElementConnection,
    );
  return {
    vehicles: elementConnection(VEHICLE_KINDS, "Mezzi impiegati (tab 4), nell'ordine di inserimento"),
    machineriesAndTools: elementConnection(MACHINE_KINDS, "Macchine e attrezzature (tab 5), nell'ordine di inserimento"),
    requiredElementDocuments: t.stringList({
      description: "Documenti richiesti per ogni mezzo (EQUIPMENT) o macchinario (MACHINERY) nell'appalto: i pannelli di avviso",
      args: { kind: t.arg({ type: ElementKindEnum, required: true }) },
      select: { procurementId: true },
      resolve: (link, args, context) => context.services.elements.requiredDocumentNames(context.viewer, link.procurementId, args.kind),
    }),
    machineryApprovalMode: t.field({
      type: ApprovalModeEnum,
      description: "Modo di approvazione di macchine e attrezzature del fornitore (SINGLE_DOCUMENT se ha un committente di riferimento); i mezzi sono sempre ALL_DOCUMENTS_AT_ONCE",
      select: { supplier: { select: { referralCustomerId: true } } },
      resolve: (link) => approvalModeOf("MACHINERY", link.supplier),
    }),
  };
});
