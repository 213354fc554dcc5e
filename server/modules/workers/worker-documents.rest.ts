// REST facade of the worker's own documents (home worker "Scheda"), named after the company documents'
// customersupplierattachments: a multipart store (add with customer_supplier_worker_id, edit with id; the
// file replaces the old one), delete and download (health data: level 5 of the supplier). The spec lists no
// path of its own for these; the worker card reads them through matchingworkerdocumentation.
import { isoDateOf } from "../../../common/calendar-dates";
import { parseNodeId } from "../../lib/node-id";
import { requestContext, withRestFieldNames, type Api } from "../../http/rest";
import { presentValue as present } from "../../lib/rest-values";
import { UnauthenticatedError } from "../../lib/errors";
import { fileDownloadResponse } from "../files/downloads";
import { withMultipartForm } from "../files/multipart";

const FIELDS: Record<string, string> = {
  workerId: "customer_supplier_worker_id",
  categoryCode: "categories",
  attachmentFilename: "attachment_filename",
  documentDate: "document_date",
  documentExpirationDate: "document_expiration_date",
  file: "attachment_file",
};

export function registerWorkerDocumentRoutes(api: Api): void {
  api.post("/api/customersupplierworkerattachments", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    // Before the body is read: an anonymous caller does not get to upload anything, even to a temporary file.
    if (!viewer) throw new UnauthenticatedError();
    const saved = await withMultipartForm(c, "attachment_file", (fields, file) =>
      withRestFieldNames(FIELDS, () =>
        services.workerDocuments.save(
          viewer,
          {
            id: present(fields.id),
            workerId: present(fields.customer_supplier_worker_id ?? fields.worker_id),
            categoryCode: fields.categories ?? fields.category,
            attachmentFilename: fields.attachment_filename,
            documentDate: fields.document_date,
            documentExpirationDate: fields.document_expiration_date,
          },
          file,
          ip,
        ),
      ),
    );
    return c.json({
      data: {
        id: saved.id,
        customer_supplier_worker_id: saved.supplierWorkerId,
        attachment_filename: saved.attachmentFilename,
        document_date: saved.documentDate ? isoDateOf(saved.documentDate) : null,
        document_expiration_date: saved.documentExpirationDate ? isoDateOf(saved.documentExpirationDate) : null,
      },
    });
  });

  api.delete("/api/customersupplierworkerattachments/:id", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    return c.json({ data: await services.workerDocuments.remove(viewer, parseNodeId(c.req.param("id")), ip) });
  });

  api.get("/api/customersupplierworkerattachments/:id/download", async (c) => {
    const { services, viewer, deps } = requestContext(c);
    return fileDownloadResponse(deps, viewer, await services.workerDocuments.downloadable(viewer, parseNodeId(c.req.param("id"))));
  });
}
