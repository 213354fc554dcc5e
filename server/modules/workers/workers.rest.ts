// REST facade of the workers in a procurement and their fitness certificates (spec section 7, "Workers in a
// procurement" and "Worker fitness certificates"): thin adapters over the worker services, answering the
// spec's snake_case shapes. Flags travel under their spec columns (chief_worker, ai, ...) as 0/1; the 422
// maps use the names the request used.
import { isoDateOrNull } from "../../../common/calendar-dates";
import { QUALIFICATION_FLAGS } from "../../../common/reference-lists";
import { parseNodeId } from "../../lib/node-id";
import { readJsonBody, readParams, requestContext, withRestFieldNames, type Api } from "../../http/rest";
import { approvalValue, presentValue as present } from "../../lib/rest-values";
import { fileDownloadResponse } from "../files/downloads";
import { withMultipartForm } from "../files/multipart";
import type { IncomingFile } from "../files/uploads";
import { PARTICIPATION_CODES } from "./procurement-workers.read";
import { procurementWorkerData, procurementWorkersData } from "./procurement-worker-shapes.rest";
import { mayOpenWorkerDocument } from "./worker-documents.service";

const REST_FIELDS: Record<string, string> = {
  ...Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.field, flag.column])),
  procurementId: "procurement_id",
  supplierId: "customer_supplier_id",
  workerId: "worker_id",
  selectedWorkers: "selected_workers",
  addNewWorker: "add_new_worker",
  importFromSupplierDocumentation: "import_from_supplier_documentation",
  firstName: "first_name",
  lastName: "last_name",
  fiscalCode: "fiscal_code",
  birthplaceId: "location",
  birthDate: "birth_date",
  attachmentName: "attachment_filename",
  documentDate: "document_date",
  documentExpirationDate: "document_expiration_date",
  supplierWorkerAttachmentId: "supplier_worker_attachment_id",
  categoryCode: "categories",
  approval: "approved",
};

// The 23 flags from their spec columns; absent ones stay absent (an edit leaves them as they are).
function flagsOf(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(QUALIFICATION_FLAGS.flatMap((flag) => (present(body[flag.column]) === undefined ? [] : [[flag.field, body[flag.column]]])));
}

function participationOf(value: unknown): unknown {
  const given = present(value);
  if (given === undefined) return undefined;
  const text = String(given).trim();
  const found = Object.entries(PARTICIPATION_CODES).find(([, code]) => String(code) === text);
  return found ? found[0] : text;
}

// A list sent as a JSON array, as a form's comma-separated text, or as selected_workers[]=... repeated.
function listOf(value: unknown): unknown {
  const given = present(value);
  if (given === undefined) return undefined;
  let list: unknown = given;
  // A JSON array that came through a form field (or a JSON body read as fields) arrives as its text.
  if (typeof given === "string" && given.trim().startsWith("[")) {
    try {
      list = JSON.parse(given);
    } catch {
      return given;
    }
  }
  if (Array.isArray(list)) return list.map((item) => (item && typeof item === "object" && "code" in item ? (item as { code: unknown }).code : item));
  return list;
}

// import_from_supplier_documentation set (and not 0): the certificate takes the worker's own file.
function importsWorkerFile(fields: Record<string, string>): boolean {
  return present(fields.import_from_supplier_documentation) !== undefined && String(fields.import_from_supplier_documentation) !== "0";
}

// The file part of adding or uploading a certificate: the form's file, or the worker's own one to import.
function certificateFileOf(fields: Record<string, string>, file: IncomingFile | null) {
  const importing = importsWorkerFile(fields);
  return {
    file: importing ? null : file,
    supplierWorkerAttachmentId: importing ? present(fields.supplier_worker_attachment_id) : undefined,
    attachmentName: present(fields.attachment_filename ?? fields.name),
    documentDate: present(fields.document_date),
    documentExpirationDate: present(fields.document_expiration_date),
    note: fields.note,
  };
}


export function registerWorkerRoutes(api: Api): void {
  // The worker categories; with worker_id, marked with those the worker already has here (import confirm).
  for (const path of ["/api/cs/workerattachmentcateg", "/api/workerattachmentcateg"]) {
    api.get(path, async (c) => {
      const { services, viewer } = requestContext(c);
      const data = await withRestFieldNames(REST_FIELDS, () =>
        services.fitnessCertificates.categories(viewer, { procurementId: present(c.req.query("procurement_id")), workerId: present(c.req.query("worker_id")) }),
      );
      return c.json({ data: data.map((row) => ({ code: row.code, label: row.label, is_standard: row.isStandard ? 1 : 0, already_present: row.alreadyPresent ? 1 : 0 })) });
    });
  }

  api.post("/api/cs/procurements/customersupplierworkers/getRelativeDocument", async (c) => {
    const { services, viewer } = requestContext(c);
    const body = await readParams(c);
    const data = await withRestFieldNames(REST_FIELDS, () =>
      services.procurementWorkers.relativeDocuments(viewer, { procurementId: present(body.procurement_id ?? body.id), supplierId: present(body.customer_supplier_id ?? body.supplier_id), ...flagsOf(body) }),
    );
    return c.json({ data });
  });

  // Assign: existing workers (selected_workers) or, with add_new_worker, a new one from the worker fields.
  api.post("/api/cs/procurements/customersupplierworkers/add", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const body = await readJsonBody(c);
    const saved = await withRestFieldNames(REST_FIELDS, () =>
      services.procurementWorkers.assignWorkers(
        viewer,
        {
          procurementId: present(body.procurement_id ?? body.id),
          supplierId: present(body.customer_supplier_id ?? body.supplier_id),
          selectedWorkers: listOf(body.selected_workers),
          addNewWorker: present(body.add_new_worker),
          newWorker: {
            firstName: body.first_name,
            lastName: body.last_name,
            sex: body.sex,
            resigned: body.resigned ?? 0,
            fiscalCode: body.fiscal_code,
            birthplaceId: present(body.location) === undefined ? null : Number(body.location),
            birthDate: body.birth_date,
            job: body.worker_job ?? body.job,
          },
          importFromSupplierDocumentation: present(body.import_from_supplier_documentation),
          job: body.job,
          note: body.note,
          ...flagsOf(body),
        },
        ip,
      ),
    );
    const procurementId = saved[0]?.procurementId;
    const data = procurementId ? await procurementWorkersData(c, procurementId) : null;
    return c.json({ data });
  });

  // Edit task, flags and note; propagate=1 applies them to every worker with the same task (workerpropagate).
  for (const path of ["/api/customersupplierworkers/edit", "/api/cs/customersupplierworkers/edit"]) {
    api.post(path, async (c) => {
      const { services, viewer, ip } = requestContext(c);
      const body = await readJsonBody(c);
      const input = { procurementId: present(body.procurement_id), workerId: present(body.worker_id) };
      await withRestFieldNames(REST_FIELDS, () =>
        services.procurementWorkers.editAssignment(viewer, { ...input, job: body.job, note: body.note, propagate: present(body.propagate), ...flagsOf(body) }, ip),
      );
      return c.json({ data: await procurementWorkerData(c, input) });
    });
  }

  api.delete("/api/cs/procurements/:id/customersupplierworkers/:pivotId", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const removed = await withRestFieldNames({ id: "pivotId" }, () =>
      services.procurementWorkers.removeAssignment(viewer, { id: parseNodeId(c.req.param("pivotId")), procurementId: parseNodeId(c.req.param("id")) }, ip),
    );
    return c.json({ data: removed });
  });

  // The customer's decision on the participation: approved 0 / 1 / 2 (with prescriptions) / -1 (with reason).
  api.post("/api/cs/procurements/customersupplierworkers/approval", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const body = await readJsonBody(c);
    const row = await withRestFieldNames({ ...REST_FIELDS, id: "pivot_id" }, () =>
      services.procurementWorkers.reviewParticipation(viewer, { id: present(body.pivot_id ?? body.id), approval: participationOf(body.approved), note: body.note }, ip),
    );
    return c.json({ data: await procurementWorkerData(c, { procurementId: row.procurementId, workerId: row.supplierWorkerId }) });
  });

  api.get("/api/cs/subprocurements/:procurementId/:workerId", async (c) => {
    const data = await procurementWorkerData(c, { procurementId: parseNodeId(c.req.param("procurementId")), workerId: parseNodeId(c.req.param("workerId")) });
    return c.json({ data });
  });

  // The worker's current certificates on the procurement.
  api.on(["GET", "POST"], "/api/cs/procurements/getProcurementSupplierWorkerAttachment", async (c) => {
    const params = await readParams(c);
    const view = await withRestFieldNames(REST_FIELDS, () =>
      procurementWorkerData(c, { procurementId: present(params.procurement_id), workerId: present(params.worker_id) }),
    );
    return c.json({ data: view.worker.certificates });
  });

  for (const path of ["/api/matchingworkerdocumentation", "/api/cs/matchingworkerdocumentation"]) {
    api.get(path, async (c) => {
      const { services, viewer } = requestContext(c);
      const rows = await withRestFieldNames(REST_FIELDS, () =>
        services.fitnessCertificates.matchingWorkerDocumentation(viewer, { workerId: present(c.req.query("worker_id")), categoryCode: present(c.req.query("categories")) }),
      );
      const data = rows.map((row) => ({
        id: row.id,
        attachment_filename: row.attachmentFilename,
        document_date: isoDateOrNull(row.documentDate),
        document_expiration_date: isoDateOrNull(row.documentExpirationDate),
        // Health data: where the file lies only for the supplier's level-5 users.
        media: row.media && mayOpenWorkerDocument(viewer, viewer?.supplierId ?? -1) ? [{ directory: row.media.directory, filename: row.media.storedName, extension: row.media.extension }] : [],
      }));
      return c.json({ data });
    });
  }

  // One path, three uses (spec section 7): pswa_id → toggle / approval; a file or a worker's own file → add
  // one certificate; only categories → import those categories (the standard import).
  api.post("/api/procurementsupplierworkerattachments", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const result = await withMultipartForm(c, "file", (fields, file) =>
      withRestFieldNames(REST_FIELDS, async () => {
        if (present(fields.pswa_id) !== undefined) {
          // The reviewer's note is review_note; the spec's approval form calls it "note", and a caller of this call
          // is a reviewer, who never writes the supplier's note: "note" is taken as review_note when that is not sent.
          const noteField = fields.review_note === undefined && fields.note !== undefined ? "note" : "review_note";
          const reviewNote = fields[noteField];
          const row = await withRestFieldNames({ ...REST_FIELDS, note: noteField }, () =>
            services.fitnessCertificates.reviewCertificate(
              viewer,
              { id: present(fields.pswa_id), procurementId: present(fields.procurement_id), active: present(fields.active), approval: approvalValue(fields.approved), note: reviewNote === undefined ? undefined : (present(reviewNote) ?? null) },
              ip,
            ),
          );
          return [row.id];
        }
        const key = { procurementId: present(fields.procurement_id), workerId: present(fields.worker_id) };
        if (file || importsWorkerFile(fields)) {
          const row = await services.fitnessCertificates.addCertificate(viewer, { ...key, categoryCode: present(fields.categories), ...certificateFileOf(fields, file) }, ip);
          return [row.id];
        }
        const rows = await services.fitnessCertificates.addCategories(viewer, { ...key, categories: listOf(fields.categories) }, ip);
        return rows.map((row) => row.id);
      }),
    );
    return c.json({ data: { ids: result } });
  });

  api.post("/api/cs/procurementsupplierworkerattachments/upload/file", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const row = await withMultipartForm(c, "file", (fields, file) =>
      withRestFieldNames({ ...REST_FIELDS, id: "pswa_id" }, () =>
        services.fitnessCertificates.uploadCertificate(viewer, { id: present(fields.pswa_id), procurementId: present(fields.procurement_id), ...certificateFileOf(fields, file) }, ip),
      ),
    );
    return c.json({ data: { id: row.id } });
  });

  api.delete("/api/procurementsupplierworkerattachments/:id", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const { row, outcome } = await withRestFieldNames({ id: "id" }, () => services.fitnessCertificates.deleteCertificate(viewer, { id: parseNodeId(c.req.param("id")) }, ip));
    // FILE_REMOVED: the certificate is required and stays, without its file; ROW_DELETED: it is gone.
    return c.json({ data: { id: row.id, outcome } });
  });

  // Health data: the file streams only for the supplier's level-5 users and the customer's reviewers.
  api.get("/api/cs/procurementsupplierattachments/download/workerfile", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    const media = await services.fitnessCertificates.certificateMedia(viewer, { id: parseNodeId(c.req.query("item_id") ?? "") });
    return fileDownloadResponse(deps, viewer, media);
  });
}
