// GraphQL of chemical substances (tab 6 of the procurement card): the HazardStatement node (the CLP list) and
// its query, the GHS pictograms, the Substance node, ProcurementSupplier.substances and the save / delete
// mutations (the SDS through the GraphQL multipart request spec). Thin adapters over substances.service.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { italianDateOf } from "../../../common/calendar-dates";
import { GHS_PICTOGRAM_CODES, GHS_PICTOGRAM_NAMES, ghsPictogramsOf, type GhsPictogramCode } from "../../../common/ghs-pictograms";
import { HazardStatementGroup } from "../../generated/prisma/enums";
import { builder } from "../../graphql/builder";
import { resolveTotalCount } from "../../graphql/connections";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { SortDirection } from "../../graphql/sorting";
import { NotFoundError } from "../../lib/errors";
import { databaseIdOf, optionalDatabaseIdOf, parseNodeId } from "../../lib/node-id";
import { referenceDataWhereForViewer } from "../../viewer";
import { ComplianceStateEnum } from "../documents/documents-types.graphql";
import { incomingFileOf, storedFileOf, StoredFileRef } from "../files/files.graphql";
import { ProcurementSupplierNode } from "../procurements/procurements.graphql";
import {
  hazardStatementsOrder,
  mayOpenSds,
  SUBSTANCE_ORDER_FIELDS,
  substanceComplianceState,
  substanceSdsDownloadUrl,
  substanceWhereForViewer,
} from "./substances.read";

const GhsPictogramCodeEnum = builder.enumType("GhsPictogramCode", { values: GHS_PICTOGRAM_CODES });
const HazardStatementGroupEnum = builder.enumType(HazardStatementGroup, { name: "HazardStatementGroup" });
const SubstanceOrderFieldEnum = builder.enumType("SubstanceOrderField", {
  description: "Ordinamento delle sostanze chimiche",
  values: {
    LABEL: { description: "Per denominazione commerciale" },
    HAZARDOUS: { description: "Per pericolosità (pericolose e non pericolose)" },
    SDS_DATE: { description: "Per data della scheda di sicurezza" },
  } as const satisfies Record<(typeof SUBSTANCE_ORDER_FIELDS)[number], { description: string }>,
});

const GhsPictogramRef = builder.objectRef<GhsPictogramCode>("GhsPictogram").implement({
  description: "Pittogramma di pericolo GHS (Regolamento CLP, allegato V)",
  fields: (t) => ({
    code: t.field({ type: GhsPictogramCodeEnum, resolve: (code) => code }),
    name: t.string({ description: "Nome italiano, ad esempio Infiammabile", resolve: (code) => GHS_PICTOGRAM_NAMES[code] }),
  }),
});

// Reference data: every signed-in user may read the CLP list.
export const HazardStatementNode = builder.prismaNode("HazardStatement", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [referenceDataWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    code: t.exposeString("code"),
    group: t.expose("group", { type: HazardStatementGroupEnum }),
    textIt: t.exposeString("textIt", { description: "Testo ufficiale italiano (CLP, allegato III)" }),
    textEn: t.exposeString("textEn"),
    pictograms: t.field({
      type: [GhsPictogramRef],
      select: { code: true },
      resolve: (statement) => ghsPictogramsOf([statement.code]),
    }),
  }),
});

builder.queryField("hazardStatements", (t) =>
  t.prismaField({
    type: [HazardStatementNode],
    description: "Le indicazioni di pericolo (frasi H ed EUH) del Regolamento CLP, nell'ordine dell'allegato III",
    resolve: (query, _root, _args, context) => context.services.substances.hazardStatements(context.viewer, query),
  }),
);

export const SubstanceNode = builder.prismaNode("Substance", {
  id: { field: "id" },
  select: { id: true },
  // A substance the viewer may not see answers null through node(id), exactly like a missing one.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [substanceWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    label: t.exposeString("label", { description: "Denominazione commerciale" }),
    hazardous: t.exposeBoolean("hazardous", { description: "Classificazione: Pericolosa (true) o Non pericolosa" }),
    sdsDate: t.expose("sdsDate", { type: "Date", nullable: true, description: "Data Scheda di sicurezza" }),
    note: t.exposeString("note", { nullable: true }),
    hazardStatements: t.field({
      type: [HazardStatementNode],
      select: (_args, _context, nestedSelection) => ({
        hazardStatements: { select: { hazardStatement: nestedSelection(true) }, orderBy: hazardStatementsOrder },
      }),
      resolve: (substance) => substance.hazardStatements.map((row) => row.hazardStatement),
    }),
    pictograms: t.field({
      type: [GhsPictogramRef],
      description: "Pittogrammi GHS implicati dalle frasi H, con le regole di precedenza dell'art. 26 CLP",
      // The same order as hazardStatements above, so Pothos merges both into one selection rather than loading
      // the relation again for every substance.
      select: { hazardStatements: { select: { hazardStatement: { select: { code: true } } }, orderBy: hazardStatementsOrder } },
      resolve: (substance) => ghsPictogramsOf(substance.hazardStatements.map((row) => row.hazardStatement.code)),
    }),
    hasSds: t.boolean({ select: { sdsMediaId: true }, resolve: (substance) => substance.sdsMediaId !== null }),
    sds: t.field({
      type: StoredFileRef,
      nullable: true,
      description: "Scheda di sicurezza: solo per il livello utente 5",
      select: { sds: true },
      resolve: (substance, _args, context) => (mayOpenSds(context.viewer) ? storedFileOf(substance.sds, substanceSdsDownloadUrl(substance.id)) : null),
    }),
    complianceState: t.field({
      type: ComplianceStateEnum,
      description: "OK con la scheda di sicurezza, MISSING senza",
      select: { sdsMediaId: true },
      resolve: (substance, _args, context) => substanceComplianceState(substance, italianDateOf(context.deps.now())),
    }),
    procurementSupplier: t.prismaField({
      type: ProcurementSupplierNode,
      select: { procurementId: true, supplierId: true },
      resolve: (query, substance, _args, context) => context.services.documents.loadProcurementSupplierOf(context.viewer, substance, query),
    }),
  }),
});

const SubstanceConnection = builder.connectionObject({
  type: SubstanceNode,
  name: "SubstanceConnection",
  fields: (t) => ({
    totalCount: t.int({ resolve: resolveTotalCount }),
  }),
});

// The supplier's place on the procurement; a missing key must fail loudly rather than drop the filter.
function linkKey(link: { procurementId?: number; supplierId?: number }): { procurementId: number; supplierId: number } {
  if (typeof link.procurementId !== "number" || typeof link.supplierId !== "number") {
    throw new Error("ProcurementSupplier caricato senza procurementId e supplierId");
  }
  return { procurementId: link.procurementId, supplierId: link.supplierId };
}

builder.prismaObjectField("ProcurementSupplier", "substances", (t) =>
  t.prismaConnection(
    {
      type: SubstanceNode,
      cursor: "id",
      description: "Sostanze chimiche del fornitore nell'appalto; per default per denominazione commerciale",
      args: {
        search: t.arg.string({ description: "Cerca nella denominazione e nei codici delle frasi H" }),
        orderBy: t.arg({ type: SubstanceOrderFieldEnum, description: "Il campo per cui ordinare (senza: per denominazione commerciale)" }),
        direction: t.arg({ type: SortDirection, description: "Il verso dell'ordinamento (senza: crescente)" }),
      },
      resolve: (query, link, args, context) =>
        context.services.substances.listPage(context.viewer, { ...linkKey(link), search: args.search }, { field: args.orderBy, direction: args.direction }, query),
      totalCount: (link, args, context) => context.services.substances.count(context.viewer, { ...linkKey(link), search: args.search }),
    },
    SubstanceConnection,
  ),
);

const SaveSubstanceInput = builder.inputType("SaveSubstanceInput", {
  fields: (t) => ({
    id: t.id({ description: "Assente per una nuova sostanza" }),
    procurementId: t.id({ description: "L'appalto, obbligatorio per una nuova sostanza (del fornitore di chi chiede)" }),
    label: t.string({ required: true, description: "Denominazione commerciale" }),
    hazardStatementCodes: t.stringList({ required: true, description: "Codici delle frasi H, ad esempio [\"H225\", \"H319\"]" }),
    hazardous: t.boolean({ required: true }),
    sdsDate: t.field({ type: "Date" }),
    note: t.string({ description: "Assente lascia la nota com'è" }),
    file: t.field({ type: "Upload", description: "Scheda di sicurezza (PDF); in modifica sostituisce quella caricata" }),
  }),
});

const DeleteSubstanceInput = builder.inputType("DeleteSubstanceInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

const SaveSubstancePayload = builder.objectRef<{ id: number }>("SaveSubstancePayload").implement({
  fields: (t) => ({
    substance: t.prismaField({
      type: SubstanceNode,
      resolve: async (query, payload, _args, context) =>
        (await context.services.substances.load(context.viewer, payload.id, query)) ?? Promise.reject(new NotFoundError()),
    }),
  }),
});

const DeleteSubstancePayload = builder.objectRef<{ id: number }>("DeleteSubstancePayload").implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (payload) => encodeGlobalID("Substance", payload.id) }) }),
});

const errorsNamed = (name: string) => ({ types: [...COMMON_MUTATION_ERRORS], result: { name: `${name}Success` }, union: { name: `${name}Result` } });

builder.mutationFields((t) => ({
  saveSubstance: t.field({
    type: SaveSubstancePayload,
    description: "Aggiunge o modifica una sostanza chimica con le sue frasi H e la scheda di sicurezza: solo utenti del fornitore",
    args: { input: t.arg({ type: SaveSubstanceInput, required: true }) },
    errors: errorsNamed("SaveSubstance"),
    resolve: async (_root, { input }, context) => {
      const { id, procurementId, file, ...fields } = input;
      const saved = await context.services.substances.save(
        context.viewer,
        {
          ...fields,
          id: optionalDatabaseIdOf(id, "Substance"),
          procurementId: optionalDatabaseIdOf(procurementId, "Procurement"),
          file: await incomingFileOf(file),
        },
        context.ip,
      );
      return { id: saved.id };
    },
  }),
  deleteSubstance: t.field({
    type: DeleteSubstancePayload,
    description: "Elimina una sostanza chimica (livello utente 5, solo il fornitore)",
    args: { input: t.arg({ type: DeleteSubstanceInput, required: true }) },
    errors: errorsNamed("DeleteSubstance"),
    resolve: (_root, { input }, context) => context.services.substances.remove(context.viewer, databaseIdOf(input.id, "Substance"), context.ip),
  }),
}));
