// The customer's approvals inbox (modules/review), on both databases: what waits and in which order, the
// filters and pages; who may see and decide it (another customer, a supplier, a worker, anonymous, each
// customer level); a batch decided all or nothing; one rejection mail per supplier and batch through a real SMTP
// server, written in the decision's transaction and sent after it (also after a restart); the navigation's count.
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/lib/mailer";
import { deliverPendingMail } from "../../server/modules/mail-outbox/mail-outbox";
import { createReviewService } from "../../server/modules/review/review.service";
import type { Viewer } from "../../server/viewer";
import { graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";
import { buildReviewWorld, type ReviewWorld } from "../fixtures/review-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

const PUBLIC_URL = "https://portale.esempio.it";

const INBOX = `query Inbox($first: Int, $after: String, $procurementId: ID, $supplierId: ID, $kind: ReviewItemKind, $category: String) {
  reviewInbox(first: $first, after: $after, procurementId: $procurementId, supplierId: $supplierId, kind: $kind, category: $category) {
    edges { node { kind databaseId procurementLabel supplierName category categoryLabel title subject waitingSince fileUrl rowPath } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const SUMMARY = `{ reviewInboxSummary { total procurements { id label } suppliers { id label } categories { id label } } viewer { reviewWaitingCount } }`;
const DECIDE = `mutation Decide($input: DecideReviewItemsInput!) {
  decideReviewItems(input: $input) {
    __typename
    ... on DecideReviewItemsSuccess { data { decided mails viewer { reviewWaitingCount } } }
    ... on ValidationError { message fieldErrors { field messages } }
    ... on Error { message }
  }
}`;

type Node = { kind: string; databaseId: number; procurementLabel: string; supplierName: string; category: string; title: string | null; waitingSince: string; fileUrl: string | null; rowPath: string };
type InboxData = { reviewInbox: { edges: { node: Node }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
type DecideData = { decideReviewItems: { __typename: string; message?: string; fieldErrors?: { field: string; messages: string[] }[]; data?: { decided: number; mails: number; viewer: { reviewWaitingCount: number } } } };

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(databaseKinds)("«Da approvare» del committente (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let world: ReviewWorld;
  const tokens: Record<string, string> = {};
  let statements = 0;
  const key = (node: { kind: string; databaseId?: number; id?: number }) => `${node.kind}:${node.databaseId ?? node.id}`;
  const inbox = async (token: string | undefined, variables: Record<string, unknown> = {}) => graphql<InboxData>(t, INBOX, { first: 50, ...variables }, token);
  const keys = async (token: string, variables: Record<string, unknown> = {}) => (await inbox(token, variables)).body.data!.reviewInbox.edges.map(({ node }) => key(node));
  const decide = async (token: string | undefined, items: { kind: string; id: number; decision: string; note?: string }[]) =>
    (await graphql<DecideData>(t, DECIDE, { input: { items: items.map(({ id, ...item }) => ({ ...item, databaseId: id })) } }, token)).body;
  const approvalsNow = async () => ({
    documents: await t.deps.prisma.procurementSupplierAttachment.findMany({ select: { id: true, approval: true, reviewNote: true }, orderBy: { id: "asc" } }),
    certificates: await t.deps.prisma.procurementWorkerAttachment.findMany({ select: { id: true, approval: true }, orderBy: { id: "asc" } }),
    participations: await t.deps.prisma.procurementWorker.findMany({ select: { id: true, approval: true, approvalNote: true }, orderBy: { id: "asc" } }),
    elements: await t.deps.prisma.procurementElement.findMany({ select: { id: true, approval: true }, orderBy: { id: "asc" } }),
    elementDocuments: await t.deps.prisma.elementAttachment.findMany({ select: { id: true, approvedAt: true, rejectedAt: true }, orderBy: { id: "asc" } }),
    audits: await t.deps.prisma.auditRecord.count(),
    outbox: await t.deps.prisma.mailOutbox.count(),
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL }, { onQuery: () => void (statements += 1) });
    world = await buildReviewWorld(t.deps.prisma, t.deps.now());
    const { users } = world;
    for (const [index, user] of users.levels.entries()) tokens[`c${index + 1}`] = await restLogin(t, user.email);
    tokens.other = await restLogin(t, users.other.email);
    tokens.alfa = await restLogin(t, users.alfa.email);
    tokens.worker = await restLogin(t, users.worker.email);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("elenca tutto ciò che attende, dal più vecchio, senza gli appalti chiusi né quelli di altri committenti", async () => {
    const { body } = await inbox(tokens.c3);
    const nodes = body.data!.reviewInbox.edges.map(({ node }) => node);
    expect(nodes.map(key)).toEqual(world.waiting.map(key));
    const times = nodes.map((node) => Date.parse(node.waitingSince));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(nodes.map((node) => node.procurementLabel)).not.toContain("Cantiere chiuso");
    expect(nodes.map((node) => node.title)).not.toContain("DURC per la cartiera");
    const certificate = nodes.find((node) => node.kind === "FITNESS_CERTIFICATE")!;
    expect(certificate).toMatchObject({ subject: "Rossi Mario", fileUrl: expect.stringContaining("workerfile?item_id=") });
    expect(nodes.find((node) => node.kind === "ELEMENT")!.rowPath).toMatch(/tab=mezzi$/);
    expect(nodes.find((node) => node.kind === "ELEMENT_DOCUMENT")!.fileUrl).toMatch(/\/machinery\/\d+\/attachment\/\d+\/download$/);
  });

  it("filtra per appalto, fornitore, tipo e categoria, e pagina dal cursore senza perdere né ripetere righe", async () => {
    const id = (type: string, value: number) => Buffer.from(`${type}:${value}`).toString("base64");
    expect(await keys(tokens.c3, { procurementId: id("Procurement", world.procurements.tetti.id) })).toEqual([world.waiting[6]].map(key));
    const beta = await keys(tokens.c3, { supplierId: id("Supplier", world.suppliers.beta.id) });
    expect(beta).toEqual([key(world.waiting[2]!)]);
    expect(await keys(tokens.c3, { kind: "REQUIRED_DOCUMENT" })).toEqual([1, 2, 6].map((index) => key(world.waiting[index]!)));
    expect(await keys(tokens.c3, { category: `D${world.categories.durc.id}` })).toEqual([1, 2].map((index) => key(world.waiting[index]!)));
    expect(await keys(tokens.c3, { category: "E:MACHINERY" })).toEqual([key(world.waiting[5]!)]);

    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { body } = await inbox(tokens.c3, { first: 3, after });
      const page = body.data!.reviewInbox;
      seen.push(...page.edges.map(({ node }) => key(node)));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(world.waiting.map(key));

    const summary = await graphql<{ reviewInboxSummary: { total: number; suppliers: { label: string }[]; categories: { id: string }[] } }>(t, SUMMARY, {}, tokens.c3);
    expect(summary.body.data!.reviewInboxSummary.total).toBe(world.waiting.length);
    expect(summary.body.data!.reviewInboxSummary.suppliers.map((supplier) => supplier.label)).toEqual(["Alfa Costruzioni Srl", "Beta Impianti Srl", "Gamma Macchine Srl"]);

    // The summary's count follows the filters; its total and its choices do not.
    const FILTERED = `query ($kind: ReviewItemKind, $supplierId: ID) { reviewInboxSummary(kind: $kind, supplierId: $supplierId) { total matching suppliers { label } } }`;
    type Filtered = { reviewInboxSummary: { total: number; matching: number; suppliers: { label: string }[] } };
    const documents = await graphql<Filtered>(t, FILTERED, { kind: "REQUIRED_DOCUMENT" }, tokens.c3);
    expect(documents.body.data!.reviewInboxSummary).toMatchObject({ total: world.waiting.length, matching: 3 });
    expect(documents.body.data!.reviewInboxSummary.suppliers).toHaveLength(3);
    const betaDocuments = await graphql<Filtered>(t, FILTERED, { kind: "REQUIRED_DOCUMENT", supplierId: id("Supplier", world.suppliers.beta.id) }, tokens.c3);
    expect(betaDocuments.body.data!.reviewInboxSummary).toMatchObject({ total: world.waiting.length, matching: 1 });
    expect((await graphql<Filtered>(t, FILTERED, {}, tokens.c3)).body.data!.reviewInboxSummary.matching).toBe(world.waiting.length);
  });

  it("una pagina con il riepilogo e il numero della navigazione costa poche istruzioni SQL", async () => {
    const before = statements;
    await inbox(tokens.c3, { first: 25 });
    const page = statements - before;
    const middle = statements;
    await graphql(t, SUMMARY, {}, tokens.c3);
    const summary = statements - middle;
    // The session's check, then one statement for the page; the summary and the count one each.
    expect(page).toBeLessThanOrEqual(3);
    expect(summary).toBeLessThanOrEqual(4);
  });

  it("resta chiuso a chi non è un committente di livello 3 o superiore, e ogni committente vede solo il proprio", async () => {
    for (const who of ["c1", "c2", "alfa", "worker"]) {
      const { body } = await inbox(tokens[who]);
      expect(body.data?.reviewInbox ?? null, who).toBeNull();
      expect(body.errors?.[0]?.message, who).toMatch(/livello utente 3|non autorizzato/i);
      const count = await graphql<{ viewer: { reviewWaitingCount: number | null } }>(t, "{ viewer { reviewWaitingCount } }", {}, tokens[who]);
      expect(count.body.data!.viewer.reviewWaitingCount, who).toBeNull();
    }
    const anonymous = await inbox(undefined);
    expect(anonymous.body.data?.reviewInbox ?? null).toBeNull();
    for (const who of ["c3", "c4", "c5"]) expect(await keys(tokens[who]), who).toEqual(world.waiting.map(key));
    expect(await keys(tokens.other)).toEqual([`REQUIRED_DOCUMENT:${world.othersDurc.id}`]);

    // Deciding what is not one's own answers as if it were not there, and changes nothing.
    const before = await approvalsNow();
    const foreign = await decide(tokens.other, [{ kind: "REQUIRED_DOCUMENT", id: world.waiting[1]!.id, decision: "APPROVED" }]);
    expect(foreign.data!.decideReviewItems).toMatchObject({ __typename: "NotFoundError" });
    for (const who of ["c2", "alfa", "worker"]) {
      const refused = await decide(tokens[who], [{ kind: "REQUIRED_DOCUMENT", id: world.waiting[1]!.id, decision: "APPROVED" }]);
      expect(refused.data!.decideReviewItems.__typename, who).toBe("ForbiddenError");
    }
    expect(await decide(undefined, [{ kind: "REQUIRED_DOCUMENT", id: world.waiting[1]!.id, decision: "APPROVED" }])).toEqual(SIGNED_OUT);
    expect(await approvalsNow()).toEqual(before);
  });

  it("decide più righe tutte o nessuna: un elemento che non può essere deciso annulla l'intero gruppo", async () => {
    const before = await approvalsNow();
    const [participation, alfaDurc, betaDurc] = world.waiting;
    // The third is another customer's, found out after the first two were written: they must be undone.
    const mixed = await decide(tokens.c3, [
      { kind: "REQUIRED_DOCUMENT", id: alfaDurc!.id, decision: "APPROVED" },
      { kind: "PARTICIPATION", id: participation!.id, decision: "APPROVED" },
      { kind: "REQUIRED_DOCUMENT", id: world.othersDurc.id, decision: "APPROVED" },
    ]);
    expect(mixed.data!.decideReviewItems).toMatchObject({ __typename: "NotFoundError", message: expect.stringContaining("non è più in attesa") });
    // Prescriptions only for a participation: refused before anything is written.
    const ruled = await decide(tokens.c3, [
      { kind: "REQUIRED_DOCUMENT", id: betaDurc!.id, decision: "REJECTED", note: "Scaduto" },
      { kind: "PARTICIPATION", id: participation!.id, decision: "APPROVED" },
      { kind: "ELEMENT", id: world.waiting[4]!.id, decision: "APPROVED_WITH_PRESCRIPTIONS", note: "x" },
    ]);
    expect(ruled.data!.decideReviewItems).toMatchObject({ __typename: "ValidationError" });
    const noReason = await decide(tokens.c3, [
      { kind: "REQUIRED_DOCUMENT", id: alfaDurc!.id, decision: "APPROVED" },
      { kind: "REQUIRED_DOCUMENT", id: betaDurc!.id, decision: "REJECTED" },
    ]);
    expect(noReason.data!.decideReviewItems.fieldErrors).toEqual([{ field: "items.1.note", messages: ["Indicare il motivo del rifiuto"] }]);
    expect(await approvalsNow()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(0);
  });

  it("approva, approva con prescrizioni e respinge in un gruppo; una mail per fornitore con motivi e collegamenti; il numero segue", async () => {
    const count = async () => (await graphql<{ viewer: { reviewWaitingCount: number } }>(t, "{ viewer { reviewWaitingCount } }", {}, tokens.c4)).body.data!.viewer.reviewWaitingCount;
    expect(await count()).toBe(7);
    const [participation, alfaDurc, betaDurc, certificate, truck, pressManual, alfaPos] = world.waiting;
    const first = await decide(tokens.c4, [
      { kind: "PARTICIPATION", id: participation!.id, decision: "APPROVED_WITH_PRESCRIPTIONS", note: "Solo turno diurno" },
      { kind: "ELEMENT", id: truck!.id, decision: "APPROVED" },
      { kind: "ELEMENT_DOCUMENT", id: pressManual!.id, decision: "APPROVED" },
    ]);
    expect(first.data!.decideReviewItems).toMatchObject({ __typename: "DecideReviewItemsSuccess", data: { decided: 3, mails: 0, viewer: { reviewWaitingCount: 4 } } });
    const rejected = await decide(tokens.c4, [
      { kind: "REQUIRED_DOCUMENT", id: alfaDurc!.id, decision: "REJECTED", note: "Il DURC è scaduto" },
      { kind: "FITNESS_CERTIFICATE", id: certificate!.id, decision: "REJECTED", note: "Manca la firma del medico" },
      { kind: "REQUIRED_DOCUMENT", id: betaDurc!.id, decision: "REJECTED", note: "Documento illeggibile" },
      { kind: "REQUIRED_DOCUMENT", id: alfaPos!.id, decision: "APPROVED" },
    ]);
    expect(rejected.data!.decideReviewItems).toMatchObject({ data: { decided: 4, mails: 2, viewer: { reviewWaitingCount: 0 } } });
    expect(await count()).toBe(0);

    const state = await approvalsNow();
    expect(state.participations.find((row) => row.id === participation!.id)).toMatchObject({ approval: "APPROVED_WITH_PRESCRIPTIONS", approvalNote: "Solo turno diurno" });
    expect(state.elements.find((row) => row.id === truck!.id)?.approval).toBe("APPROVED");
    expect(state.documents.find((row) => row.id === alfaDurc!.id)).toMatchObject({ approval: "REJECTED", reviewNote: "Il DURC è scaduto" });

    const mails = [await smtp.message(0), await smtp.message(1)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(2);
    const alfaMail = mails.find((mail) => mail.to.includes("ufficio@alfa.it"))!;
    expect(alfaMail.to.sort()).toEqual(["segreteria@alfa.it", "ufficio@alfa.it"]);
    expect(alfaMail.subject).toBe("2 elementi respinti per Alfa Costruzioni Srl - Portale Sicurezza Appalti");
    expect(alfaMail.text).toContain("Motivo: Il DURC è scaduto");
    expect(alfaMail.text).toContain("Motivo: Manca la firma del medico");
    expect(alfaMail.text).toContain(`${PUBLIC_URL}/procurement/${world.procurements.forni.id}?tab=documenti`);
    expect(alfaMail.text).toContain(`${PUBLIC_URL}/procurementworker/${world.procurements.forni.id}/`);
    expect(alfaMail.text).not.toContain("Documento illeggibile");
    const betaMail = mails.find((mail) => mail.to.includes("ufficio@beta.it"))!;
    expect(betaMail.text).toContain("Motivo: Documento illeggibile");
    expect(await t.deps.prisma.mailOutbox.count({ where: { sentAt: null } })).toBe(0);
  });

  it("una mail rimasta da inviare (server di posta fermo, processo fermato dopo il commit) parte al giro successivo", async () => {
    const prisma = t.deps.prisma;
    const category = await prisma.supplierDocumentCategory.create({ data: { code: "RV-LATER", label: "Polizza RC" } });
    const media = await prisma.media.create({ data: { directory: "procurement-documents", storedName: "5e1f2a3b-0000-4000-8000-ffffffff0001", extension: "pdf", originalName: "polizza.pdf", mimeType: "application/pdf", sizeBytes: 100, sha256: "0".repeat(64) } });
    const document = await prisma.procurementSupplierAttachment.create({ data: { procurementId: world.procurements.forni.id, supplierId: world.suppliers.beta.id, categoryId: category.id, attachmentName: "Polizza", mediaId: media.id, uploadedAt: t.deps.now() } });
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, outboxDir: t.deps.config.outboxDir, from: t.deps.config.mailFrom, logger: t.deps.logger });
    const viewer: Viewer = { userId: world.users.levels[4]!.id, kind: "CUSTOMER", email: world.users.levels[4]!.email, userLevel: 5, customerId: world.customer.id, supplierId: null, workerId: null };
    const withMailServerDown = { ...t.deps, mailer: down };
    await createReviewService(withMailServerDown).decide(viewer, { items: [{ kind: "REQUIRED_DOCUMENT", id: document.id, decision: "REJECTED", note: "Massimale insufficiente" }] });
    await deliverPendingMail(withMailServerDown);
    const waiting = await prisma.mailOutbox.findFirstOrThrow({ where: { sentAt: null } });
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.lastError).toBeTruthy();

    // The portal started again, with its mail server back.
    expect(await deliverPendingMail(t.deps)).toBe(1);
    const mail = await smtp.message(2);
    expect(mail.to).toEqual(["ufficio@beta.it"]);
    expect(mail.text).toContain("Motivo: Massimale insufficiente");
  });
});
