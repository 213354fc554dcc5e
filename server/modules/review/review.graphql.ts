// GraphQL of the approvals inbox: the page of waiting items (a Relay connection with keyset cursors), what the
// filters offer, the navigation's number and the batch decision. Thin adapters over review.service.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { REVIEW_DECISIONS, REVIEW_ITEM_KINDS, type ReviewItemKind } from "../../../common/validation/review";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { optionalDatabaseIdOf } from "../../lib/node-id";
import { may } from "../auth/permissions";
import { requiredDocumentDownloadUrl } from "../documents/required-documents.read";
import { elementDocumentDownloadUrl } from "../elements/elements.read";
import type { ReviewCursor, ReviewItemRow } from "./review-items.read";

const ReviewItemKindEnum = builder.enumType("ReviewItemKind", { values: REVIEW_ITEM_KINDS });
const ReviewDecisionEnum = builder.enumType("ReviewDecision", { values: REVIEW_DECISIONS });

function cursorOf(row: ReviewItemRow): string {
  return Buffer.from(JSON.stringify([row.waitingSince.toISOString(), row.kind, row.id])).toString("base64url");
}

// A cursor that is not one of ours starts from the beginning, as a missing one would.
function parseCursor(cursor: string | null | undefined): ReviewCursor | null {
  if (!cursor) return null;
  try {
    const [since, kind, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown, unknown];
    const waitingSince = new Date(String(since));
    if (Number.isNaN(waitingSince.getTime()) || typeof kind !== "string" || !Number.isInteger(id)) return null;
    return { waitingSince, kind: kind.slice(0, 40), id: id as number };
  } catch {
    return null;
  }
}

// The file's download route, the one its own screen uses (a whole element has several: its tab shows them).
function fileUrlOf(row: ReviewItemRow): string | null {
  if (row.mediaId === null) return null;
  if (row.kind === "REQUIRED_DOCUMENT") return requiredDocumentDownloadUrl(row.id);
  if (row.kind === "FITNESS_CERTIFICATE") return `/api/cs/procurementsupplierattachments/download/workerfile?item_id=${row.id}`;
  if (row.kind === "ELEMENT_DOCUMENT" && row.elementId !== null) {
    return elementDocumentDownloadUrl({ elementId: row.elementId, mediaId: row.mediaId }, { procurementId: row.procurementId, kind: row.elementKind as "MACHINERY" | "TOOL" });
  }
  return null;
}

// Where the customer sees the item in its place: the procurement card on the supplier's tab, or the worker's card.
function rowPathOf(row: ReviewItemRow): string {
  const card = `/procurement/${row.procurementId}?supplier=${row.supplierId}`;
  if (row.kind === "REQUIRED_DOCUMENT") return `${card}&tab=documenti`;
  if (row.kind === "FITNESS_CERTIFICATE") return `/procurementworker/${row.procurementId}/${row.supplierWorkerId}`;
  if (row.kind === "PARTICIPATION") return `${card}&tab=lavoratori`;
  return `${card}&tab=${row.elementKind === "EQUIPMENT" ? "mezzi" : "macchine"}`;
}

type FilterArgs = { procurementId?: string | number | null; supplierId?: string | number | null; kind?: ReviewItemKind | null; category?: string | null };

// The same four filters on the list and on its summary's count.
const filterArgs = builder.args((t) => ({ procurementId: t.id(), supplierId: t.id(), kind: t.field({ type: ReviewItemKindEnum }), category: t.string() }));

function filtersOf(args: FilterArgs) {
  return {
    procurementId: optionalDatabaseIdOf(args.procurementId, "Procurement"),
    supplierId: optionalDatabaseIdOf(args.supplierId, "Supplier"),
    kind: args.kind ?? null,
    category: args.category ?? null,
  };
}

const ReviewItemRef = builder.objectRef<ReviewItemRow>("ReviewItem").implement({
  description: "Un elemento che attende la decisione del committente",
  fields: (t) => ({
    id: t.id({ description: "Chiave dell'elemento nell'elenco (tipo e id)", resolve: (row) => encodeGlobalID("ReviewItem", `${row.kind}:${row.id}`) }),
    kind: t.field({ type: ReviewItemKindEnum, resolve: (row) => row.kind }),
    databaseId: t.int({ description: "L'id dell'elemento nel suo tipo, da passare a decideReviewItems", resolve: (row) => row.id }),
    procurementNumber: t.int({ resolve: (row) => row.procurementId }),
    procurementLabel: t.exposeString("procurementLabel"),
    supplierId: t.id({ resolve: (row) => encodeGlobalID("Supplier", row.supplierId) }),
    supplierName: t.exposeString("supplierName"),
    category: t.exposeString("categoryKey"),
    categoryLabel: t.exposeString("categoryLabel"),
    title: t.exposeString("title", { nullable: true }),
    subject: t.exposeString("subject", { nullable: true }),
    waitingSince: t.field({ type: "DateTime", resolve: (row) => row.waitingSince }),
    fileUrl: t.string({ nullable: true, description: "Dove si scarica il file (con il token di accesso)", resolve: (row, _args, context) => (may(context.viewer, row.kind === "FITNESS_CERTIFICATE" ? "openHealthFiles" : "downloadFiles") ? fileUrlOf(row) : null) }),
    fileName: t.exposeString("originalName", { nullable: true }),
    fileMimeType: t.exposeString("mimeType", { nullable: true }),
    rowPath: t.string({ description: "L'indirizzo della riga nella sua scheda", resolve: rowPathOf }),
  }),
});

const FacetOptionRef = builder.objectRef<{ id: string; label: string; kind?: string }>("ReviewFacetOption").implement({
  fields: (t) => ({ id: t.exposeString("id"), label: t.exposeString("label"), kind: t.string({ nullable: true, resolve: (option) => option.kind ?? null }) }),
});

const ReviewSummaryRef = builder
  .objectRef<{ total: number; matching: number; procurements: { id: number; label: string }[]; suppliers: { id: number; label: string }[]; categories: { id: string; label: string; kind: string }[] }>("ReviewInboxSummary")
  .implement({
    description: "Quanti elementi attendono una decisione e le scelte dei filtri (solo ciò che attende)",
    fields: (t) => ({
      total: t.exposeInt("total"),
      matching: t.exposeInt("matching", { description: "Quanti di questi restano con i filtri dati (uguale a total senza filtri)" }),
      procurements: t.field({ type: [FacetOptionRef], resolve: (summary) => summary.procurements.map((entry) => ({ id: encodeGlobalID("Procurement", entry.id), label: entry.label })) }),
      suppliers: t.field({ type: [FacetOptionRef], resolve: (summary) => summary.suppliers.map((entry) => ({ id: encodeGlobalID("Supplier", entry.id), label: entry.label })) }),
      categories: t.field({ type: [FacetOptionRef], resolve: (summary) => summary.categories }),
    }),
  });

builder.queryFields((t) => ({
  reviewInbox: t.connection({
    type: ReviewItemRef,
    description: "«Da approvare»: ciò che attende la decisione del committente negli appalti aperti, dal più vecchio (committente, livello 3+)",
    args: filterArgs,
    resolve: async (_root, args, context) => {
      const page = await context.services.review.page(context.viewer, filtersOf(args), args.first ?? 25, parseCursor(args.after));
      const edges = page.rows.map((row) => ({ cursor: cursorOf(row), node: row }));
      return {
        edges,
        pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
      };
    },
  }),
  reviewInboxSummary: t.field({
    type: ReviewSummaryRef,
    description: "Il totale, quanti ne restano con i filtri e le scelte dei filtri di «Da approvare»",
    args: filterArgs,
    resolve: (_root, args, context) => context.services.review.summary(context.viewer, filtersOf(args)),
  }),
}));

builder.prismaObjectField("User", "reviewWaitingCount", (t) =>
  t.int({
    nullable: true,
    description: "Quanti elementi attendono la decisione di questo utente (null per chi non usa «Da approvare»)",
    resolve: (_user, _args, context) => context.services.review.waitingCount(context.viewer),
  }),
);

const ReviewItemDecisionInput = builder.inputType("ReviewItemDecisionInput", {
  fields: (t) => ({
    kind: t.field({ type: ReviewItemKindEnum, required: true }),
    databaseId: t.int({ required: true }),
    decision: t.field({ type: ReviewDecisionEnum, required: true }),
    note: t.string({ description: "Il motivo del rifiuto o le prescrizioni (obbligatori per questi)" }),
  }),
});

const DecideReviewItemsInput = builder.inputType("DecideReviewItemsInput", {
  fields: (t) => ({ items: t.field({ type: [ReviewItemDecisionInput], required: true }) }),
});

const DecideReviewItemsPayload = builder.objectRef<{ decided: number; mails: number }>("DecideReviewItemsPayload").implement({
  fields: (t) => ({
    decided: t.exposeInt("decided"),
    mails: t.exposeInt("mails", { description: "Le mail dei rifiuti, una per fornitore" }),
    viewer: t.prismaField({
      type: "User",
      nullable: true,
      description: "L'utente, con il numero aggiornato di ciò che attende",
      resolve: (query, _payload, _args, context) => context.services.auth.loadOwnUser(context.viewer, query),
    }),
  }),
});

builder.mutationField("decideReviewItems", (t) =>
  t.field({
    type: DecideReviewItemsPayload,
    description: "Approva, approva con prescrizioni o respinge più elementi insieme: tutti o nessuno",
    args: { input: t.arg({ type: DecideReviewItemsInput, required: true }) },
    errors: { types: [...COMMON_MUTATION_ERRORS], result: { name: "DecideReviewItemsSuccess" }, union: { name: "DecideReviewItemsResult" } },
    resolve: (_root, { input }, context) =>
      context.services.review.decide(
        context.viewer,
        { items: input.items.map((item) => ({ kind: item.kind, id: item.databaseId, decision: item.decision, note: item.note })) },
        context.ip,
      ),
  }),
);
