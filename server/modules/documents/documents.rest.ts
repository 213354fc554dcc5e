// REST facade of the procurement's supplier documents (spec section 7, "Procurement supplier documents"):
// thin adapters over the document service, answering the spec's snake_case shapes. Approval states travel as
// 0/1/2 and booleans as 0/1; the 422 error maps use the names the request used.
import { isoDateOf } from "../../../common/calendar-dates";
import { parseNodeId } from "../../lib/node-id";
import { readJsonBody, readParams, requestContext, withRestFieldNames, type Api } from "../../http/rest";
import { approvalValue, flagValue, presentValue as present } from "../../lib/rest-values";
import { bufferDownloadResponse, fileDownloadResponse } from "../files/downloads";
import { withMultipartForm } from "../files/multipart";
import { DEFAULT_DOCUMENT_TAG } from "./required-documents.read";
import { SELF_CERTIFICATION_MIME_TYPE } from "./self-certification";

// Service field -> REST field, for the 422 maps.
const REST_FIELDS: Record<string, string> = {
  id: "psa_id",
  attachmentName: "attachment_filename",
  documentDate: "document_date",
  documentExpirationDate: "document_expiration_date",
  importSupplierAttachmentId: "supplier_attachment_id",
  procurementId: "procurement_id",
  supplierId: "supplier_id",
  categoryCode: "categories",
  approval: "approved",
};

export function registerDocumentRoutes(api: Api): void {
  // The categories the procurement requires of the viewer's supplier (a customer names the supplier).
  api.get("/api/cs/supplierattachmentcateg", async (c) => {
    const { services, viewer } = requestContext(c);
    const data = await withRestFieldNames(REST_FIELDS, () =>
      services.documents.requiredCategories(viewer, { procurementId: present(c.req.query("procurement_id")), supplierId: present(c.req.query("supplier_id")) }),
    );
    return c.json({ data });
  });

  // Category match: the supplier's company documents of the type the category accepts.
  for (const path of ["/api/matchingdocumentation", "/api/cs/matchingdocumentation"]) {
    api.get(path, async (c) => {
      const { services, viewer } = requestContext(c);
      const supplierId = present(c.req.query("supplier_id")) ?? (viewer?.kind === "SUPPLIER" ? viewer.supplierId : undefined);
      const rows = await withRestFieldNames(REST_FIELDS, () =>
        services.documents.matchingDocumentation(viewer, { categoryCode: present(c.req.query("categories")), supplierId }),
      );
      const data = rows.map((row) => ({
        id: row.id,
        attachment_filename: row.attachmentFilename,
        document_date: row.documentDate ? isoDateOf(row.documentDate) : null,
        document_expiration_date: row.documentExpirationDate ? isoDateOf(row.documentExpirationDate) : null,
        media: row.media ? [{ directory: row.media.directory, filename: row.media.storedName, extension: row.media.extension }] : [],
      }));
      return c.json({ data });
    });
  }

  api.post("/api/cs/procurementsupplierattachments/upload/file", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const row = await withMultipartForm(c, "file", (fields, file) => {
      const importing = flagValue(fields.import_from_supplier_documentation) === true;
      return withRestFieldNames(REST_FIELDS, () =>
        services.documents.uploadRequiredDocument(
          viewer,
          {
            id: present(fields.psa_id),
            procurementId: present(fields.procurement_id),
            // With the import ticked the form's file field is hidden: whatever came along is not used.
            file: importing ? null : file,
            importSupplierAttachmentId: importing ? present(fields.supplier_attachment_id) : undefined,
            attachmentName: present(fields.attachment_filename),
            documentDate: present(fields.document_date),
            documentExpirationDate: present(fields.document_expiration_date),
            note: fields.note,
          },
          ip,
        ),
      );
    });
    return c.json({ data: await services.documents.requiredDocumentData(viewer, row.id) });
  });

  // Toggle "mandatory" and / or set the approval state (0/1/2 with the reviewer's note, review_note). The
  // spec's approval form calls that note "note": a caller of this call is a reviewer, who never writes the
  // supplier's note, so "note" here is taken as review_note when review_note is not sent.
  api.post("/api/procurementsupplierattachments", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const body = await readJsonBody(c);
    const noteField = body.review_note === undefined && body.note !== undefined ? "note" : "review_note";
    const reviewNote = body[noteField];
    const row = await withRestFieldNames({ ...REST_FIELDS, reviewNote: noteField }, () =>
      services.documents.reviewRequiredDocument(
        viewer,
        {
          id: present(body.psa_id),
          procurementId: present(body.procurement_id),
          active: flagValue(body.active),
          approval: approvalValue(body.approved),
          reviewNote: reviewNote === undefined ? undefined : (present(reviewNote) ?? null),
        },
        ip,
      ),
    );
    return c.json({ data: await services.documents.requiredDocumentData(viewer, row.id) });
  });

  api.delete("/api/procurementsupplierattachments/:id", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const row = await withRestFieldNames({ id: "id" }, () => services.documents.deleteRequiredDocument(viewer, { id: parseNodeId(c.req.param("id")) }, ip));
    return c.json({ data: await services.documents.requiredDocumentData(viewer, row.id) });
  });

  api.get("/api/cs/procurementsupplierattachments/download/file", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    const defaultDocument = c.req.query("tag") === DEFAULT_DOCUMENT_TAG;
    const media = await services.documents.requiredDocumentMedia(viewer, parseNodeId(c.req.query("item_id") ?? ""), defaultDocument);
    return fileDownloadResponse(deps, viewer, media);
  });

  // The self-certification (category AC), generated on request and downloaded as autocertificazione_{COMPANY}.docx.
  api.on(["GET", "POST"], "/api/procurements/autocertificazione/generate", async (c) => {
    const { services, viewer } = requestContext(c);
    const params = await readParams(c);
    const { fileName, bytes } = await withRestFieldNames(REST_FIELDS, () =>
      services.documents.generateSelfCertification(viewer, { procurementId: present(params.procurement_id), supplierId: present(params.supplier_id) }),
    );
    return bufferDownloadResponse(viewer, bytes, fileName, SELF_CERTIFICATION_MIME_TYPE);
  });
}
