// GraphQL of the supplier's company documents: the SupplierAttachment node, Supplier.attachments and the
// save / delete mutations (files through the GraphQL multipart request spec). Thin adapters over
// supplier-attachments.service.ts, where visibility and every rule live.
import { supplierAttachmentTypeLabel } from "../../../common/reference-lists";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { SortDirection } from "../../graphql/sorting";
import { NotFoundError } from "../../lib/errors";
import { parseNodeId } from "../../lib/node-id";
import { incomingFileOf, storedFileOf, StoredFileRef } from "../files/files.graphql";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { supplierAttachmentWhereForViewer } from "./supplier-attachments.service";
import { supplierAttachmentDownloadUrl } from "./supplier-rows";

export const SupplierAttachmentOrderField = builder.enumType("SupplierAttachmentOrderField", {
  description: "Ordinamento dei documenti aziendali del fornitore",
  values: {
    ATTACHMENT_TYPE: { description: "Per tipo di documento" },
    ATTACHMENT_FILENAME: { description: "Per nome del documento" },
    DOCUMENT_DATE: { description: "Per data di emissione" },
    DOCUMENT_EXPIRATION_DATE: { description: "Per data di scadenza" },
  } as const,
});

export const SupplierAttachmentNode = builder.prismaNode("SupplierAttachment", {
  id: { field: "id" },
  // Seen by whoever sees its supplier; anyone else gets null through node(id), as for a missing one.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [supplierAttachmentWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    attachmentType: t.exposeInt("attachmentType"),
    attachmentTypeLabel: t.string({
      select: { attachmentType: true },
      resolve: (attachment) => supplierAttachmentTypeLabel(attachment.attachmentType),
    }),
    attachmentFilename: t.exposeString("attachmentFilename"),
    documentDate: t.expose("documentDate", { type: "Date", nullable: true }),
    documentExpirationDate: t.expose("documentExpirationDate", { type: "Date", nullable: true }),
    file: t.field({
      type: StoredFileRef,
      nullable: true,
      select: { id: true, media: true },
      resolve: (attachment) => storedFileOf(attachment.media, supplierAttachmentDownloadUrl(attachment.id)),
    }),
    supplier: t.relation("supplier"),
  }),
});

// A connection of its own rather than a relatedConnection: the page and the count are separate statements
// with LIMIT in SQL, where a relation nested in the parent's query would build every row before paging.
builder.prismaObjectField("Supplier", "attachments", (t) =>
  t.prismaConnection(
    {
      type: SupplierAttachmentNode,
      cursor: "id",
      description: "Documenti aziendali; senza ordinamento indicato per data di scadenza, dalla più lontana (senza data in fondo)",
      args: {
        search: t.arg.string({ description: "Cerca nel nome del file e nel tipo di documento" }),
        orderBy: t.arg({ type: SupplierAttachmentOrderField, description: "Il campo per cui ordinare" }),
        direction: t.arg({ type: SortDirection, description: "Il verso dell'ordinamento (senza: crescente)" }),
      },
      resolve: (query, supplier, args, context) =>
        context.services.supplierAttachments.listPage(context.viewer, supplier.id, args, query),
      totalCount: (supplier, args, context) => context.services.supplierAttachments.count(context.viewer, supplier.id, args),
    },
    { name: "SupplierAttachmentConnection" },
    { name: "SupplierAttachmentEdge" },
  ),
);

const SaveSupplierAttachmentInput = builder.inputType("SaveSupplierAttachmentInput", {
  fields: (t) => ({
    id: t.id({ description: "Assente per un nuovo documento" }),
    attachmentType: t.int({ required: true }),
    attachmentFilename: t.string({ required: true }),
    documentDate: t.field({ type: "Date" }),
    documentExpirationDate: t.field({ type: "Date" }),
    file: t.field({ type: "Upload", description: "Obbligatorio per un nuovo documento; in modifica sostituisce il file" }),
  }),
});

const DeleteSupplierAttachmentInput = builder.inputType("DeleteSupplierAttachmentInput", {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const SaveSupplierAttachmentPayload = builder.objectRef<{ id: number }>("SaveSupplierAttachmentPayload").implement({
  fields: (t) => ({
    supplierAttachment: t.prismaField({
      type: "SupplierAttachment",
      resolve: async (query, payload, _args, context) =>
        (await context.services.supplierAttachments.load(context.viewer, payload.id, query)) ?? Promise.reject(new NotFoundError()),
    }),
  }),
});

const DeleteSupplierAttachmentPayload = builder.objectRef<{ id: number }>("DeleteSupplierAttachmentPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (payload) => encodeGlobalID("SupplierAttachment", payload.id) }),
  }),
});

builder.mutationFields((t) => ({
  saveSupplierAttachment: t.field({
    type: SaveSupplierAttachmentPayload,
    args: { input: t.arg({ type: SaveSupplierAttachmentInput, required: true }) },
    errors: {
      types: [...COMMON_MUTATION_ERRORS],
      result: { name: "SaveSupplierAttachmentSuccess" },
      union: { name: "SaveSupplierAttachmentResult" },
    },
    resolve: async (_root, { input }, context) => {
      const { id, file, ...fields } = input;
      const saved = await context.services.supplierAttachments.save(
        context.viewer,
        { id: optionalDatabaseIdOf(id, "SupplierAttachment") },
        fields,
        await incomingFileOf(file),
        context.ip,
      );
      return { id: saved.id };
    },
  }),
  deleteSupplierAttachment: t.field({
    type: DeleteSupplierAttachmentPayload,
    args: { input: t.arg({ type: DeleteSupplierAttachmentInput, required: true }) },
    errors: {
      types: [...COMMON_MUTATION_ERRORS],
      result: { name: "DeleteSupplierAttachmentSuccess" },
      union: { name: "DeleteSupplierAttachmentResult" },
    },
    resolve: (_root, { input }, context) =>
      context.services.supplierAttachments.remove(context.viewer, databaseIdOf(input.id, "SupplierAttachment"), context.ip),
  }),
}));
