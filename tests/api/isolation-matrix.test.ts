// The isolation matrix of issue 3 (part 5): every REST path and GraphQL operation of the supplier home and the
// procurement documents, tried on Alfa's objects by those who do not own them: Beta (another supplier on the
// same procurement), another customer, a customer's worker and an anonymous caller; Alfa's level-1 user where
// the action needs level 3 or 5; Alfa itself and the customer where the action is not theirs. Each gets
// "not found", 401 or 403 (GraphQL: null, an empty list or the typed error), no answer carries any of Alfa's
// data, and nothing changes in the database or on disk. The same calls made by the owner succeed (the
// controls), and every route and mutation the app registers must be in the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Kind, parse } from "graphql";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { globalId as nodeId, gql } from "../fixtures/supplier-home";
import {
  ALFA_NAME, ALFA_SECRETS as S, API_KEY_NAME, WEBHOOK_URL, CUSTOMER_SECRETS as C, ONE_PIXEL_PNG, DURC_LABEL, SECRET_VALUES, createIsolationWorld, isRest, isolationSnapshot, registeredRestRoutes,
  sendMatrixCall, type IsolationActor, type IsolationWorld, type MatrixCall, type RestCall,
} from "../fixtures/isolation-world";

// hidden: GraphQL answers without error but shows nothing (null node, empty list); noLeak: the call is the
// actor's right (its own data, public reference data) and its answer must hold nothing of Alfa's.
// invalid: refused as bad input (a worker of another supplier named among one's own).
type Refusal = "notFound" | "forbidden" | "unauthenticated" | "hidden" | "noLeak" | "invalid";
type Expectations = Partial<Record<IsolationActor, Refusal>>;
type Entry = {
  name: string;
  route?: string; // REST: the registered route the call exercises, "METHOD /api/path/:param"
  phase: "read" | "edit" | "delete"; // the controls run reads, then edits, then deletions
  call: (w: IsolationWorld) => MatrixCall;
  refused: Expectations;
  // Who owns the object, and what its answer must show (proving the call reaches it when allowed); a call
  // meant to be refused to everyone (Beta reaching for Alfa's document) has its lawful twin as control.
  control: { actor: IsolationActor; proof: string[]; call?: (w: IsolationWorld) => MatrixCall; status?: number };
};

const STATUS: Record<Refusal, number> = { notFound: 404, forbidden: 403, unauthenticated: 401, hidden: 200, noLeak: 200, invalid: 422 };
const GRAPHQL: Record<Refusal, string> = { notFound: "NotFoundError", forbidden: "ForbiddenError", unauthenticated: "UnauthenticatedError", hidden: "ok", noLeak: "ok", invalid: "ValidationError" };
const outsiders = (more: Expectations = {}): Expectations => ({ otherSupplier: "notFound", otherCustomer: "notFound", worker: "notFound", anonymous: "unauthenticated", ...more });
const unseen = (more: Expectations = {}): Expectations => ({ otherSupplier: "hidden", otherCustomer: "hidden", worker: "hidden", anonymous: "hidden", ...more });
const signedInMay: Expectations = { otherSupplier: "noLeak", otherCustomer: "noLeak", worker: "noLeak", anonymous: "hidden" };
// The customer's own data: its suppliers, its employee and an anonymous caller are refused by the permission gate.
const customerOnly = (more: Expectations = {}): Expectations => ({
  owner: "forbidden", otherSupplier: "forbidden", worker: "forbidden", supplierWorker: "forbidden", anonymous: "unauthenticated", apiClient: "forbidden", ...more,
});
// One of the customer's own objects, by id: to anyone else it does not exist.
const customerObject: Expectations = {
  owner: "notFound", otherSupplier: "notFound", otherCustomer: "notFound", worker: "notFound", supplierWorker: "notFound", anonymous: "unauthenticated", apiClient: "notFound",
};
// Managing webhooks is asked of the permission module before any endpoint is looked up: a customer's level-5 user
// only; another customer's endpoint does not exist.
const webhookManagerOnly = customerOnly({ level1: "forbidden", customerLevel1: "forbidden", otherCustomer: "notFound" });
const owner = (...proof: string[]) => ({ actor: "owner" as const, proof });
const customer = (...proof: string[]) => ({ actor: "customer" as const, proof });
const betaOwn = (call: (w: IsolationWorld) => MatrixCall, ...proof: string[]) => ({ actor: "otherSupplier" as const, proof, call });
const PDF = "%PDF";
const PHOTO = { name: "foto-nuova.png", type: "image/png", bytes: ONE_PIXEL_PNG };
const ALFA_LEVEL1_EMAIL = "segreteria@alfa.it";

// ─── REST ───
const get = (path: string): RestCall => ({ method: "GET", path });
const attachmentForm = (w: IsolationWorld, more: Record<string, string | number>) => ({
  customer_supplier_id: w.ids.alfa, attachment_type: 1, attachment_filename: S.attachmentName, document_date: "2026-01-15", ...more,
});
const workerBody = (w: IsolationWorld, more: Record<string, unknown>) => ({
  customer_supplier_id: w.ids.alfa, first_name: "Marco", last_name: S.workerLastName, sex: "M", resigned: "0", ...more,
});
const documentForm = (w: IsolationWorld, more: Record<string, string | number>) => ({
  psa_id: w.ids.durc, procurement_id: w.ids.procurement, attachment_filename: S.documentName, import_from_supplier_documentation: 0, ...more,
});
const betaImport = (w: IsolationWorld, attachmentId: number) => ({
  psa_id: w.ids.betaDurc, procurement_id: w.ids.procurement, attachment_filename: "DURC importato", import_from_supplier_documentation: 1, supplier_attachment_id: attachmentId,
});
const substanceForm = (w: IsolationWorld, more: Record<string, string | number>) => ({
  procurement_id: w.ids.procurement, customer_supplier_id: w.ids.alfa, label: S.substanceLabel, selected_hphrases: '["H225","H319"]', hazardous: 1, ...more,
});
const appointmentBody = (w: IsolationWorld, more: Record<string, unknown>) => ({
  med_id: w.ids.doctor, worker_id: w.ids.ownEmployee, appointment_time: "09:00", appointment_time_end: "09:30", resources: [w.ids.resource], ...more,
});
const selfCertification = (w: IsolationWorld) => `procurement_id=${w.ids.procurement}&supplier_id=${w.ids.alfa}`;

const REST_ENTRIES: Entry[] = [
  { name: "GET tcomnos", route: "GET /api/tcomnos", phase: "read", call: () => get("/api/tcomnos?search=Roma"),
    refused: { ...signedInMay, anonymous: "unauthenticated" }, control: owner("Roma (RM)") },
  { name: "GET cs/getdata", route: "GET /api/cs/getdata", phase: "read", call: () => get("/api/cs/getdata"),
    refused: outsiders({ otherSupplier: "noLeak", otherCustomer: "forbidden", worker: "forbidden", customer: "forbidden" }), control: owner(S.email, S.attachmentName, S.hiddenProcurement) },
  { name: "POST cs/storedata", route: "POST /api/cs/storedata", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/cs/storedata", json: { id: w.ids.alfa, email: S.email } }),
    refused: outsiders({ otherCustomer: "forbidden", worker: "forbidden", customer: "forbidden" }), control: owner(S.email) },
  { name: "POST customersupplierattachments (modifica con file)", route: "POST /api/customersupplierattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/customersupplierattachments", form: attachmentForm(w, { id: w.ids.attachment }), file: "attachment_file" }),
    refused: outsiders({ customer: "forbidden" }), control: owner(S.attachmentName) },
  { name: "POST customersupplierattachments (nuovo per Alfa)", route: "POST /api/customersupplierattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/customersupplierattachments", form: attachmentForm(w, { attachment_type: 3, attachment_filename: "Visura camerale di Alfa" }), file: "attachment_file" }),
    refused: outsiders({ customer: "forbidden" }), control: owner("Visura camerale di Alfa") },
  { name: "DELETE customersupplierattachments/{id}", route: "DELETE /api/customersupplierattachments/:id", phase: "delete",
    call: (w) => ({ method: "DELETE", path: `/api/customersupplierattachments/${w.ids.spareAttachment}` }),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner('{"data":{"id":') },
  { name: "GET customersupplierattachments/{id}/download", route: "GET /api/customersupplierattachments/:id/download", phase: "read",
    call: (w) => get(`/api/customersupplierattachments/${w.ids.attachment}/download`), refused: outsiders(), control: owner(PDF) },
  { name: "POST customersupplierworkers (modifica)", route: "POST /api/customersupplierworkers", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/customersupplierworkers", json: workerBody(w, { id: w.ids.worker }) }),
    refused: outsiders({ level1: "forbidden", customer: "notFound" }), control: owner(S.workerLastName) },
  { name: "POST cs/customersupplierworkers (nuovo per Alfa)", route: "POST /api/cs/customersupplierworkers", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/cs/customersupplierworkers", json: workerBody(w, { first_name: "Giulia", last_name: "Nuovi", sex: "F" }) }),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("Nuovi") },
  { name: "DELETE customersupplierworkers/{id}", route: "DELETE /api/customersupplierworkers/:id", phase: "delete",
    call: (w) => ({ method: "DELETE", path: `/api/customersupplierworkers/${w.ids.spareWorker}` }),
    refused: outsiders({ level1: "forbidden", customer: "notFound" }), control: owner('{"data":{"id":') },
  { name: "GET cs/customersupplierworkers/{id}", route: "GET /api/cs/customersupplierworkers/:id", phase: "read",
    call: (w) => get(`/api/cs/customersupplierworkers/${w.ids.worker}`),
    refused: outsiders({ otherCustomer: "forbidden", worker: "forbidden", customer: "forbidden" }), control: owner(S.workerLastName) },
  { name: "GET cs/subprocurements/{id} (appalto di sola Alfa)", route: "GET /api/cs/subprocurements/:id", phase: "read",
    call: (w) => get(`/api/cs/subprocurements/${w.ids.hiddenProcurement}`), refused: outsiders({ worker: "forbidden" }), control: owner(S.hiddenProcurement, S.hiddenFileLabel) },
  { name: "GET cs/subprocurements/{id} (appalto condiviso)", route: "GET /api/cs/subprocurements/:id", phase: "read",
    // supplier_attachments: Beta, on the same procurement, gets its own required documents and none of Alfa's.
    call: (w) => get(`/api/cs/subprocurements/${w.ids.procurement}`), refused: outsiders({ otherSupplier: "noLeak", worker: "forbidden" }),
    control: owner(S.linkNote, S.documentName, S.documentNote, S.reviewNote, S.documentFile) },
  { name: "POST procurements/customersuppliers", route: "POST /api/procurements/customersuppliers", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurements/customersuppliers", json: { procurement_id: w.ids.procurement, supplier_id: w.ids.alfa, note: S.linkNote, parent_supplier: "" } }),
    refused: outsiders({ worker: "forbidden", level1: "forbidden" }), control: owner(S.linkNote) },
  // The same pivot store for a supplier not yet on the procurement adds it: only the procurement's customer does.
  { name: "POST procurements/customersuppliers (aggiunge un fornitore)", route: "POST /api/procurements/customersuppliers", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurements/customersuppliers", json: { procurement_id: w.ids.hiddenProcurement, supplier_id: w.ids.beta, note: "Aggiunto con lo store del pivot", parent_supplier: "" } }),
    refused: outsiders({ owner: "notFound", worker: "forbidden", level1: "notFound" }), control: customer("Aggiunto con lo store del pivot") },
  // A catalogue category's default document, downloaded from the customer's catalogue screen.
  { name: "GET requirementcategories/{id}/defaultdocument", route: "GET /api/requirementcategories/:id/defaultdocument", phase: "read",
    call: (w) => get(`/api/requirementcategories/${w.ids.catalogueCategory}/defaultdocument`),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: customer(PDF) },
  { name: "GET procurementfiles/{id}/download", route: "GET /api/procurementfiles/:id/download", phase: "read",
    call: (w) => get(`/api/procurementfiles/${w.ids.hiddenFile}/download`), refused: outsiders({ worker: "forbidden", apiClient: "forbidden" }), control: owner(PDF) },
  { name: "GET cs/supplierattachmentcateg", route: "GET /api/cs/supplierattachmentcateg", phase: "read",
    call: (w) => get(`/api/cs/supplierattachmentcateg?${selfCertification(w)}`), refused: outsiders(), control: owner(DURC_LABEL) },
  { name: "GET matchingdocumentation", route: "GET /api/matchingdocumentation", phase: "read",
    call: (w) => get(`/api/matchingdocumentation?categories=DURC&supplier_id=${w.ids.alfa}`), refused: outsiders(), control: owner(S.attachmentName) },
  { name: "GET cs/matchingdocumentation", route: "GET /api/cs/matchingdocumentation", phase: "read",
    call: (w) => get(`/api/cs/matchingdocumentation?categories=DURC&supplier_id=${w.ids.alfa}`), refused: outsiders(), control: owner(S.attachmentName) },
  { name: "POST cs/procurementsupplierattachments/upload/file (file)", route: "POST /api/cs/procurementsupplierattachments/upload/file", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/cs/procurementsupplierattachments/upload/file", form: documentForm(w, { document_date: "2026-01-15" }), file: "file" }),
    refused: outsiders({ customer: "forbidden" }), control: owner(S.documentName) },
  { name: "POST cs/procurementsupplierattachments/upload/file (importa)", route: "POST /api/cs/procurementsupplierattachments/upload/file", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/cs/procurementsupplierattachments/upload/file", form: documentForm(w, { import_from_supplier_documentation: 1, supplier_attachment_id: w.ids.attachment }) }),
    refused: outsiders({ customer: "forbidden" }), control: owner(S.documentName) },
  { name: "POST cs/procurementsupplierattachments/upload/file (Beta importa un documento di Alfa nel proprio)", route: "POST /api/cs/procurementsupplierattachments/upload/file", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/cs/procurementsupplierattachments/upload/file", form: betaImport(w, w.ids.attachment) }),
    refused: outsiders(), control: betaOwn((w) => ({ method: "POST", path: "/api/cs/procurementsupplierattachments/upload/file", form: betaImport(w, w.ids.betaAttachment) }), '"attachment_name":"DURC importato"') },
  { name: "POST procurementsupplierattachments (approvazione)", route: "POST /api/procurementsupplierattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurementsupplierattachments", json: { psa_id: w.ids.durc, procurement_id: w.ids.procurement, approved: 1 } }),
    refused: outsiders({ owner: "forbidden", level1: "forbidden" }), control: customer('"approved":1') },
  { name: "POST procurementsupplierattachments (obbligatorio)", route: "POST /api/procurementsupplierattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurementsupplierattachments", json: { psa_id: w.ids.durc, procurement_id: w.ids.procurement, active: 0 } }),
    refused: outsiders({ owner: "forbidden", level1: "forbidden" }), control: customer('"active":0') },
  { name: "DELETE procurementsupplierattachments/{id}", route: "DELETE /api/procurementsupplierattachments/:id", phase: "delete",
    call: (w) => ({ method: "DELETE", path: `/api/procurementsupplierattachments/${w.ids.spareDocument}` }),
    refused: outsiders({ level1: "forbidden" }), control: owner('"attachment_name":null') },
  { name: "GET cs/procurementsupplierattachments/download/file", route: "GET /api/cs/procurementsupplierattachments/download/file", phase: "read",
    call: (w) => get(`/api/cs/procurementsupplierattachments/download/file?item_id=${w.ids.durc}`), refused: outsiders({ apiClient: "forbidden" }), control: owner(PDF) },
  { name: "GET cs/procurementsupplierattachments/download/file (documento predefinito)", route: "GET /api/cs/procurementsupplierattachments/download/file", phase: "read",
    call: (w) => get(`/api/cs/procurementsupplierattachments/download/file?item_id=${w.ids.durc}&tag=PROCUREMENT_ATTACHMENT_DEFAULT_DOCUMENT`), refused: outsiders(), control: owner(PDF) },
  { name: "GET procurements/autocertificazione/generate", route: "GET /api/procurements/autocertificazione/generate", phase: "read",
    call: (w) => get(`/api/procurements/autocertificazione/generate?${selfCertification(w)}`), refused: outsiders(), control: owner("PK") },
  { name: "POST procurements/autocertificazione/generate", route: "POST /api/procurements/autocertificazione/generate", phase: "read",
    call: (w) => ({ method: "POST", path: "/api/procurements/autocertificazione/generate", json: { procurement_id: w.ids.procurement, supplier_id: w.ids.alfa } }),
    refused: outsiders(), control: owner("PK") },
  // ─── workers in a procurement and their fitness certificates (issue 9) ───
  ...(["/api/cs/workerattachmentcateg", "/api/workerattachmentcateg"] as const).map((path): Entry => ({
    name: `GET ${path.slice(5)}`, route: `GET ${path}`, phase: "read",
    call: (w) => get(`${path}?procurement_id=${w.ids.procurement}&worker_id=${w.ids.procurementWorker}`), refused: outsiders(), control: owner('"already_present":1') })),
  { name: "POST cs/procurements/customersupplierworkers/getRelativeDocument", route: "POST /api/cs/procurements/customersupplierworkers/getRelativeDocument", phase: "read",
    call: (w) => ({ method: "POST", path: "/api/cs/procurements/customersupplierworkers/getRelativeDocument", json: { procurement_id: w.ids.procurement, acce: 1 } }),
    refused: outsiders({ otherSupplier: "noLeak" }), control: owner("Abilitazione carrelli elevatori") },
  { name: "POST cs/procurements/customersupplierworkers/add", route: "POST /api/cs/procurements/customersupplierworkers/add", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/cs/procurements/customersupplierworkers/add", json: { procurement_id: w.ids.procurement, customer_supplier_id: w.ids.alfa, selected_workers: [w.ids.freeWorker], acce: 1 } }),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("Liberi", S.procurementWorkerLastName) },
  ...(["/api/customersupplierworkers/edit", "/api/cs/customersupplierworkers/edit"] as const).map((path): Entry => ({
    name: `POST ${path.slice(5)}`, route: `POST ${path}`, phase: "edit",
    call: (w) => ({ method: "POST", path, json: { procurement_id: w.ids.procurement, worker_id: w.ids.procurementWorker, job: S.procurementJob } }),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner(S.procurementJob) })),
  { name: "POST cs/procurements/customersupplierworkers/approval", route: "POST /api/cs/procurements/customersupplierworkers/approval", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/cs/procurements/customersupplierworkers/approval", json: { pivot_id: w.ids.pivot, approved: 2, note: "Solo con il preposto" } }),
    refused: outsiders({ owner: "forbidden", level1: "forbidden" }), control: customer('"approved":2') },
  { name: "GET cs/subprocurements/{procurementId}/{workerId}", route: "GET /api/cs/subprocurements/:procurementId/:workerId", phase: "read",
    call: (w) => get(`/api/cs/subprocurements/${w.ids.procurement}/${w.ids.procurementWorker}`), refused: outsiders(), control: owner(S.procurementWorkerLastName, S.certificateName) },
  { name: "GET cs/procurements/getProcurementSupplierWorkerAttachment", route: "GET /api/cs/procurements/getProcurementSupplierWorkerAttachment", phase: "read",
    call: (w) => get(`/api/cs/procurements/getProcurementSupplierWorkerAttachment?procurement_id=${w.ids.procurement}&worker_id=${w.ids.procurementWorker}`),
    refused: outsiders(), control: owner(S.certificateName) },
  { name: "POST cs/procurements/getProcurementSupplierWorkerAttachment", route: "POST /api/cs/procurements/getProcurementSupplierWorkerAttachment", phase: "read",
    call: (w) => ({ method: "POST", path: "/api/cs/procurements/getProcurementSupplierWorkerAttachment", json: { procurement_id: w.ids.procurement, worker_id: w.ids.procurementWorker } }),
    refused: outsiders(), control: owner(S.certificateName) },
  ...(["/api/matchingworkerdocumentation", "/api/cs/matchingworkerdocumentation"] as const).map((path): Entry => ({
    name: `GET ${path.slice(5)}`, route: `GET ${path}`, phase: "read",
    call: (w) => get(`${path}?categories=IDO&worker_id=${w.ids.procurementWorker}`),
    refused: outsiders({ otherCustomer: "forbidden", worker: "forbidden", customer: "forbidden" }), control: owner(S.ownFileName) })),
  { name: "POST procurementsupplierworkerattachments (approvazione)", route: "POST /api/procurementsupplierworkerattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurementsupplierworkerattachments", json: { pswa_id: w.ids.certificate, procurement_id: w.ids.procurement, approved: 1 } }),
    refused: outsiders({ owner: "forbidden", level1: "forbidden" }), control: customer('"ids":[') },
  { name: "POST procurementsupplierworkerattachments (importa categorie)", route: "POST /api/procurementsupplierworkerattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurementsupplierworkerattachments", json: { procurement_id: w.ids.procurement, worker_id: w.ids.procurementWorker, categories: ["FORM"] } }),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner('"ids":[') },
  { name: "POST procurementsupplierworkerattachments (nuova idoneità con file)", route: "POST /api/procurementsupplierworkerattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurementsupplierworkerattachments", form: { procurement_id: w.ids.procurement, worker_id: w.ids.procurementWorker, categories: "CARR", attachment_filename: "Patentino carrelli" }, file: "file" }),
    refused: outsiders({ customer: "forbidden" }), control: owner('"ids":[') },
  { name: "POST cs/procurementsupplierworkerattachments/upload/file", route: "POST /api/cs/procurementsupplierworkerattachments/upload/file", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/cs/procurementsupplierworkerattachments/upload/file", form: { pswa_id: w.ids.certificate, procurement_id: w.ids.procurement, attachment_filename: S.certificateName }, file: "file" }),
    refused: outsiders({ customer: "forbidden" }), control: owner('{"data":{"id":') },
  { name: "GET cs/procurementsupplierattachments/download/workerfile", route: "GET /api/cs/procurementsupplierattachments/download/workerfile", phase: "read",
    call: (w) => get(`/api/cs/procurementsupplierattachments/download/workerfile?item_id=${w.ids.certificate}`), refused: outsiders({ level1: "forbidden", apiClient: "forbidden" }), control: owner(PDF) },
  { name: "DELETE procurementsupplierworkerattachments/{id}", route: "DELETE /api/procurementsupplierworkerattachments/:id", phase: "delete",
    call: (w) => ({ method: "DELETE", path: `/api/procurementsupplierworkerattachments/${w.ids.certificate}` }), refused: outsiders({ level1: "forbidden" }), control: owner('{"data":{"id":') },
  // ─── the worker's own documents (home worker "Scheda", issue 9 §2) ───
  { name: "POST customersupplierworkerattachments (sostituzione)", route: "POST /api/customersupplierworkerattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/customersupplierworkerattachments", form: { id: w.ids.ownFile, categories: "IDO", attachment_filename: S.ownFileName }, file: "attachment_file" }),
    refused: outsiders({ customer: "notFound" }), control: owner(S.ownFileName) },
  { name: "POST customersupplierworkerattachments (nuovo per il lavoratore di Alfa)", route: "POST /api/customersupplierworkerattachments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/customersupplierworkerattachments", form: { customer_supplier_worker_id: w.ids.procurementWorker, categories: "FORM", attachment_filename: "Formazione generale Piero" }, file: "attachment_file" }),
    refused: outsiders({ customer: "forbidden" }), control: owner("Formazione generale Piero") },
  { name: "GET customersupplierworkerattachments/{id}/download", route: "GET /api/customersupplierworkerattachments/:id/download", phase: "read",
    call: (w) => get(`/api/customersupplierworkerattachments/${w.ids.ownFile}/download`), refused: outsiders({ customer: "notFound", level1: "forbidden" }), control: owner(PDF) },
  { name: "DELETE customersupplierworkerattachments/{id}", route: "DELETE /api/customersupplierworkerattachments/:id", phase: "delete",
    call: (w) => ({ method: "DELETE", path: `/api/customersupplierworkerattachments/${w.ids.spareOwnFiles[0]}` }),
    refused: outsiders({ customer: "notFound", level1: "forbidden" }), control: owner('{"data":{"id":') },
  { name: "DELETE cs/procurements/{id}/customersupplierworkers/{pivotId}", route: "DELETE /api/cs/procurements/:id/customersupplierworkers/:pivotId", phase: "delete",
    call: (w) => ({ method: "DELETE", path: `/api/cs/procurements/${w.ids.procurement}/customersupplierworkers/${w.ids.pivot}` }),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner('{"data":{"id":') },
  // ─── vehicles, machines and tools (issue 10) ───
  ...([["procurementequipments", "vehicle", "spareVehicle", "spareVehicleDocMedia", "preq_id", "equipment_id"], ["procurementmachinery", "machine", "spareMachine", "spareMachineDocMedia", "item_id", "item_id"],
    ["procurementtool", "tool", "spareTool", "spareToolDocMedia", "item_id", "item_id"]] as const).flatMap(([resource, main, spare, spareDoc, idField, elementField]): Entry[] => [
    { name: `POST ${resource} (modifica)`, route: `POST /api/${resource}`, phase: "edit",
      call: (w) => ({ method: "POST", path: `/api/${resource}`, json: { [idField]: w.ids[main], procurement_id: w.ids.procurement, type: "Furgone", maker_and_model: main === "vehicle" ? S.elementModel : "Modello" } }),
      refused: outsiders({ customer: "forbidden" }), control: owner('"maker_and_model":') },
    { name: `POST ${resource}/upload/file`, route: `POST /api/${resource}/upload/file`, phase: "edit",
      call: (w) => ({ method: "POST", path: `/api/${resource}/upload/file`, form: { procurement_id: w.ids.procurement, [elementField]: w.ids[main], document_name: "Caricato", document_date: "2026-01-15", no_expire: 1 }, file: "file" }),
      refused: outsiders({ customer: "forbidden" }), control: owner('"document_name":"Caricato"') },
    { name: `DELETE ${resource}/{id}`, route: `DELETE /api/${resource}/:id`, phase: "delete",
      call: (w) => ({ method: "DELETE", path: `/api/${resource}/${w.ids[spare]}` }),
      refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner('{"data":{"id":') },
    { name: `DELETE ${resource}/{id}/delete/file/{mediaId}`, route: `DELETE /api/${resource}/:elementId/delete/file/:mediaId`, phase: "delete",
      call: (w) => ({ method: "DELETE", path: `/api/${resource}/${w.ids[main]}/delete/file/${w.ids[spareDoc]}` }),
      refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner('"media_id":') },
  ]),
  { name: "GET cs/procurements/{p}/{type}/{id}/attachments", route: "GET /api/cs/procurements/:procurementId/:elementType/:elementId/attachments", phase: "read",
    call: (w) => get(`/api/cs/procurements/${w.ids.procurement}/equipment/${w.ids.vehicle}/attachments`), refused: outsiders(), control: owner(S.elementDocumentName) },
  { name: "POST cs/procurements/{p}/{type}/{id}/attachment/{mediaId}", route: "POST /api/cs/procurements/:procurementId/:elementType/:elementId/attachment/:mediaId", phase: "edit",
    call: (w) => ({ method: "POST", path: `/api/cs/procurements/${w.ids.procurement}/equipment/${w.ids.vehicle}/attachment/${w.ids.vehicleDocMedia}`, json: { document_name: S.elementDocumentName, document_date: "2026-01-15", no_expire: 1 } }),
    refused: outsiders({ customer: "forbidden" }), control: owner(S.elementDocumentName) },
  { name: "GET cs/procurements/{p}/{type}/{id}/attachment/{mediaId}/download", route: "GET /api/cs/procurements/:procurementId/:elementType/:elementId/attachment/:mediaId/download", phase: "read",
    call: (w) => get(`/api/cs/procurements/${w.ids.procurement}/equipment/${w.ids.vehicle}/attachment/${w.ids.vehicleDocMedia}/download`), refused: outsiders({ apiClient: "forbidden" }), control: owner(PDF) },
  { name: "POST complianceobject/delfile", route: "POST /api/complianceobject/delfile", phase: "delete",
    call: (w) => ({ method: "POST", path: "/api/complianceobject/delfile", json: { fileID: w.ids.delfileMedia } }),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner('"media_id":') },
  // ─── chemical substances (issue 10, tab 6) ───
  { name: "GET hphrases", route: "GET /api/hphrases", phase: "read", call: () => get("/api/hphrases"),
    refused: { ...signedInMay, anonymous: "unauthenticated" }, control: owner("H225 - Liquido e vapori facilmente infiammabili.") },
  { name: "POST procurementsubstances (modifica con SDS)", route: "POST /api/procurementsubstances", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurementsubstances", form: substanceForm(w, { prsb_id: w.ids.substance }), file: "file" }),
    refused: outsiders({ customer: "forbidden" }), control: owner(S.substanceLabel, '"code":"H319"') },
  { name: "POST procurementsubstances (nuova per Alfa)", route: "POST /api/procurementsubstances", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/procurementsubstances", form: substanceForm(w, { label: "Vernice nuova di Alfa" }), file: "file" }),
    refused: outsiders({ customer: "forbidden" }), control: owner("Vernice nuova di Alfa") },
  { name: "GET procurementsubstances/{id}/download (SDS, livello 5)", route: "GET /api/procurementsubstances/:id/download", phase: "read",
    call: (w) => get(`/api/procurementsubstances/${w.ids.substance}/download`), refused: outsiders({ level1: "forbidden" }), control: owner(PDF) },
  { name: "DELETE procurementsubstances/{id}", route: "DELETE /api/procurementsubstances/:id", phase: "delete",
    call: (w) => ({ method: "DELETE", path: `/api/procurementsubstances/${w.ids.spareSubstance}` }),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner('{"data":{"id":') },
  // ─── the customer's own workforce, reports and visit calendar: its users only (each level: workforce.test.ts,
  // calendar.test.ts); another customer gets its own empty lists or "not found" ───
  { name: "GET workers", route: "GET /api/workers", phase: "read", call: () => get("/api/workers?search=Dipendenti"),
    refused: customerOnly({ otherCustomer: "hidden" }), control: customer(C.employeeLastName, C.fiscalCode, C.factory) },
  { name: "GET workers/{id}", route: "GET /api/workers/:id", phase: "read", call: (w) => get(`/api/workers/${w.ids.ownEmployee}`),
    refused: customerObject, control: customer(C.employeeLastName, C.fiscalCode, C.job) },
  { name: "GET workers/{id}/photo", route: "GET /api/workers/:id/photo", phase: "read", call: (w) => get(`/api/workers/${w.ids.ownEmployee}/photo`),
    refused: customerObject, control: customer("PNG") },
  { name: "GET workers/{id}/files/{fileId}", route: "GET /api/workers/:id/files/:fileId", phase: "read", call: (w) => get(`/api/workers/${w.ids.ownEmployee}/files/${w.ids.employeeFile}`),
    refused: customerObject, control: customer(PDF) },
  { name: "GET factories", route: "GET /api/factories", phase: "read", call: () => get("/api/factories"),
    refused: customerOnly({ otherCustomer: "hidden" }), control: customer(C.factory) },
  { name: "GET departments", route: "GET /api/departments", phase: "read", call: () => get("/api/departments"),
    refused: customerOnly({ otherCustomer: "hidden" }), control: customer(C.department) },
  { name: "GET jobs", route: "GET /api/jobs", phase: "read", call: (w) => get(`/api/jobs?factory_id=${w.ids.factory}`),
    refused: customerOnly({ otherCustomer: "hidden" }), control: customer(C.job) },
  { name: "GET hazards", route: "GET /api/hazards", phase: "read", call: (w) => get(`/api/hazards?job_id=${w.ids.job}`),
    refused: customerOnly({ otherCustomer: "hidden" }), control: customer(C.hazard) },
  // An .xlsx is compressed: another customer's own report cannot be searched for names (workforce-reports.test.ts reads it).
  { name: "GET reports/{report}", route: "GET /api/reports/:report", phase: "read", call: () => get("/api/reports/rep2"),
    refused: customerOnly(), control: customer("PK") },
  { name: "GET calendaroptions", route: "GET /api/calendaroptions", phase: "read", call: () => get("/api/calendaroptions"),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "hidden" }), control: customer(C.doctor, C.resource, C.employeeLastName) },
  { name: "GET calappointments", route: "GET /api/calappointments", phase: "read", call: (w) => get(`/api/calappointments?med=${w.ids.doctor}&start=2026-11-30&end=2026-12-06`),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: customer(C.doctor, C.appointmentNote, C.resource) },
  { name: "POST checkbusyresources", route: "POST /api/checkbusyresources", phase: "read",
    call: (w) => ({ method: "POST", path: "/api/checkbusyresources", json: appointmentBody(w, { appointment_date: "2026-12-01" }) }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: customer(C.resource) },
  { name: "POST calappointments", route: "POST /api/calappointments", phase: "edit",
    call: (w) => ({ method: "POST", path: "/api/calappointments", json: appointmentBody(w, { appointment_date: "2026-12-03", note: "Visita nuova del committente" }) }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: { ...customer("Visita nuova del committente", C.employeeLastName), status: 201 } },
  { name: "PUT calappointments/{id}", route: "PUT /api/calappointments/:id", phase: "edit",
    call: (w) => ({ method: "PUT", path: `/api/calappointments/${w.ids.appointment}`, json: appointmentBody(w, { appointment_date: "2026-12-04", note: C.appointmentNote }) }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: customer(C.appointmentNote, "2026-12-04") },
  { name: "DELETE calappointments/{id}", route: "DELETE /api/calappointments/:id", phase: "delete",
    call: (w) => ({ method: "DELETE", path: `/api/calappointments/${w.ids.spareAppointment}` }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: customer('{"data":true}') },
];

// ─── GraphQL ───
const CONTACTS = "companyName email phone address municipality { label }";
const LISTS = `attachments(first: 10) { totalCount edges { node { attachmentFilename file { originalName } } } }
  workers(first: 10) { totalCount edges { node { lastName } } } procurements(first: 10) { totalCount edges { node { label note } } }`;
const node = (type: string, id: (w: IsolationWorld) => number, fields: string) => (w: IsolationWorld): MatrixCall => ({
  query: `query ($id: ID!) { node(id: $id) { id ... on ${type} { ${fields} } } }`, variables: { id: nodeId(type, id(w)) },
});
const mutation = (name: string, fields: string, input: (w: IsolationWorld) => Record<string, unknown>, upload = false) => (w: IsolationWorld): MatrixCall => {
  const type = name[0]!.toUpperCase() + name.slice(1);
  return {
    query: `mutation ($input: ${type}Input!) { ${name}(input: $input) { __typename ... on ${type}Success { data { ${fields} } } ... on Error { message } } }`,
    variables: { input: { ...input(w), ...(upload ? { file: null } : {}) } },
    ...(upload ? { upload: "variables.input.file" } : {}),
  };
};
const attachmentInput = (w: IsolationWorld) => ({ id: nodeId("SupplierAttachment", w.ids.attachment), attachmentType: 1, attachmentFilename: S.attachmentName, documentDate: "2026-01-15" });
const betaImportInput = (w: IsolationWorld, attachmentId: number) => ({
  id: nodeId("RequiredDocument", w.ids.betaDurc), attachmentName: "DURC importato", importSupplierAttachmentId: nodeId("SupplierAttachment", attachmentId),
});
const documentInput = (w: IsolationWorld) => ({ id: nodeId("RequiredDocument", w.ids.durc), attachmentName: S.documentName });
const ALL_ALFA_NODES = `id ... on SupplierAttachment { attachmentFilename } ... on SupplierWorker { lastName } ... on Procurement { label }
  ... on ProcurementSupplier { note } ... on ProcurementFile { fileLabel: label } ... on RequiredDocument { attachmentName } ... on Supplier { email }`;

const GRAPHQL_ENTRIES: Entry[] = [
  { name: "node(SupplierAttachment)", phase: "read", call: node("SupplierAttachment", (w) => w.ids.attachment, "attachmentFilename file { originalName downloadUrl }"),
    refused: unseen(), control: owner(S.attachmentName, S.attachmentFile) },
  { name: "node(SupplierWorker)", phase: "read", call: node("SupplierWorker", (w) => w.ids.worker, "lastName firstName"), refused: unseen(), control: owner(S.workerLastName) },
  { name: "node(Procurement) di sola Alfa", phase: "read", call: node("Procurement", (w) => w.ids.hiddenProcurement, "label files { label }"),
    refused: unseen(), control: owner(S.hiddenProcurement, S.hiddenFileLabel) },
  { name: "node(Procurement) condiviso: suppliers, supplierLink", phase: "read",
    call: (w) => ({ query: `query ($id: ID!, $alfa: ID) { node(id: $id) { ... on Procurement { label suppliers { note supplier { ${CONTACTS} } }
      supplierLink(supplierId: $alfa) { note } files { label } trafficLight } } }`, variables: { id: nodeId("Procurement", w.ids.procurement), alfa: nodeId("Supplier", w.ids.alfa) } }),
    refused: unseen({ otherSupplier: "noLeak" }), control: owner(S.linkNote, S.email) },
  // Searching the portal's suppliers is part of setting up the customer's own procurement (level 3 or more).
  { name: "node(Procurement).supplierDirectory", phase: "read",
    call: (w) => ({ query: `query ($id: ID!) { node(id: $id) { ... on Procurement { supplierDirectory(search: "Beta") { companyName vatNumber onProcurement } } } }`,
      variables: { id: nodeId("Procurement", w.ids.procurement) } }),
    refused: unseen({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", customerLevel1: "forbidden", supplierWorker: "hidden", apiClient: "forbidden" }),
    control: customer("Beta Impianti Srl") },
  { name: "node(ProcurementSupplier) con requiredDocuments", phase: "read",
    call: node("ProcurementSupplier", (w) => w.ids.alfaLink, "note trafficLight requiredDocuments(first: 10) { totalCount edges { node { attachmentName note reviewNote } } }"),
    refused: unseen(), control: owner(S.linkNote, S.documentName, S.documentNote, S.reviewNote) },
  { name: "node(ProcurementFile)", phase: "read", call: node("ProcurementFile", (w) => w.ids.hiddenFile, "label file { originalName downloadUrl }"),
    refused: unseen(), control: owner(S.hiddenFileLabel) },
  { name: "node(RequiredDocument)", phase: "read", call: node("RequiredDocument", (w) => w.ids.durc, "attachmentName note reviewNote file { originalName } procurementSupplier { note }"),
    refused: unseen(), control: owner(S.documentName, S.documentNote, S.reviewNote, S.documentFile) },
  { name: "node(Supplier) con attachments, workers, procurements", phase: "read", call: node("Supplier", (w) => w.ids.alfa, `${CONTACTS} ${LISTS}`),
    refused: unseen(), control: owner(S.email, S.phone, S.address, S.attachmentName, S.workerLastName, S.hiddenProcurement) },
  { name: "ProcurementSupplier.parentSupplier e parentSupplierOptions con i loro elenchi", phase: "read",
    call: node("ProcurementSupplier", (w) => w.ids.betaLink, `parentSupplier { ${CONTACTS} ${LISTS} } parentSupplierOptions { ${CONTACTS} ${LISTS} }`),
    refused: unseen({ otherSupplier: "noLeak" }), control: customer(S.email, S.attachmentName, S.hiddenProcurement) },
  { name: "node(Customer) con procurements", phase: "read",
    call: node("Customer", (w) => w.ids.customer, "companyName procurements(first: 10) { totalCount edges { node { label note suppliers { note } supplierLink { note } } } }"),
    refused: unseen({ otherSupplier: "noLeak", worker: "noLeak" }), control: owner(S.hiddenProcurement, S.linkNote) },
  { name: "nodes(ids) di tutti gli oggetti di Alfa", phase: "read",
    call: (w) => ({ query: `query ($ids: [ID!]!) { nodes(ids: $ids) { ${ALL_ALFA_NODES} } }`, variables: { ids: [
      nodeId("SupplierAttachment", w.ids.attachment), nodeId("SupplierWorker", w.ids.worker), nodeId("Procurement", w.ids.hiddenProcurement),
      nodeId("ProcurementSupplier", w.ids.alfaLink), nodeId("ProcurementFile", w.ids.hiddenFile), nodeId("RequiredDocument", w.ids.durc), nodeId("Supplier", w.ids.alfa),
    ] } }),
    refused: unseen(), control: owner(S.attachmentName, S.workerLastName, S.hiddenProcurement, S.linkNote, S.hiddenFileLabel, S.documentName, S.email) },
  { name: "node(Municipality)", phase: "read", call: node("Municipality", (w) => w.ids.roma, "label"), refused: signedInMay, control: owner("Roma (RM)") },
  { name: "node(SupplierDocumentCategory)", phase: "read", call: node("SupplierDocumentCategory", (w) => w.ids.durcCategory, "label code"), refused: signedInMay, control: owner(DURC_LABEL) },
  { name: "uploadMaxBytes", phase: "read", call: () => ({ query: "{ uploadMaxBytes }", variables: {} }),
    refused: signedInMay, control: owner(String(20 * 1024 * 1024)) },
  { name: "municipalities", phase: "read", call: () => ({ query: `{ municipalities(search: "Roma") { label } }`, variables: {} }), refused: signedInMay, control: owner("Roma (RM)") },
  { name: "matchingSupplierAttachments", phase: "read",
    call: (w) => ({ query: `query ($id: ID!) { matchingSupplierAttachments(requiredDocumentId: $id) { attachmentFilename } }`, variables: { id: nodeId("RequiredDocument", w.ids.durc) } }),
    refused: outsiders(), control: owner(S.attachmentName) },
  { name: "matchingSupplierAttachments sul documento richiesto a Beta: solo i documenti di Beta", phase: "read",
    call: (w) => ({ query: `query ($id: ID!) { matchingSupplierAttachments(requiredDocumentId: $id) { attachmentFilename } }`, variables: { id: nodeId("RequiredDocument", w.ids.betaDurc) } }),
    refused: outsiders({ otherSupplier: "noLeak" }), control: { actor: "otherSupplier", proof: ["DURC di Beta"] } },
  { name: "node(ProcurementWorker)", phase: "read",
    call: node("ProcurementWorker", (w) => w.ids.pivot, "job note worker { lastName } flags { forklifts } trafficLight fitnessCertificates { attachmentName file { originalName } }"),
    refused: unseen(), control: owner(S.procurementJob, S.procurementWorkerLastName, S.certificateName) },
  { name: "node(FitnessCertificate)", phase: "read", call: node("FitnessCertificate", (w) => w.ids.certificate, "attachmentName complianceState file { originalName downloadUrl }"),
    refused: unseen(), control: owner(S.certificateName, "idoneita.pdf") },
  { name: "node(FitnessCertificate): il file è un dato sanitario, nascosto al livello 1", phase: "read",
    call: node("FitnessCertificate", (w) => w.ids.certificate, "file { originalName downloadUrl }"),
    refused: { level1: "hidden", customer: "noLeak" }, control: owner("idoneita.pdf") },
  { name: "node(WorkerDocumentCategory)", phase: "read", call: node("WorkerDocumentCategory", (w) => w.ids.idoCategory, "label code"), refused: signedInMay, control: owner("Idoneità sanitaria alla mansione") },
  { name: "procurementWorkers", phase: "read",
    call: (w) => ({ query: `query ($id: ID!) { procurementWorkers(procurementId: $id) { edges { node { job worker { lastName } fitnessCertificates { attachmentName } } } } }`, variables: { id: nodeId("Procurement", w.ids.procurement) } }),
    refused: unseen(), control: owner(S.procurementWorkerLastName, S.certificateName) },
  { name: "procurementWorkers (fornitore indicato: Alfa)", phase: "read",
    call: (w) => ({ query: `query ($id: ID!, $supplier: ID) { procurementWorkers(procurementId: $id, supplierId: $supplier) { edges { node { job worker { lastName } } } } }`, variables: { id: nodeId("Procurement", w.ids.procurement), supplier: nodeId("Supplier", w.ids.alfa) } }),
    refused: unseen(), control: customer(S.procurementWorkerLastName) },
  { name: "requiredWorkerCategories (getRelativeDocument)", phase: "read",
    call: (w) => ({ query: `query ($id: ID!) { requiredWorkerCategories(procurementId: $id, flags: { forklifts: true }) { label } }`, variables: { id: nodeId("Procurement", w.ids.procurement) } }),
    refused: outsiders({ otherSupplier: "noLeak" }), control: owner("Abilitazione carrelli elevatori") },
  { name: "updateSupplier", phase: "edit", call: mutation("updateSupplier", "supplier { email }", (w) => ({ id: nodeId("Supplier", w.ids.alfa), email: S.email })),
    refused: outsiders({ customer: "forbidden" }), control: owner("UpdateSupplierSuccess", S.email) },
  { name: "saveSupplierAttachment (modifica)", phase: "edit", call: mutation("saveSupplierAttachment", "supplierAttachment { attachmentFilename }", attachmentInput),
    refused: outsiders({ customer: "forbidden" }), control: owner("SaveSupplierAttachmentSuccess", S.attachmentName) },
  { name: "saveSupplierAttachment (sostituisce il file, multipart)", phase: "edit", call: mutation("saveSupplierAttachment", "supplierAttachment { attachmentFilename }", attachmentInput, true),
    refused: outsiders({ customer: "forbidden" }), control: owner("SaveSupplierAttachmentSuccess", S.attachmentName) },
  { name: "saveSupplierWorker (modifica)", phase: "edit",
    call: mutation("saveSupplierWorker", "supplierWorker { lastName }", (w) => ({ id: nodeId("SupplierWorker", w.ids.worker), firstName: "Marco", lastName: S.workerLastName, sex: "M", resigned: false })),
    refused: outsiders({ level1: "forbidden", customer: "notFound" }), control: owner("SaveSupplierWorkerSuccess", S.workerLastName) },
  { name: "updateProcurementSupplier", phase: "edit",
    call: mutation("updateProcurementSupplier", "procurementSupplier { note }", (w) => ({ id: nodeId("ProcurementSupplier", w.ids.alfaLink), note: S.linkNote })),
    refused: outsiders({ worker: "forbidden", level1: "forbidden" }), control: owner("UpdateProcurementSupplierSuccess", S.linkNote) },
  { name: "uploadRequiredDocument (file, multipart)", phase: "edit", call: mutation("uploadRequiredDocument", "requiredDocument { attachmentName }", documentInput, true),
    refused: outsiders({ customer: "forbidden" }), control: owner("UploadRequiredDocumentSuccess", S.documentName) },
  { name: "uploadRequiredDocument (importa)", phase: "edit",
    call: mutation("uploadRequiredDocument", "requiredDocument { attachmentName }", (w) => ({ ...documentInput(w), importSupplierAttachmentId: nodeId("SupplierAttachment", w.ids.attachment) })),
    refused: outsiders({ customer: "forbidden" }), control: owner("UploadRequiredDocumentSuccess", S.documentName) },
  { name: "uploadRequiredDocument (Beta importa un documento di Alfa nel proprio)", phase: "edit",
    call: mutation("uploadRequiredDocument", "requiredDocument { attachmentName }", (w) => betaImportInput(w, w.ids.attachment)),
    refused: outsiders(), control: betaOwn(mutation("uploadRequiredDocument", "requiredDocument { attachmentName }", (w) => betaImportInput(w, w.ids.betaAttachment)), "UploadRequiredDocumentSuccess") },
  { name: "setRequiredDocumentApproval", phase: "edit",
    call: mutation("setRequiredDocumentApproval", "requiredDocument { approval }", (w) => ({ id: nodeId("RequiredDocument", w.ids.durc), approval: "APPROVED" })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", apiClient: "forbidden" }), control: customer("SetRequiredDocumentApprovalSuccess", "APPROVED") },
  { name: "setRequiredDocumentActive", phase: "edit",
    call: mutation("setRequiredDocumentActive", "requiredDocument { active }", (w) => ({ id: nodeId("RequiredDocument", w.ids.durc), active: false })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", apiClient: "forbidden" }), control: customer("SetRequiredDocumentActiveSuccess") },
  { name: "assignProcurementWorkers", phase: "edit",
    call: mutation("assignProcurementWorkers", "procurementWorkers { worker { lastName } }", (w) => ({ procurementId: nodeId("Procurement", w.ids.procurement), selectedWorkers: [nodeId("SupplierWorker", w.ids.freeWorker2)], flags: { forklifts: true } })),
    refused: outsiders({ otherSupplier: "invalid", level1: "forbidden", customer: "forbidden" }), control: owner("AssignProcurementWorkersSuccess", "Disponibili") },
  { name: "editProcurementWorker", phase: "edit",
    call: mutation("editProcurementWorker", "procurementWorkers { job }", (w) => ({ procurementId: nodeId("Procurement", w.ids.procurement), workerId: nodeId("SupplierWorker", w.ids.procurementWorker), job: S.procurementJob })),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("EditProcurementWorkerSuccess", S.procurementJob) },
  { name: "setProcurementWorkerApproval", phase: "edit",
    call: mutation("setProcurementWorkerApproval", "procurementWorkers { approval approvalNote }", (w) => ({ id: nodeId("ProcurementWorker", w.ids.pivot), approval: "APPROVED_WITH_PRESCRIPTIONS", note: "Con il preposto" })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", apiClient: "forbidden" }), control: customer("SetProcurementWorkerApprovalSuccess", "APPROVED_WITH_PRESCRIPTIONS") },
  { name: "addFitnessCertificates", phase: "edit",
    call: mutation("addFitnessCertificates", "fitnessCertificates { category { code } }", (w) => ({ procurementId: nodeId("Procurement", w.ids.procurement), workerId: nodeId("SupplierWorker", w.ids.procurementWorker), categories: ["FORM"] })),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("AddFitnessCertificatesSuccess") },
  { name: "addFitnessCertificate (file, multipart)", phase: "edit",
    call: mutation("addFitnessCertificate", "fitnessCertificates { attachmentName }", (w) => ({ procurementId: nodeId("Procurement", w.ids.procurement), workerId: nodeId("SupplierWorker", w.ids.procurementWorker), categoryCode: "ANTINC", attachmentName: "Attestato antincendio" }), true),
    refused: outsiders({ customer: "forbidden" }), control: owner("AddFitnessCertificateSuccess", "Attestato antincendio") },
  { name: "uploadFitnessCertificate (file, multipart)", phase: "edit",
    call: mutation("uploadFitnessCertificate", "fitnessCertificates { attachmentName }", (w) => ({ id: nodeId("FitnessCertificate", w.ids.certificate), attachmentName: S.certificateName }), true),
    refused: outsiders({ customer: "forbidden" }), control: owner("UploadFitnessCertificateSuccess", S.certificateName) },
  { name: "reviewFitnessCertificate", phase: "edit",
    call: mutation("reviewFitnessCertificate", "fitnessCertificates { approval }", (w) => ({ id: nodeId("FitnessCertificate", w.ids.certificate), approval: "APPROVED" })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", apiClient: "forbidden" }), control: customer("ReviewFitnessCertificateSuccess", "APPROVED") },
  { name: "node(Substance)", phase: "read", call: node("Substance", (w) => w.ids.substance, "label hazardStatements { code } pictograms { code } sds { originalName downloadUrl } procurementSupplier { note }"),
    refused: unseen(), control: owner(S.substanceLabel, S.sdsFile, S.linkNote) },
  { name: "node(Substance): la SDS si apre solo al livello 5", phase: "read", call: node("Substance", (w) => w.ids.substance, "sds { originalName downloadUrl }"),
    refused: { level1: "hidden", apiClient: "hidden" }, control: owner(S.sdsFile) },
  { name: "node(ProcurementSupplier) con substances", phase: "read",
    call: node("ProcurementSupplier", (w) => w.ids.alfaLink, "substances(first: 10) { totalCount edges { node { label complianceState } } }"),
    refused: unseen(), control: owner(S.substanceLabel) },
  { name: "hazardStatements e node(HazardStatement)", phase: "read",
    call: () => ({ query: `query ($id: ID!) { hazardStatements { code textIt } node(id: $id) { ... on HazardStatement { code } } }`, variables: { id: nodeId("HazardStatement", 1) } }),
    refused: signedInMay, control: owner("Liquido e vapori facilmente infiammabili.") },
  { name: "saveSubstance (modifica con SDS, multipart)", phase: "edit",
    call: mutation("saveSubstance", "substance { label hazardStatements { code } }", (w) => ({ id: nodeId("Substance", w.ids.substance), label: S.substanceLabel, hazardStatementCodes: ["H225", "H319"], hazardous: true }), true),
    refused: outsiders({ customer: "forbidden" }), control: owner("SaveSubstanceSuccess", S.substanceLabel) },
  // Alfa's own procurement: Beta is not on it; a customer or a worker has no supplier to declare it for.
  { name: "saveSubstance (nuova)", phase: "edit",
    call: mutation("saveSubstance", "substance { label }", (w) => ({ procurementId: nodeId("Procurement", w.ids.hiddenProcurement), label: "Colla nuova di Alfa", hazardStatementCodes: [], hazardous: false })),
    refused: outsiders({ customer: "forbidden", otherCustomer: "forbidden", worker: "forbidden" }), control: owner("SaveSubstanceSuccess", "Colla nuova di Alfa") },
  { name: "deleteSubstance", phase: "delete", call: mutation("deleteSubstance", "deletedId", (w) => ({ id: nodeId("Substance", w.ids.spareSubstance2) })),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("DeleteSubstanceSuccess") },
  { name: "node(SupplierWorkerAttachment)", phase: "read", call: node("SupplierWorkerAttachment", (w) => w.ids.ownFile, "attachmentFilename file { originalName downloadUrl } worker { lastName }"),
    refused: unseen({ customer: "hidden" }), control: owner(S.ownFileName, S.procurementWorkerLastName) },
  { name: "procurementWorker (scheda del lavoratore nell'appalto)", phase: "read",
    call: (w) => ({ query: `query ($p: ID!, $w: ID!) { procurementWorker(procurementId: $p, workerId: $w) { job worker { lastName documents { attachmentFilename } }
      fitnessCertificates { attachmentName file { originalName } } } }`, variables: { p: nodeId("Procurement", w.ids.procurement), w: nodeId("SupplierWorker", w.ids.procurementWorker) } }),
    refused: unseen(), control: owner(S.procurementWorkerLastName, S.procurementJob, S.certificateName, S.ownFileName) },
  { name: "fitnessCertificateCategories", phase: "read",
    call: (w) => ({ query: `query ($p: ID!, $w: ID!) { fitnessCertificateCategories(procurementId: $p, workerId: $w) { code alreadyPresent } }`,
      variables: { p: nodeId("Procurement", w.ids.procurement), w: nodeId("SupplierWorker", w.ids.procurementWorker) } }),
    refused: outsiders(), control: owner('"alreadyPresent":true') },
  { name: "matchingWorkerDocuments", phase: "read",
    call: (w) => ({ query: `query ($w: ID!) { matchingWorkerDocuments(workerId: $w, categoryCode: "IDO") { attachmentFilename file { originalName } } }`, variables: { w: nodeId("SupplierWorker", w.ids.procurementWorker) } }),
    refused: outsiders({ otherCustomer: "forbidden", worker: "forbidden", customer: "forbidden" }), control: owner(S.ownFileName) },
  { name: "saveSupplierWorkerAttachment (sostituzione, multipart)", phase: "edit",
    call: mutation("saveSupplierWorkerAttachment", "supplierWorkerAttachment { attachmentFilename }", (w) => ({ id: nodeId("SupplierWorkerAttachment", w.ids.ownFile), categoryCode: "IDO", attachmentFilename: S.ownFileName }), true),
    refused: outsiders({ customer: "notFound" }), control: owner("SaveSupplierWorkerAttachmentSuccess", S.ownFileName) },
  { name: "deleteSupplierWorkerAttachment", phase: "delete", call: mutation("deleteSupplierWorkerAttachment", "deletedId", (w) => ({ id: nodeId("SupplierWorkerAttachment", w.ids.spareOwnFiles[1]) })),
    refused: outsiders({ level1: "forbidden", customer: "notFound" }), control: owner("DeleteSupplierWorkerAttachmentSuccess") },
  { name: "deleteSupplierAttachment", phase: "delete", call: mutation("deleteSupplierAttachment", "deletedId", (w) => ({ id: nodeId("SupplierAttachment", w.ids.attachment) })),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("DeleteSupplierAttachmentSuccess") },
  { name: "deleteSupplierWorker", phase: "delete", call: mutation("deleteSupplierWorker", "deletedId", (w) => ({ id: nodeId("SupplierWorker", w.ids.worker) })),
    refused: outsiders({ level1: "forbidden", customer: "notFound" }), control: owner("DeleteSupplierWorkerSuccess") },
  // By then the controls have approved Alfa's DURC: Alfa replaces it and no longer deletes it, the customer (level 5) may.
  { name: "deleteRequiredDocument", phase: "delete", call: mutation("deleteRequiredDocument", "requiredDocument { attachmentName file { originalName } }", (w) => ({ id: nodeId("RequiredDocument", w.ids.durc) })),
    refused: outsiders({ level1: "forbidden", apiClient: "forbidden" }), control: customer("DeleteRequiredDocumentSuccess", '"attachmentName":null,"file":null') },
  { name: "deleteFitnessCertificate", phase: "delete", call: mutation("deleteFitnessCertificate", "deletedId", (w) => ({ id: nodeId("FitnessCertificate", w.ids.spareCertificate) })),
    refused: outsiders({ level1: "forbidden" }), control: owner("DeleteFitnessCertificateSuccess") },
  { name: "removeProcurementWorker", phase: "delete", call: mutation("removeProcurementWorker", "deletedId", (w) => ({ id: nodeId("ProcurementWorker", w.ids.sparePivot) })),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("RemoveProcurementWorkerSuccess") },
  // ─── vehicles, machines and tools (issue 10) ───
  { name: "node(ProcurementElement) con documenti e conformità", phase: "read",
    call: node("ProcurementElement", (w) => w.ids.vehicle, "makerAndModel approvalMode compliance { state reasons } documents { documentName file { originalName downloadUrl } }"),
    refused: unseen(), control: owner(S.elementModel, S.elementDocumentName) },
  { name: "node(ElementDocument)", phase: "read", call: node("ElementDocument", (w) => w.ids.vehicleDoc, "documentName approval file { originalName } element { makerAndModel }"),
    refused: unseen(), control: owner(S.elementDocumentName) },
  { name: "ProcurementSupplier.elements (mezzi; macchine e attrezzature), requiredElementDocuments", phase: "read",
    call: node("ProcurementSupplier", (w) => w.ids.alfaLink, "machineryApprovalMode requiredElementDocuments(kind: EQUIPMENT) vehicles: elements(kinds: [EQUIPMENT], first: 10) { totalCount edges { node { makerAndModel } } } machineriesAndTools: elements(kinds: [MACHINERY, TOOL], first: 10) { edges { node { makerAndModel documents { documentName } } } }"),
    refused: unseen(), control: owner(S.elementModel, "Carta di circolazione") },
  { name: "createElement", phase: "edit",
    call: mutation("createElement", "element { makerAndModel }", (w) => ({ procurementSupplierId: nodeId("ProcurementSupplier", w.ids.alfaLink), kind: "TOOL", type: "Trapano", makerAndModel: "Bosch nuovo" })),
    refused: outsiders({ customer: "forbidden" }), control: owner("CreateElementSuccess", "Bosch nuovo") },
  { name: "updateElement", phase: "edit",
    call: mutation("updateElement", "element { makerAndModel }", (w) => ({ id: nodeId("ProcurementElement", w.ids.vehicle), type: "Furgone", makerAndModel: S.elementModel })),
    refused: outsiders({ customer: "forbidden" }), control: owner("UpdateElementSuccess", S.elementModel) },
  { name: "uploadElementDocument (file, multipart)", phase: "edit",
    call: mutation("uploadElementDocument", "document { documentName }", (w) => ({ elementId: nodeId("ProcurementElement", w.ids.machine), documentName: "Verifica INAIL", documentDate: "2026-01-15", noExpire: true }), true),
    refused: outsiders({ customer: "forbidden" }), control: owner("UploadElementDocumentSuccess", "Verifica INAIL") },
  { name: "updateElementDocument", phase: "edit",
    call: mutation("updateElementDocument", "document { documentName }", (w) => ({ id: nodeId("ElementDocument", w.ids.vehicleDoc), documentName: S.elementDocumentName, documentDate: "2026-01-15", noExpire: true })),
    refused: outsiders({ customer: "forbidden" }), control: owner("UpdateElementDocumentSuccess", S.elementDocumentName) },
  { name: "setElementDocumentApproval", phase: "edit",
    call: mutation("setElementDocumentApproval", "document { approval }", (w) => ({ id: nodeId("ElementDocument", w.ids.machineDoc), approval: "APPROVED" })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", apiClient: "forbidden" }), control: customer("SetElementDocumentApprovalSuccess", "APPROVED") },
  { name: "setElementApproval", phase: "edit",
    call: mutation("setElementApproval", "element { approval }", (w) => ({ id: nodeId("ProcurementElement", w.ids.reviewVehicle), approval: "APPROVED" })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", apiClient: "forbidden" }), control: customer("SetElementApprovalSuccess", "APPROVED") },
  { name: "deleteElementDocument", phase: "delete", call: mutation("deleteElementDocument", "deletedDocumentId", (w) => ({ id: nodeId("ElementDocument", w.ids.gqlSpareDoc) })),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("DeleteElementDocumentSuccess") },
  { name: "deleteElement", phase: "delete", call: mutation("deleteElement", "deletedElementId", (w) => ({ id: nodeId("ProcurementElement", w.ids.gqlSpareElement) })),
    refused: outsiders({ level1: "forbidden", customer: "forbidden" }), control: owner("DeleteElementSuccess") },
  // ─── compliance for third-party systems and API keys ───
  { name: "procurementCompliance", phase: "read",
    call: (w) => ({ query: `query ($p: ID!) { procurementCompliance(procurementId: $p) { trafficLight complianceReasons { label supplierName } suppliers { note complianceReasons { label } } } }`,
      variables: { p: nodeId("Procurement", w.ids.procurement) } }),
    refused: { otherSupplier: "noLeak", otherCustomer: "hidden", worker: "hidden", anonymous: "unauthenticated" }, control: owner(S.linkNote, S.procurementWorkerLastName) },
  { name: "supplierCompliance", phase: "read",
    call: (w) => ({ query: `query ($p: ID!, $s: ID!) { supplierCompliance(procurementId: $p, supplierId: $s) { note trafficLight complianceReasons { label } } }`,
      variables: { p: nodeId("Procurement", w.ids.procurement), s: nodeId("Supplier", w.ids.alfa) } }),
    refused: { otherSupplier: "hidden", otherCustomer: "hidden", worker: "hidden", anonymous: "unauthenticated" }, control: owner(S.linkNote, S.procurementWorkerLastName) },
  { name: "supplierComplianceOverview", phase: "read",
    call: (w) => ({ query: `query ($s: ID!) { supplierComplianceOverview(supplierId: $s) { trafficLight procurements { note trafficLight complianceReasons { label kind category } } } }`,
      variables: { s: nodeId("Supplier", w.ids.alfa) } }),
    refused: { otherSupplier: "hidden", otherCustomer: "hidden", worker: "hidden", anonymous: "unauthenticated" }, control: owner(S.linkNote) },
  { name: "workerCompliance", phase: "read",
    call: (w) => ({ query: `query ($p: ID!, $w: ID!) { workerCompliance(procurementId: $p, workerId: $w) { mayEnterToday job worker { lastName } complianceReasons { label } } }`,
      variables: { p: nodeId("Procurement", w.ids.procurement), w: nodeId("SupplierWorker", w.ids.procurementWorker) } }),
    refused: { otherSupplier: "hidden", otherCustomer: "hidden", worker: "hidden", anonymous: "unauthenticated" }, control: owner(S.procurementWorkerLastName, S.procurementJob) },
  { name: "apiKeys e node(ApiKey)", phase: "read",
    call: (w) => ({ query: `query ($id: ID!) { apiKeys { name } node(id: $id) { ... on ApiKey { name lastUsedAt } } }`, variables: { id: nodeId("ApiKey", w.ids.apiKey) } }),
    refused: { owner: "hidden", level1: "hidden", otherSupplier: "hidden", otherCustomer: "hidden", worker: "hidden", anonymous: "unauthenticated", apiClient: "hidden" },
    control: customer(API_KEY_NAME) },
  { name: "createApiKey", phase: "edit", call: mutation("createApiKey", "token apiKey { name }", () => ({ name: "Nuovo ERP" })),
    refused: { owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", worker: "forbidden", anonymous: "unauthenticated", apiClient: "forbidden" },
    control: customer("CreateApiKeySuccess", "Nuovo ERP") },
  { name: "revokeApiKey", phase: "delete", call: mutation("revokeApiKey", "apiKey { name revokedAt }", (w) => ({ id: nodeId("ApiKey", w.ids.apiKey) })),
    refused: outsiders({ owner: "notFound", level1: "notFound", apiClient: "forbidden" }), control: customer("RevokeApiKeySuccess", API_KEY_NAME) },
  // ─── the customer's approvals inbox (level 3 and up of the procurement's customer; each level: review-inbox.test.ts) ───
  { name: "reviewInbox e reviewInboxSummary", phase: "read",
    call: () => ({ query: `{ reviewInbox(first: 50) { edges { node { title subject supplierName fileUrl } } } reviewInboxSummary { total suppliers { label } } }`, variables: {} }),
    refused: { owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", otherCustomer: "noLeak", worker: "forbidden", anonymous: "unauthenticated", apiClient: "forbidden" },
    control: customer(S.certificateName) },
  { name: "decideReviewItems", phase: "edit",
    call: mutation("decideReviewItems", "decided", (w) => ({ items: [{ kind: "PARTICIPATION", databaseId: w.ids.sparePivot, decision: "APPROVED" }] })),
    refused: { owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", otherCustomer: "notFound", worker: "forbidden", anonymous: "unauthenticated", apiClient: "forbidden" },
    control: customer("DecideReviewItemsSuccess") },
  // ─── a company's users (its level-5 users manage them) ───
  { name: "companyUsers e node(CompanyUser)", phase: "read",
    call: (w) => ({ query: `query ($id: ID!) { companyUsers(first: 10) { edges { node { email userLevel } } } node(id: $id) { ... on CompanyUser { email lastLoginAt } } }`,
      variables: { id: nodeId("CompanyUser", w.ids.level1User) } }),
    refused: { level1: "hidden", otherSupplier: "hidden", customer: "hidden", otherCustomer: "hidden", worker: "hidden", anonymous: "unauthenticated", apiClient: "hidden" },
    control: owner(ALFA_LEVEL1_EMAIL) },
  { name: "inviteCompanyUser", phase: "edit",
    call: mutation("inviteCompanyUser", "user { email }", () => ({ email: "nuova.collega@alfa.it", firstName: "Nadia", lastName: "Alfieri", level: 2 })),
    refused: { level1: "forbidden", worker: "forbidden", anonymous: "unauthenticated", apiClient: "forbidden" },
    control: owner("InviteCompanyUserSuccess", "nuova.collega@alfa.it") },
  { name: "setCompanyUserLevel", phase: "edit", call: mutation("setCompanyUserLevel", "user { email userLevel }", (w) => ({ id: nodeId("CompanyUser", w.ids.level1User), level: 1 })),
    refused: outsiders({ level1: "forbidden", customer: "notFound", worker: "forbidden", apiClient: "forbidden" }), control: owner("SetCompanyUserLevelSuccess", ALFA_LEVEL1_EMAIL) },
  { name: "setCompanyUserActive", phase: "edit", call: mutation("setCompanyUserActive", "user { email active }", (w) => ({ id: nodeId("CompanyUser", w.ids.level1User), active: true })),
    refused: outsiders({ level1: "forbidden", customer: "notFound", worker: "forbidden", apiClient: "forbidden" }), control: owner("SetCompanyUserActiveSuccess", ALFA_LEVEL1_EMAIL) },
  // The customer's set-up of its procurements: only its own users, level 3 to edit and 5 to close, delete and take
  // away (each level: tests/api/procurement-setup.test.ts). Alfa and Beta are on the procurements: they see them,
  // and are told they may not.
  { name: "createProcurement", phase: "edit", call: mutation("createProcurement", "procurement { label }", () => ({ label: "APP-2026-09 Nuovo del committente" })),
    refused: { owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", worker: "forbidden", anonymous: "unauthenticated", apiClient: "forbidden" },
    control: customer("CreateProcurementSuccess", "APP-2026-09 Nuovo del committente") },
  { name: "updateProcurement", phase: "edit",
    call: mutation("updateProcurement", "procurement { label constructionSite }", (w) => ({ id: nodeId("Procurement", w.ids.setupProcurement), label: "APP-2026-02 Rinominato", constructionSite: true })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", apiClient: "forbidden" }), control: customer("UpdateProcurementSuccess", "APP-2026-02 Rinominato") },
  { name: "uploadProcurementFile (multipart)", phase: "edit",
    call: mutation("uploadProcurementFile", "procurement { files { label } }", (w) => ({ procurementId: nodeId("Procurement", w.ids.setupProcurement), label: "Piano di sicurezza pubblicato" }), true),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", apiClient: "forbidden" }), control: customer("UploadProcurementFileSuccess", "Piano di sicurezza pubblicato") },
  { name: "addProcurementSupplier (registra un nuovo fornitore)", phase: "edit",
    call: mutation("addProcurementSupplier", "procurement { suppliers { supplier { companyName } } }", (w) => ({
      procurementId: nodeId("Procurement", w.ids.setupProcurement), parentSupplierId: nodeId("Supplier", w.ids.beta),
      newSupplier: { companyName: "Gamma Ponteggi Srl", vatNumber: "01234567897", email: "amministratore@gamma-ponteggi.it" } })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", apiClient: "forbidden" }), control: customer("AddProcurementSupplierSuccess", "Gamma Ponteggi Srl") },
  { name: "closeProcurement", phase: "edit", call: mutation("closeProcurement", "procurement { closedAt }", (w) => ({ id: nodeId("Procurement", w.ids.closingProcurement) })),
    refused: { owner: "forbidden", level1: "forbidden", otherSupplier: "notFound", otherCustomer: "notFound", worker: "notFound", anonymous: "unauthenticated", apiClient: "forbidden" },
    control: customer("CloseProcurementSuccess", "closedAt") },
  { name: "deleteProcurementFile", phase: "delete", call: mutation("deleteProcurementFile", "id", (w) => ({ id: nodeId("ProcurementFile", w.ids.setupFile) })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", apiClient: "forbidden" }), control: customer("DeleteProcurementFileSuccess") },
  { name: "removeProcurementSupplier", phase: "delete", call: mutation("removeProcurementSupplier", "id", (w) => ({ id: nodeId("ProcurementSupplier", w.ids.setupBetaLink) })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", apiClient: "forbidden" }), control: customer("RemoveProcurementSupplierSuccess") },
  { name: "deleteProcurement", phase: "delete", call: mutation("deleteProcurement", "deletedId", (w) => ({ id: nodeId("Procurement", w.ids.setupProcurement) })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", apiClient: "forbidden" }), control: customer("DeleteProcurementSuccess") },
  // The customer's sites (factories): its own users from level 3; another customer's site does not exist to anyone
  // else (each level and the duplicate names: tests/api/factories.test.ts).
  { name: "createFactory", phase: "edit", call: mutation("createFactory", "factory { name } customer { factories { name } }", () => ({ name: "Stabilimento nuovo di Fidenza" })),
    refused: customerOnly({ level1: "forbidden", customerLevel1: "forbidden" }), control: customer("CreateFactorySuccess", "Stabilimento nuovo di Fidenza", C.factory) },
  { name: "updateFactory", phase: "edit",
    call: mutation("updateFactory", "factory { name address }", (w) => ({ id: nodeId("Factory", w.ids.factory), name: C.factory, address: "Via Emilia Pavese 12" })),
    refused: { ...customerObject, level1: "notFound", customerLevel1: "forbidden", apiClient: "forbidden" }, control: customer("UpdateFactorySuccess", C.factory, "Via Emilia Pavese 12") },
  { name: "Customer.factoryList", phase: "read",
    call: () => ({ query: "{ viewer { customer { factoryList(first: 10) { totalCount edges { node { name procurementCount workerCount viewerCanDelete { allowed } } } } } } }", variables: {} }),
    refused: { owner: "hidden", level1: "hidden", otherSupplier: "hidden", otherCustomer: "hidden", worker: "hidden", supplierWorker: "hidden", anonymous: "hidden", apiClient: "hidden" },
    control: customer(C.factory, C.spareFactory) },
  { name: "deleteFactory", phase: "delete", call: mutation("deleteFactory", "deletedId customer { factories { name } }", (w) => ({ id: nodeId("Factory", w.ids.spareFactory) })),
    refused: { ...customerObject, level1: "notFound", customerLevel1: "forbidden", apiClient: "forbidden" }, control: customer("DeleteFactorySuccess", C.factory) },
  // ─── the customer's workforce (its own employees) ───
  { name: "workforce e node(WorkforceWorker)", phase: "read",
    call: (w) => ({ query: `query ($id: ID!) { workforce(first: 10, search: "Dipendenti") { totalCount edges { node { lastName fiscalCode factory { name } job { name }
      files { file { originalName } } photo { originalName } } } } node(id: $id) { ... on WorkforceWorker { lastName fiscalCode } } }`, variables: { id: nodeId("WorkforceWorker", w.ids.ownEmployee) } }),
    refused: { owner: "hidden", otherSupplier: "hidden", otherCustomer: "hidden", worker: "hidden", supplierWorker: "hidden", anonymous: "hidden", apiClient: "hidden" },
    control: customer(C.employeeLastName, C.fiscalCode, C.factory, C.job, C.employeeFile, C.employeePhoto) },
  { name: "workforceFactories, workforceDepartments, workforceJobs, workforceJobHazards", phase: "read",
    call: (w) => ({ query: `query ($f: Int!, $j: Int!) { workforceFactories { name } workforceDepartments { name } workforceJobs(factoryId: $f) { name } workforceJobHazards(jobId: $j) { name level } }`,
      variables: { f: w.ids.factory, j: w.ids.job } }),
    refused: customerOnly({ otherCustomer: "hidden", supplierWorker: "forbidden", apiClient: "forbidden" }), control: customer(C.factory, C.department, C.job, C.hazard) },
  { name: "setWorkforceWorkerPhoto (multipart)", phase: "edit",
    call: (w) => ({ ...mutation("setWorkforceWorkerPhoto", "worker { lastName photo { originalName } }", () => ({ workerId: nodeId("WorkforceWorker", w.ids.ownEmployee) }), true)(w), uploadAs: PHOTO }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound", apiClient: "forbidden" }), control: customer("SetWorkforceWorkerPhotoSuccess", C.employeeLastName, PHOTO.name) },
  { name: "addWorkforceWorkerFile (multipart)", phase: "edit",
    call: mutation("addWorkforceWorkerFile", "worker { lastName files { file { originalName } } }", (w) => ({ workerId: nodeId("WorkforceWorker", w.ids.ownEmployee) }), true),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound", apiClient: "forbidden" }), control: customer("AddWorkforceWorkerFileSuccess", C.employeeLastName, C.employeeFile) },
  { name: "deleteWorkforceWorkerFile", phase: "delete",
    call: mutation("deleteWorkforceWorkerFile", "worker { lastName }", (w) => ({ fileId: w.ids.spareEmployeeFile })),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound", apiClient: "forbidden" }), control: customer("DeleteWorkforceWorkerFileSuccess", C.employeeLastName) },
  // ─── the customer's catalogue of document categories and what each procurement asks ───
  { name: "requirementCatalogue", phase: "read", call: () => ({ query: "{ requirementCatalogue { code label } }", variables: {} }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "hidden", apiClient: "forbidden" }), control: customer(C.category) },
  { name: "createDocumentCategory", phase: "edit",
    call: mutation("createDocumentCategory", "category { code label }", () => ({ code: "NUOVA", label: "Nuova categoria del committente", expires: true })),
    refused: customerOnly({ customerLevel1: "forbidden", apiClient: "forbidden" }), control: customer("CreateDocumentCategorySuccess", "Nuova categoria del committente") },
  { name: "updateDocumentCategory", phase: "edit",
    call: mutation("updateDocumentCategory", "category { code label }", (w) => ({ id: nodeId("SupplierDocumentCategory", w.ids.catalogueCategory), code: "RISC", label: C.category, expires: false })),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound", apiClient: "forbidden" }), control: customer("UpdateDocumentCategorySuccess", C.category) },
  { name: "setProcurementRequirements", phase: "edit",
    call: mutation("setProcurementRequirements", "requirements { defaults { mandatory } }", (w) => ({
      procurementId: nodeId("Procurement", w.ids.setupProcurement), categories: [{ categoryId: nodeId("SupplierDocumentCategory", w.ids.catalogueCategory), mandatory: true }] })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", customerLevel1: "forbidden", apiClient: "forbidden" }),
    control: customer("SetProcurementRequirementsSuccess", '"mandatory":true') },
  { name: "setSupplierRequirements", phase: "edit",
    call: mutation("setSupplierRequirements", "requirements { suppliers { companyName categories { mandatory } } }", (w) => ({
      procurementId: nodeId("Procurement", w.ids.setupProcurement), supplierId: nodeId("Supplier", w.ids.alfa),
      categories: [{ categoryId: nodeId("SupplierDocumentCategory", w.ids.catalogueCategory), mandatory: false }] })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", customerLevel1: "forbidden", apiClient: "forbidden" }),
    control: customer("SetSupplierRequirementsSuccess", '"mandatory":false') },
  { name: "copyProcurementRequirements", phase: "edit",
    call: mutation("copyProcurementRequirements", "requirements { defaults { mandatory } }", (w) => ({
      procurementId: nodeId("Procurement", w.ids.setupProcurement), fromProcurementId: nodeId("Procurement", w.ids.sourceProcurement) })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", customerLevel1: "forbidden", apiClient: "forbidden" }),
    control: customer("CopyProcurementRequirementsSuccess", '"mandatory":true') },
  // ─── the customer's webhooks: its level-5 users only ───
  { name: "webhookEndpoints e node(WebhookEndpoint, WebhookDelivery)", phase: "read",
    call: (w) => ({ query: `query ($id: ID!, $delivery: ID!) { webhookEndpoints { url } node(id: $id) { ... on WebhookEndpoint { url deliveries(first: 5) { edges { node { eventId } } } } }
      delivery: node(id: $delivery) { ... on WebhookDelivery { eventId status } } }`, variables: { id: nodeId("WebhookEndpoint", w.ids.webhookEndpoint), delivery: nodeId("WebhookDelivery", w.ids.webhookDelivery) } }),
    refused: { ...unseen(), owner: "hidden", customerLevel1: "hidden", supplierWorker: "hidden", apiClient: "hidden", anonymous: "unauthenticated" }, control: customer(WEBHOOK_URL, "msg_isolamento") },
  { name: "createWebhookEndpoint", phase: "edit", call: mutation("createWebhookEndpoint", "secret endpoint { url }", () => ({ url: "https://93.184.216.34/nuovo-webhook", eventTypes: ["DOCUMENT_UPLOADED"] })),
    refused: customerOnly({ level1: "forbidden", customerLevel1: "forbidden" }), control: customer("CreateWebhookEndpointSuccess", "https://93.184.216.34/nuovo-webhook") },
  { name: "updateWebhookEndpoint", phase: "edit",
    call: mutation("updateWebhookEndpoint", "endpoint { url description }", (w) => ({ id: nodeId("WebhookEndpoint", w.ids.webhookEndpoint), description: "ERP della sede" })),
    refused: webhookManagerOnly, control: customer("UpdateWebhookEndpointSuccess", WEBHOOK_URL, "ERP della sede") },
  { name: "rotateWebhookSecret", phase: "edit",
    call: mutation("rotateWebhookSecret", "secret endpoint { url }", (w) => ({ id: nodeId("WebhookEndpoint", w.ids.webhookEndpoint), overlapHours: 24 })),
    refused: webhookManagerOnly, control: customer("RotateWebhookSecretSuccess", WEBHOOK_URL, "whsec_") },
  { name: "sendWebhookTestEvent", phase: "edit",
    call: mutation("sendWebhookTestEvent", "endpoint { url }", (w) => ({ id: nodeId("WebhookEndpoint", w.ids.webhookEndpoint) })),
    refused: webhookManagerOnly, control: customer("SendWebhookTestEventSuccess", WEBHOOK_URL) },
  { name: "redeliverWebhook", phase: "edit",
    call: mutation("redeliverWebhook", "endpoint { url }", (w) => ({ deliveryId: nodeId("WebhookDelivery", w.ids.webhookDelivery) })),
    refused: webhookManagerOnly, control: customer("RedeliverWebhookSuccess", WEBHOOK_URL) },
  { name: "createCalendarAppointment", phase: "edit",
    call: (w) => ({
      query: `mutation ($input: CalendarAppointmentInput!) { createCalendarAppointment(input: $input) { __typename ... on CreateCalendarAppointmentSuccess { data { date time doctorName } } ... on Error { message } } }`,
      variables: { input: { doctorId: w.ids.doctor, workerId: w.ids.ownEmployee, date: "2026-12-08", time: "10:00", timeEnd: "10:30", resourceIds: [w.ids.resource], note: "Visita GraphQL del committente" } },
    }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: customer("CreateCalendarAppointmentSuccess", "2026-12-08") },
  { name: "updateCalendarAppointment", phase: "edit",
    call: (w) => ({
      query: `mutation ($id: Int!, $input: CalendarAppointmentInput!) { updateCalendarAppointment(id: $id, input: $input) { __typename ... on UpdateCalendarAppointmentSuccess { data { date time } } ... on Error { message } } }`,
      // What the REST PUT leaves, so the entries after it read the same appointment.
      variables: { id: w.ids.appointment, input: { doctorId: w.ids.doctor, workerId: w.ids.ownEmployee, date: "2026-12-04", time: "09:00", timeEnd: "09:30", resourceIds: [w.ids.resource], note: C.appointmentNote } },
    }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: customer("UpdateCalendarAppointmentSuccess", "2026-12-04") },
  { name: "deleteCalendarAppointment", phase: "delete",
    call: (w) => ({
      query: `mutation ($id: Int!) { deleteCalendarAppointment(id: $id) { __typename ... on DeleteCalendarAppointmentSuccess { data } ... on Error { message } } }`,
      variables: { id: w.ids.gqlSpareAppointment },
    }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound" }), control: customer("DeleteCalendarAppointmentSuccess") },
  { name: "redeliverWebhooksSince", phase: "edit",
    call: mutation("redeliverWebhooksSince", "count endpoint { url }", (w) => ({ id: nodeId("WebhookEndpoint", w.ids.webhookEndpoint), since: "2026-01-01T00:00:00.000Z" })),
    refused: webhookManagerOnly, control: customer("RedeliverWebhooksSinceSuccess", WEBHOOK_URL) },
  { name: "deleteWebhookEndpoint", phase: "delete",
    call: mutation("deleteWebhookEndpoint", "endpoint { url }", (w) => ({ id: nodeId("WebhookEndpoint", w.ids.webhookEndpoint) })),
    refused: webhookManagerOnly, control: customer("DeleteWebhookEndpointSuccess") },
  // ─── the catalogue's other parts and the worker and element requirements of a procurement ───
  { name: "workerRequirementCatalogue, elementDocumentCatalogue", phase: "read",
    call: () => ({ query: "{ workerRequirementCatalogue { code label } elementDocumentCatalogue { kind name } }", variables: {} }),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "hidden", apiClient: "forbidden" }), control: customer(C.elementDocumentType) },
  { name: "saveWorkerCategory", phase: "edit",
    call: mutation("saveWorkerCategory", "id", () => ({ code: "SALDATURA", label: "Patentino di saldatura del committente" })),
    refused: customerOnly({ customerLevel1: "forbidden", apiClient: "forbidden" }), control: customer("SaveWorkerCategorySuccess") },
  { name: "createElementDocumentType", phase: "edit",
    call: mutation("createElementDocumentType", "id", () => ({ kind: "MACHINERY", name: "Verbale di collaudo del committente" })),
    refused: customerOnly({ customerLevel1: "forbidden", apiClient: "forbidden" }), control: customer("CreateElementDocumentTypeSuccess") },
  { name: "setCategoryDefaultDocument (multipart)", phase: "edit",
    call: mutation("setCategoryDefaultDocument", "id", (w) => ({ categoryId: nodeId("SupplierDocumentCategory", w.ids.catalogueCategory) }), true),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound", apiClient: "forbidden" }), control: customer("SetCategoryDefaultDocumentSuccess") },
  { name: "setOtherRequirements", phase: "edit",
    call: mutation("setOtherRequirements", "requirements { workerCategoryCodes suppliers { companyName elementDocuments { documentName } } }", (w) => ({
      procurementId: nodeId("Procurement", w.ids.setupProcurement), supplierId: nodeId("Supplier", w.ids.alfa),
      workerCategoryCodes: [], elementDocuments: [{ kind: "EQUIPMENT", documentName: "Carta di circolazione del mezzo" }] })),
    refused: outsiders({ owner: "forbidden", level1: "forbidden", otherSupplier: "forbidden", customerLevel1: "forbidden", apiClient: "forbidden" }),
    control: customer("SetOtherRequirementsSuccess", "Carta di circolazione del mezzo") },
  { name: "removeCategoryDefaultDocument", phase: "delete",
    call: mutation("removeCategoryDefaultDocument", "id", (w) => ({ categoryId: nodeId("SupplierDocumentCategory", w.ids.catalogueCategory) })),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound", apiClient: "forbidden" }), control: customer("RemoveCategoryDefaultDocumentSuccess") },
  { name: "deleteElementDocumentType", phase: "delete",
    call: mutation("deleteElementDocumentType", "id", (w) => ({ id: nodeId("ElementDocumentType", w.ids.elementDocumentType) })),
    refused: customerOnly({ customerLevel1: "forbidden", otherCustomer: "notFound", apiClient: "forbidden" }), control: customer("DeleteElementDocumentTypeSuccess") },
  { name: "rotateApiKey", phase: "edit",
    // The old secret keeps working for a day: the apiClient actor's token stays valid for the calls after.
    call: mutation("rotateApiKey", "token apiKey { name }", (w) => ({ id: nodeId("ApiKey", w.ids.apiKey), overlapHours: 24 })),
    refused: outsiders({ owner: "notFound", level1: "notFound", customerLevel1: "notFound", apiClient: "forbidden" }), control: customer("RotateApiKeySuccess", API_KEY_NAME) },
  // ─── the worker area of a supplier's workers (its level-5 users give and take the access) ───
  { name: "ownSupplierWorkerArea", phase: "read",
    call: () => ({ query: "{ ownSupplierWorkerArea { lastName employer documents { name file { originalName } } procurements { procurementLabel } } }", variables: {} }),
    refused: { owner: "hidden", customer: "hidden", otherSupplier: "hidden", otherCustomer: "hidden", worker: "hidden", anonymous: "unauthenticated", apiClient: "hidden" },
    control: { actor: "supplierWorker", proof: [S.procurementWorkerLastName, S.ownFileName] } },
  { name: "grantWorkerAreaAccess", phase: "edit",
    call: mutation("grantWorkerAreaAccess", "supplierWorker { lastName workerAreaAccess { email active } }", (w) => ({ supplierWorkerId: nodeId("SupplierWorker", w.ids.freeWorker2), email: "ugo@alfa-cantieri.it" })),
    refused: outsiders({ level1: "forbidden", customer: "notFound", supplierWorker: "notFound", apiClient: "forbidden" }), control: owner("GrantWorkerAreaAccessSuccess", "ugo@alfa-cantieri.it") },
  { name: "revokeWorkerAreaAccess", phase: "delete",
    call: mutation("revokeWorkerAreaAccess", "supplierWorker { lastName workerAreaAccess { email active } }", (w) => ({ supplierWorkerId: nodeId("SupplierWorker", w.ids.procurementWorker) })),
    refused: outsiders({ level1: "forbidden", customer: "forbidden", supplierWorker: "notFound", apiClient: "forbidden" }),
    control: owner("RevokeWorkerAreaAccessSuccess", "piero@alfa-cantieri.it", '"active":false') },
  // ─── the dashboard: each company's own procurements ───
  { name: "dashboard", phase: "read",
    call: () => ({ query: "{ dashboard { items { label procurementLabel supplierName details } procurements { label } waiting { procurementLabel supplierName } } }", variables: {} }),
    refused: { otherSupplier: "noLeak", otherCustomer: "hidden", worker: "forbidden", supplierWorker: "forbidden", anonymous: "unauthenticated", apiClient: "forbidden" },
    control: customer(S.hiddenProcurement) },
];

const ENTRIES = [...REST_ENTRIES, ...GRAPHQL_ENTRIES];
const PHASES = ["read", "edit", "delete"] as const;
const CONTROL_ORDER = [...ENTRIES].sort((a, b) => PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase));
const actorsOf = (entry: Entry) => Object.keys(entry.refused) as IsolationActor[];

// Routes of other issues' areas: sign-in and password (customersupp/*, cs/storepass) and the worker area (wr/*).
const NOT_THIS_ISSUE = [/^\w+ \/api\/customersupp\//, /^POST \/api\/cs\/storepass$/, /^\w+ \/api\/wr\//];
// logout revokes only the token it is sent with (tests/api/auth-session.test.ts), and setExpiryReminders writes only the
// viewer's own user (tests/api/expiry-reminders.test.ts): there is no object of another's to name.
const AUTH_MUTATIONS = ["login", "logout", "requestPasswordReset", "resetPassword", "changePassword", "setExpiryReminders"];
const NOT_THIS_ISSUE_NODES = ["User", "Worker", "Examination", "TrainingProtocol"]; // sign-in and worker area (tests/api/worker-area.test.ts)

// The root fields and node types a GraphQL document asks for ("mutation.updateSupplier", "node:Supplier").
function coverageOf(query: string): string[] {
  const covered: string[] = [];
  for (const definition of parse(query).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const field of definition.selectionSet.selections) {
      if (field.kind !== Kind.FIELD) continue;
      covered.push(`${definition.operation}.${field.name.value}`);
      for (const inner of field.selectionSet?.selections ?? []) {
        if (inner.kind === Kind.INLINE_FRAGMENT && inner.typeCondition) covered.push(`node:${inner.typeCondition.name.value}`);
      }
    }
  }
  return covered;
}

describe.each(databaseKinds)("matrice di isolamento dell'issue 3 (%s)", (kind) => {
  let t: TestApp;
  let w: IsolationWorld;
  // The state the next refused call must leave as it finds it.
  let last: Awaited<ReturnType<typeof isolationSnapshot>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createIsolationWorld(t);
    last = await isolationSnapshot(t);
  });
  afterAll(async () => t?.close());

  describe.each(ENTRIES)("$name", (entry) => {
    it.each(actorsOf(entry))("%s: rifiutato, nessun dato di Alfa, nulla cambia", async (actor) => {
      const call = entry.call(w);
      // GraphQL refuses an anonymous caller every operation but signing in before any resolver runs
      // (server/graphql/anonymous-operations.ts): whatever the resolver would answer, the gate answers first.
      const refusal = actor === "anonymous" && !isRest(call) ? "unauthenticated" : entry.refused[actor]!;
      const answer = await sendMatrixCall(t, call, w.pdf, w.tokens[actor]);
      const after = await isolationSnapshot(t);
      const before = last;
      last = after;
      expect({ status: answer.status, outcome: answer.outcome }).toEqual(
        isRest(call) ? { status: STATUS[refusal], outcome: String(STATUS[refusal]) } : { status: 200, outcome: GRAPHQL[refusal] },
      );
      const mustNotShow = refusal === "noLeak" ? SECRET_VALUES : [...SECRET_VALUES, ...entry.control.proof];
      expect(mustNotShow.filter((text) => answer.text.includes(text))).toEqual([]);
      expect(after).toEqual(before);
    });
  });

  it("Beta legge Alfa come \"Subappaltatore di\": la ragione sociale, senza telefono, email, indirizzo né comune", async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on ProcurementSupplier { parentSupplier { ${CONTACTS} } parentSupplierOptions { ${CONTACTS} } } } }`;
    const variables = { id: nodeId("ProcurementSupplier", w.ids.betaLink) };
    const byName = { companyName: ALFA_NAME, email: null, phone: null, address: null, municipality: null };
    const beta = await gql(t, query, variables, w.tokens.otherSupplier);
    expect(beta.body).toEqual({ data: { node: { parentSupplier: byName, parentSupplierOptions: [byName] } } });
    // The customer reads the same supplier with its contacts: only other suppliers are kept from them.
    const withContacts = { companyName: ALFA_NAME, email: S.email, phone: S.phone, address: S.address, municipality: { label: "Bologna (BO)" } };
    const viaCustomer = await gql(t, query, variables, w.tokens.customer);
    expect(viaCustomer.body).toEqual({ data: { node: { parentSupplier: withContacts, parentSupplierOptions: [withContacts] } } });
  });

  it("il semaforo che Beta vede sull'appalto condiviso conta solo i documenti di Beta", async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on Procurement { trafficLight suppliers { trafficLight } } } }`;
    const variables = { id: nodeId("Procurement", w.ids.procurement) };
    const beta = await gql(t, query, variables, w.tokens.otherSupplier);
    expect(beta.body).toEqual({ data: { node: { trafficLight: "GREEN", suppliers: [{ trafficLight: "GREEN" }] } } });
    // The customer sees Alfa's missing self-certification too: the procurement is red.
    const viaCustomer = await gql(t, query, variables, w.tokens.customer);
    expect(viaCustomer.body).toEqual({ data: { node: { trafficLight: "RED", suppliers: [{ trafficLight: "RED" }, { trafficLight: "GREEN" }] } } });
  });

  it("completezza REST: ogni percorso /api registrato di questo issue ha la sua voce, e ogni voce chiama il percorso che dichiara", () => {
    const registered = registeredRestRoutes().filter((route) => route.includes(" /api/") && !NOT_THIS_ISSUE.some((pattern) => pattern.test(route)));
    const covered = new Set(REST_ENTRIES.map((entry) => entry.route));
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !registered.includes(route ?? ""))).toEqual([]);
    for (const entry of REST_ENTRIES) {
      const call = entry.call(w) as RestCall;
      const [method, pattern] = entry.route!.split(" ") as [string, string];
      const route = new RegExp(`^${pattern.replace(/:\w+/g, "[^/?]+")}(\\?|$)`);
      expect(`${call.method} ${route.test(call.path)}`, entry.name).toBe(`${method} true`);
    }
  });

  it("completezza GraphQL: ogni mutation (tranne l'accesso), ogni campo di Query e ogni tipo Node di questo issue ha la sua voce", async () => {
    type Introspection = { mutation: { fields: { name: string }[] }; query: { fields: { name: string }[] }; node: { possibleTypes: { name: string }[] } };
    const { body } = await gql<Introspection>(t, `{ mutation: __type(name: "Mutation") { fields { name } } query: __type(name: "Query") { fields { name } }
      node: __type(name: "Node") { possibleTypes { name } } }`, {}, w.tokens.customer);
    const schema = body.data!;
    const expected = [
      ...schema.mutation.fields.filter((field) => !AUTH_MUTATIONS.includes(field.name)).map((field) => `mutation.${field.name}`),
      ...schema.query.fields.filter((field) => field.name !== "viewer").map((field) => `query.${field.name}`),
      ...schema.node.possibleTypes.filter((type) => !NOT_THIS_ISSUE_NODES.includes(type.name)).map((type) => `node:${type.name}`),
    ];
    const covered = new Set(GRAPHQL_ENTRIES.flatMap((entry) => { const call = entry.call(w); return isRest(call) ? [] : coverageOf(call.query); }));
    expect(expected.filter((name) => !covered.has(name))).toEqual([]);
  });

  // Last, since they change Alfa's data: the same calls by the owner (the customer for approvals) succeed and
  // show what the refused callers could not see, so a matrix of broken requests cannot pass as isolation.
  describe("controlli: chi ne ha diritto riesce con le stesse chiamate", () => {
    it.each(CONTROL_ORDER)("$name", async (entry) => {
      const call = (entry.control.call ?? entry.call)(w);
      const answer = await sendMatrixCall(t, call, w.pdf, w.tokens[entry.control.actor]);
      const status = entry.control.status ?? 200;
      expect({ status: answer.status, outcome: answer.outcome }).toEqual({ status, outcome: isRest(call) ? String(status) : "ok" });
      expect(entry.control.proof.filter((text) => !answer.text.includes(text))).toEqual([]);
    });
  });
});
