// REST facade of the supplier home (spec section 7): cs/getdata and cs/storedata, the company documents
// (customersupplierattachments: multipart store, delete, download) and the workers (customersupplierworkers:
// store, delete, and cs/customersupplierworkers/{id}). Thin adapters: every rule is in the services.
// Ids are database integers; 422 error maps answer with the field names the request used.
import { parseNodeId } from "../../lib/node-id";
import { UnauthenticatedError } from "../../lib/errors";
import { readJsonBody, requestContext, withRestFieldNames, type Api } from "../../http/rest";
import { fileDownloadResponse } from "../files/downloads";
import { withMultipartForm } from "../files/multipart";
import { toSupplierAttachmentData, toSupplierHomeData, toSupplierWorkerData } from "./supplier-shapes.rest";

// Service field -> REST field, for the 422 error maps.
const ATTACHMENT_FIELDS: Record<string, string> = {
  attachmentType: "attachment_type",
  attachmentFilename: "attachment_filename",
  documentDate: "document_date",
  documentExpirationDate: "document_expiration_date",
  file: "attachment_file",
};
const WORKER_FIELDS: Record<string, string> = {
  firstName: "first_name",
  lastName: "last_name",
  fiscalCode: "fiscal_code",
  birthplaceId: "location",
  birthDate: "birth_date",
};

// An optional id of a form or JSON body: absent, empty or the legacy client's "null"/"undefined" mean none.
function optionalRestId(value: unknown): number | null {
  if (value === undefined || value === null || value === "" || value === "null" || value === "undefined") return null;
  return typeof value === "string" || typeof value === "number" ? parseNodeId(value) : 0;
}

// The birthplace as the autocomplete sends it: the municipality's id, or the chosen item itself ({id, ...}).
// Free text is no listed item: 0, which the service refuses with "Selezionare un comune dall'elenco".
function birthplaceIdOf(body: Record<string, unknown>): number | null {
  const value = body.location ?? body.location_id;
  if (value && typeof value === "object" && !Array.isArray(value)) return optionalRestId((value as { id?: unknown }).id) ?? 0;
  return optionalRestId(value);
}

export function registerSupplierRoutes(api: Api): void {
  api.get("/api/cs/getdata", async (c) => {
    const { services, viewer } = requestContext(c);
    // "page 1" (spec section 7) unless the caller asks for another page or page size.
    const home = await services.suppliers.readOwnSupplierHome(viewer, { page: c.req.query("page"), per_page: c.req.query("per_page") });
    const { data, meta } = toSupplierHomeData(home);
    return c.json({ data, meta });
  });

  // The supplier edit form: {id, email}; the answer replaces the supplier on the page (getdata's shape).
  api.post("/api/cs/storedata", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const supplierUser = services.auth.requireViewer(viewer, "SUPPLIER");
    const body = await readJsonBody(c);
    const supplierId = optionalRestId(body.id) ?? supplierUser.supplierId ?? 0;
    await services.suppliers.updateSupplier(viewer, supplierId, { email: body.email }, ip);
    const { data, meta } = toSupplierHomeData(await services.suppliers.readOwnSupplierHome(viewer));
    return c.json({ data, meta });
  });

  api.post("/api/customersupplierattachments", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    // Before the body is read: an anonymous caller does not get to upload anything, even to a temporary file.
    if (!viewer) throw new UnauthenticatedError();
    const saved = await withMultipartForm(c, "attachment_file", (fields, file) =>
      withRestFieldNames(ATTACHMENT_FIELDS, () =>
        services.supplierAttachments.save(
          viewer,
          { id: optionalRestId(fields.id), supplierId: optionalRestId(fields.customer_supplier_id) },
          {
            attachmentType: fields.attachment_type,
            attachmentFilename: fields.attachment_filename,
            documentDate: fields.document_date,
            documentExpirationDate: fields.document_expiration_date,
          },
          file,
          ip,
        ),
      ),
    );
    return c.json({ data: toSupplierAttachmentData(saved) });
  });

  api.delete("/api/customersupplierattachments/:id", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const removed = await services.supplierAttachments.remove(viewer, parseNodeId(c.req.param("id")), ip);
    return c.json({ data: removed });
  });

  api.get("/api/customersupplierattachments/:id/download", async (c) => {
    const { services, viewer, deps } = requestContext(c);
    const { media } = await services.supplierAttachments.downloadable(viewer, parseNodeId(c.req.param("id")));
    return fileDownloadResponse(deps, viewer, media);
  });

  // The home's worker form posts here; the procurement card's "Crea nuovo" posts the same to cs/.
  for (const path of ["/api/customersupplierworkers", "/api/cs/customersupplierworkers"]) {
    api.post(path, async (c) => {
      const { services, viewer, ip } = requestContext(c);
      const body = await readJsonBody(c);
      const saved = await withRestFieldNames(WORKER_FIELDS, () =>
        services.supplierWorkers.save(
          viewer,
          { id: optionalRestId(body.id), supplierId: optionalRestId(body.customer_supplier_id) },
          {
            firstName: body.first_name,
            lastName: body.last_name,
            sex: body.sex,
            resigned: body.resigned,
            fiscalCode: body.fiscal_code,
            birthplaceId: birthplaceIdOf(body),
            birthDate: body.birth_date,
            job: body.job,
          },
          ip,
        ),
      );
      return c.json({ data: toSupplierWorkerData(saved) });
    });
  }

  api.delete("/api/customersupplierworkers/:id", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const removed = await services.supplierWorkers.remove(viewer, parseNodeId(c.req.param("id")), ip);
    return c.json({ data: removed });
  });

  // cs/ is the supplier users' area (spec section 6): other kinds are refused with 403.
  api.get("/api/cs/customersupplierworkers/:id", async (c) => {
    const { services, viewer } = requestContext(c);
    services.auth.requireViewer(viewer, "SUPPLIER");
    const worker = await services.supplierWorkers.get(viewer, parseNodeId(c.req.param("id")));
    return c.json({ data: toSupplierWorkerData(worker) });
  });
}
