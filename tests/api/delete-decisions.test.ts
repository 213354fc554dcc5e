// Deleting does one clear thing and says what it did, and no screen offers a delete that always fails: a fitness
// certificate not required goes (file and row) in one delete; a required one loses its file and stays as MISSING,
// and the answer says so; each row tells the viewer whether it may be deleted and why not (viewerCanDelete), from
// the rule the delete itself applies. The same for a required document of tab 2 (an approved one stays for the
// supplier). On PGlite and PostgreSQL, through GraphQL as the screens ask.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { samplePdf } from "../fixtures/files";
import { globalId, gql, graphqlUpload } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type Actor = "alfa5" | "alfa3" | "customer5";
type Decision = { allowed: boolean; reason: string | null };
type Certificate = { id: string; category: { code: string }; hasFile: boolean; complianceState: string; viewerCanDelete: Decision };

const CARD = `query($id: ID!) { node(id: $id) { ... on ProcurementWorker { trafficLight
  fitnessCertificates { id category { code } hasFile complianceState viewerCanDelete { allowed reason } } } } }`;
const ADD = `mutation($input: AddFitnessCertificateInput!) { addFitnessCertificate(input: $input) { __typename ... on Error { message } ... on ValidationError { fieldErrors { field messages } } } }`;
const UPLOAD = `mutation($input: UploadFitnessCertificateInput!) { uploadFitnessCertificate(input: $input) { __typename ... on Error { message } } }`;
const DELETE = `mutation($input: DeleteFitnessCertificateInput!) { deleteFitnessCertificate(input: $input) {
  __typename ... on DeleteFitnessCertificateSuccess { data { outcome deletedId message } } ... on Error { message } } }`;
const DOCUMENT = `query($id: ID!) { node(id: $id) { ... on RequiredDocument { viewerCanDelete { allowed reason } } } }`;
const DELETE_DOCUMENT = `mutation($input: DeleteRequiredDocumentInput!) { deleteRequiredDocument(input: $input) { __typename ... on Error { message } } }`;

const REQUIRED_WITHOUT_FILE = "L'idoneità è richiesta dalle qualifiche del lavoratore o dall'appalto e non ha un file da eliminare";

describe.each(databaseKinds)("eliminare dice cosa fa e non si offre dove fallisce (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, worker: 0, pivot: 0, document: 0 };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.deps.prisma;
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-2026-12", workerMandatoryDocumentCategories: ["IDO"] } });
    await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: alfa.id } });
    await db.workerDocumentCategory.createMany({
      data: [
        { code: "IDO", label: "Idoneità sanitaria alla mansione", isStandard: true },
        { code: "FORM_GEN", label: "Formazione generale lavoratori", isStandard: true },
        { code: "QUOTA", label: "Attestato lavori in quota", requiredByFlag: "workAtHeight" },
      ],
    });
    const category = (code: string) => db.workerDocumentCategory.findFirstOrThrow({ where: { code, customerId: null } });
    const worker = await db.supplierWorker.create({ data: { supplierId: alfa.id, firstName: "Mario", lastName: "Rossi", sex: "M" } });
    const pivot = await db.procurementWorker.create({
      data: {
        procurementId: procurement.id, supplierId: alfa.id, supplierWorkerId: worker.id, approval: "APPROVED", workAtHeight: true,
        fitnessCertificates: { create: [{ categoryId: (await category("IDO")).id }, { categoryId: (await category("QUOTA")).id }] },
      },
    });
    const durc = await db.supplierDocumentCategory.create({ data: { code: "DURC", label: "DURC" } });
    Object.assign(ids, { procurement: procurement.id, worker: worker.id, pivot: pivot.id });
    const users: Record<Actor, Parameters<typeof createUser>[1]> = {
      alfa5: { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 },
      alfa3: { email: "capocantiere@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 3 },
      customer5: { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 },
    };
    for (const [actor, user] of Object.entries(users) as [Actor, Parameters<typeof createUser>[1]][]) {
      await createUser(db, user);
      tokens[actor] = await restLogin(t, user.email);
    }
    // An approved DURC with a file (the file of any stored media will do for a decision).
    await addFormGen();
    const media = await db.media.findFirstOrThrow({ select: { id: true } });
    ids.document = (await db.procurementSupplierAttachment.create({
      data: { procurementId: procurement.id, supplierId: alfa.id, categoryId: durc.id, mediaId: media.id, approval: "APPROVED" },
    })).id;
  });
  afterAll(async () => t?.close());

  async function addFormGen() {
    const { body } = await graphqlUpload<{ addFitnessCertificate: { __typename: string } }>(
      t, ADD, { input: { procurementId: globalId("Procurement", ids.procurement), workerId: globalId("SupplierWorker", ids.worker), categoryCode: "FORM_GEN", attachmentName: "Attestato formazione generale", file: null } },
      { "variables.input.file": { name: "formazione.pdf", bytes: await samplePdf("formazione.pdf"), type: "application/pdf" } }, tokens.alfa5,
    );
    expect(body.data?.addFitnessCertificate).toEqual({ __typename: "AddFitnessCertificateSuccess" });
  }
  const card = async (actor: Actor) => (await gql<{ node: { trafficLight: string; fitnessCertificates: Certificate[] } }>(t, CARD, { id: globalId("ProcurementWorker", ids.pivot) }, tokens[actor])).body.data!.node;
  const certificate = async (actor: Actor, code: string) => (await card(actor)).fitnessCertificates.find((row) => row.category.code === code);
  type Deleted = { deleteFitnessCertificate: { __typename: string; message: string; data?: { outcome: string; deletedId: string | null; message: string } } };
  const remove = async (actor: Actor, id: string) => (await gql<Deleted>(t, DELETE, { input: { id } }, tokens[actor])).body.data!.deleteFitnessCertificate;

  it("un'idoneità aggiunta e non richiesta si elimina in una volta sola, file e riga", async () => {
    const formGen = (await certificate("alfa5", "FORM_GEN"))!;
    expect(formGen).toMatchObject({ hasFile: true, viewerCanDelete: { allowed: true, reason: null } });
    expect((await certificate("alfa3", "FORM_GEN"))!.viewerCanDelete).toEqual({ allowed: false, reason: "Serve il livello utente 5 o superiore" });
    const answer = await remove("alfa5", formGen.id);
    expect(answer.data).toEqual({ outcome: "ROW_DELETED", deletedId: formGen.id, message: "Idoneità eliminata" });
    expect(await certificate("alfa5", "FORM_GEN")).toBeUndefined();
    const audits = await t.deps.prisma.auditRecord.findMany({ where: { entityType: "ProcurementWorkerAttachment" }, select: { action: true } });
    expect(audits.map((audit) => audit.action)).toContain("fitnessCertificate.deleted");
  });

  it("un'idoneità richiesta perde il file e resta Mancante, e la risposta lo dice; senza file non si offre l'eliminazione", async () => {
    const ido = (await certificate("alfa5", "IDO"))!;
    expect(ido.viewerCanDelete).toEqual({ allowed: false, reason: REQUIRED_WITHOUT_FILE });
    expect((await certificate("customer5", "QUOTA"))!.viewerCanDelete).toEqual({ allowed: false, reason: REQUIRED_WITHOUT_FILE });
    const uploaded = await graphqlUpload<{ uploadFitnessCertificate: { __typename: string } }>(
      t, UPLOAD, { input: { id: ido.id, attachmentName: "Giudizio di idoneità", file: null } }, { "variables.input.file": { name: "ido.pdf", bytes: await samplePdf("ido.pdf"), type: "application/pdf" } }, tokens.alfa5,
    );
    expect(uploaded.body.data?.uploadFitnessCertificate.__typename).toBe("UploadFitnessCertificateSuccess");
    expect((await certificate("alfa5", "IDO"))!.viewerCanDelete).toEqual({ allowed: true, reason: null });

    const answer = await remove("alfa5", ido.id);
    expect(answer.data).toEqual({ outcome: "FILE_REMOVED", deletedId: null, message: "File eliminato: l'idoneità resta richiesta ed è ora Mancante" });
    expect(await certificate("alfa5", "IDO")).toMatchObject({ hasFile: false, complianceState: "MISSING", viewerCanDelete: { allowed: false, reason: REQUIRED_WITHOUT_FILE } });
    expect((await card("alfa5")).trafficLight).toBe("RED");
    const again = await remove("alfa5", ido.id);
    expect(again).toMatchObject({ __typename: "ValidationError", message: `Impossibile eliminare: ${REQUIRED_WITHOUT_FILE.charAt(0).toLowerCase()}${REQUIRED_WITHOUT_FILE.slice(1)}` });
  });

  it("un documento richiesto approvato non si offre da eliminare al fornitore, con il motivo; il committente sì", async () => {
    const decision = async (actor: Actor) => (await gql<{ node: { viewerCanDelete: Decision } }>(t, DOCUMENT, { id: globalId("RequiredDocument", ids.document) }, tokens[actor])).body.data!.node.viewerCanDelete;
    const approvedReason = "Non è possibile eliminare un documento approvato: caricarne una nuova versione";
    expect(await decision("alfa5")).toEqual({ allowed: false, reason: approvedReason });
    expect(await decision("alfa3")).toEqual({ allowed: false, reason: "Serve il livello utente 5 o superiore" });
    expect(await decision("customer5")).toEqual({ allowed: true, reason: null });
    const refused = await gql<{ deleteRequiredDocument: { __typename: string; message: string } }>(t, DELETE_DOCUMENT, { input: { id: globalId("RequiredDocument", ids.document) } }, tokens.alfa5);
    expect(refused.body.data!.deleteRequiredDocument).toEqual({ __typename: "ValidationError", message: approvedReason });
  });
});
