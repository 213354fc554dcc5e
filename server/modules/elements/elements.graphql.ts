// GraphQL reads of vehicles (tab 4) and machines and tools (tab 5): connections and the warning panels'
// required documents on the supplier's place in the procurement. Types are in elements-types.graphql.ts,
// mutations in elements-mutations.graphql.ts.
import { builder } from "../../graphql/builder";
import { resolveTotalCount } from "../../graphql/connections";
import "../documents/documents.graphql";
import { ApprovalModeEnum, ElementKindEnum, ProcurementElementNode } from "./elements-types.graphql";
import { approvalModeOf } from "./elements.read";
import "./elements-mutations.graphql";

const ProcurementElementConnection = builder.connectionObject({
  type: ProcurementElementNode,
  name: "ProcurementElementConnection",
  fields: (t) => ({
    totalCount: t.int({ resolve: resolveTotalCount }),
  }),
});

builder.prismaObjectFields("ProcurementSupplier", (t) => ({
    // One field for tabs 4 and 5, so that one client fragment serves both: the tab says which kinds it lists.
    elements: t.prismaConnection(
      {
        type: ProcurementElementNode,
        cursor: "id",
        description: "Mezzi (EQUIPMENT: tab 4) o macchine e attrezzature (MACHINERY e TOOL: tab 5) del fornitore nell'appalto, nell'ordine di inserimento",
        args: { kinds: t.arg({ type: [ElementKindEnum], required: true, description: "I tipi da elencare" }) },
        resolve: (query, link, args, context) =>
          context.services.elements.listElements(context.viewer, { procurementId: link.procurementId, supplierId: link.supplierId, kinds: args.kinds }, query),
        totalCount: (link, args, context) =>
          context.services.elements.countElements(context.viewer, { procurementId: link.procurementId, supplierId: link.supplierId, kinds: args.kinds }),
      },
      ProcurementElementConnection,
    ),
    requiredElementDocuments: t.stringList({
      description: "Documenti richiesti per ogni mezzo (EQUIPMENT), macchinario (MACHINERY) o attrezzatura (TOOL) nell'appalto: i pannelli di avviso",
      args: { kind: t.arg({ type: ElementKindEnum, required: true, description: "Il tipo di elemento di cui elencare i documenti richiesti" }) },
      select: { procurementId: true, supplierId: true },
      resolve: (link, args, context) => context.services.elements.requiredDocumentNames(context.viewer, { procurementId: link.procurementId, supplierId: link.supplierId }, args.kind),
    }),
    machineryApprovalMode: t.field({
      type: ApprovalModeEnum,
      description: "Modo di approvazione di macchine e attrezzature del fornitore (SINGLE_DOCUMENT se ha un committente di riferimento); i mezzi sono sempre ALL_DOCUMENTS_AT_ONCE",
      select: { supplier: { select: { referralCustomerId: true } } },
      resolve: (link) => approvalModeOf("MACHINERY", link.supplier),
    }),
}));
