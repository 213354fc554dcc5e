// A company's users managed by its level-5 users (invite, level, deactivate, reactivate), with the invitation mail
// delivered to a real SMTP server: the link sets the first password once and expires; nobody raises their own level;
// the last active level-5 user stays; deactivation ends the user's sessions at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, graphql, jsonRequest, restLogin, STRONG_PASSWORD } from "../fixtures/auth-users";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";
import { globalId } from "../fixtures/supplier-home";

const INVALID_LINK = "Il link per impostare la password non è valido o è scaduto. Richiedine uno nuovo.";
const HOUR = 60 * 60_000;
const NEW_PASSWORD = "Ponteggio2027";

type Outcome = { __typename: string; message?: string; data?: { user: { email: string; userLevel: number; active: boolean } | null } };

describe.each(databaseKinds)("utenti dell'impresa (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let adminToken: string;
  let customerId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url, publicUrl: "https://portale.example.it" });
    const customer = await createCustomer(t.deps.prisma, "Acciaierie Lombarde Spa");
    customerId = customer.id;
    const other = await createCustomer(t.deps.prisma, "Cartiere Venete Spa");
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Scavi Verdi Srl" });
    ids.admin = (await createUser(t.deps.prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId, userLevel: 5, firstName: "Anna", lastName: "Riva" })).id;
    ids.clerk = (await createUser(t.deps.prisma, { email: "ufficio@acciaierie.it", kind: "CUSTOMER", customerId, userLevel: 3 })).id;
    ids.otherAdmin = (await createUser(t.deps.prisma, { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: other.id, userLevel: 5 })).id;
    ids.supplierAdmin = (await createUser(t.deps.prisma, { email: "titolare@scavi.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 })).id;
    adminToken = await restLogin(t, "hse@acciaierie.it");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const invite = (input: Record<string, unknown>, token = adminToken) =>
    graphql<{ inviteCompanyUser: Outcome }>(t, `mutation ($input: InviteCompanyUserInput!) { inviteCompanyUser(input: $input) { __typename
      ... on InviteCompanyUserSuccess { data { user { email userLevel active } } } ... on Error { message } } }`, { input }, token);
  const setLevel = (id: number, level: number, token = adminToken) =>
    graphql<{ setCompanyUserLevel: Outcome }>(t, `mutation ($input: SetCompanyUserLevelInput!) { setCompanyUserLevel(input: $input) { __typename
      ... on SetCompanyUserLevelSuccess { data { user { email userLevel active } } } ... on Error { message } } }`, { input: { id: globalId("CompanyUser", id), level } }, token);
  const setActive = (id: number, active: boolean, token = adminToken) =>
    graphql<{ setCompanyUserActive: Outcome }>(t, `mutation ($input: SetCompanyUserActiveInput!) { setCompanyUserActive(input: $input) { __typename
      ... on SetCompanyUserActiveSuccess { data { user { email userLevel active } } } ... on Error { message } } }`, { input: { id: globalId("CompanyUser", id), active } }, token);
  const reset = (email: string, token: string) =>
    t.request("/api/customersupp/password/reset", jsonRequest({ email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }));
  const signIn = (email: string, password = NEW_PASSWORD) => t.request("/api/customersupp/login", jsonRequest({ email, password }));
  const viewerEmail = async (token: string) => (await graphql<{ viewer: { email: string } | null }>(t, "{ viewer { email } }", {}, token)).body.data?.viewer?.email ?? null;

  async function inviteAndReadLink(email: string, level: number): Promise<{ token: string; text: string }> {
    const index = smtp.messages.length;
    const { body } = await invite({ email, firstName: "Marta", lastName: "Colombo", level });
    expect(body.data!.inviteCompanyUser).toEqual({ __typename: "InviteCompanyUserSuccess", data: { user: { email, userLevel: level, active: true } } });
    const mail = await smtp.message(index);
    expect(mail.to).toEqual([email]);
    const link = new RegExp(`https://portale\\.example\\.it/reset/${encodeURIComponent(email)}/([A-Za-z0-9_-]{43})`).exec(mail.text);
    expect(link).not.toBeNull();
    return { token: link![1]!, text: mail.text };
  }

  it("l'invito manda la mail di /forgot; il link imposta la prima password una volta sola, poi l'invitato entra", async () => {
    const { token, text } = await inviteAndReadLink("marta.colombo@acciaierie.it", 3);
    expect(smtp.messages.at(-1)!.subject).toBe("Impostazione della password - Portale Sicurezza Appalti");
    expect(text).toContain("è stato creato per te un accesso al Portale Sicurezza Appalti per Acciaierie Lombarde Spa.");
    expect(text).toContain("Il collegamento vale 72 ore e si può usare una sola volta.");
    // Before the link is used no password opens the account.
    expect((await signIn("marta.colombo@acciaierie.it", STRONG_PASSWORD)).status).toBe(401);
    expect((await reset("marta.colombo@acciaierie.it", token)).status).toBe(200);
    const login = await signIn("marta.colombo@acciaierie.it");
    expect(login.status).toBe(200);
    const again = await reset("marta.colombo@acciaierie.it", token);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ errors: { token: [INVALID_LINK] } });
    const user = await t.deps.prisma.user.findUniqueOrThrow({ where: { email: "marta.colombo@acciaierie.it" } });
    expect({ kind: user.kind, customerId: user.customerId, userLevel: user.userLevel, firstName: user.firstName }).toEqual({ kind: "CUSTOMER", customerId, userLevel: 3, firstName: "Marta" });
    const audit = await t.deps.prisma.auditRecord.findFirst({ where: { action: "user.invited", entityId: String(user.id) } });
    expect(audit?.actorUserId).toBe(ids.admin);
  });

  it("il link dell'invito scade dopo il suo tempo (72 ore, sull'orologio del portale)", async () => {
    const { token } = await inviteAndReadLink("in.ritardo@acciaierie.it", 1);
    t.clock.advance(72 * HOUR + 1000);
    const late = await reset("in.ritardo@acciaierie.it", token);
    expect(late.status).toBe(422);
    expect(await late.json()).toEqual({ errors: { token: [INVALID_LINK] } });
    expect((await signIn("in.ritardo@acciaierie.it")).status).toBe(401);
    // The sign-in tokens of the other tests have expired too.
    adminToken = await restLogin(t, "hse@acciaierie.it");
  });

  it("un indirizzo già registrato, un livello fuori scala e campi vuoti sono rifiutati senza creare nulla", async () => {
    const before = await t.deps.prisma.user.count();
    const sent = smtp.messages.length;
    const taken = await invite({ email: "TITOLARE@scavi.it", firstName: "A", lastName: "B", level: 1 });
    expect(taken.body.data!.inviteCompanyUser).toMatchObject({ __typename: "ValidationError", message: "Esiste già un utente con questo indirizzo email" });
    const level = await invite({ email: "nuovo@acciaierie.it", firstName: "A", lastName: "B", level: 6 });
    expect(level.body.data!.inviteCompanyUser).toMatchObject({ __typename: "ValidationError", message: "Scegliere un livello utente da 1 a 5" });
    const blank = await invite({ email: "nuovo@acciaierie.it", firstName: " ", lastName: "B", level: 2 });
    expect(blank.body.data!.inviteCompanyUser).toMatchObject({ __typename: "ValidationError", message: "Il campo Nome non può essere vuoto." });
    expect(await t.deps.prisma.user.count()).toBe(before);
    expect(smtp.messages.length).toBe(sent);
  });

  it("l'elenco mostra solo gli utenti della propria impresa, a chi ha il livello 5", async () => {
    const query = "{ companyUsers(first: 50) { totalCount edges { node { email userLevel active lastLoginAt isViewer } } } }";
    type List = { companyUsers: { totalCount: number; edges: { node: { email: string; isViewer: boolean; lastLoginAt: string | null } }[] } };
    const { body } = await graphql<List>(t, query, {}, adminToken);
    const emails = body.data!.companyUsers.edges.map((edge) => edge.node.email);
    expect(emails).toEqual(["hse@acciaierie.it", "ufficio@acciaierie.it", "marta.colombo@acciaierie.it", "in.ritardo@acciaierie.it"]);
    expect(body.data!.companyUsers.totalCount).toBe(4);
    expect(body.data!.companyUsers.edges[0]!.node).toMatchObject({ isViewer: true });
    expect(body.data!.companyUsers.edges[0]!.node.lastLoginAt).not.toBeNull();
    expect(body.data!.companyUsers.edges[3]!.node.lastLoginAt).toBeNull();
    for (const email of ["ufficio@acciaierie.it", "hse@cartiere.it", "titolare@scavi.it"]) {
      const token = await restLogin(t, email);
      const seen = await graphql<List>(t, query, {}, token);
      const own = email === "ufficio@acciaierie.it" ? [] : [email];
      expect(seen.body.data!.companyUsers.edges.map((edge) => edge.node.email)).toEqual(own);
    }
  });

  it("nessuno alza il proprio livello; l'ultimo utente attivo di livello 5 non si abbassa né si disattiva", async () => {
    const clerkToken = await restLogin(t, "ufficio@acciaierie.it");
    const raise = await setLevel(ids.clerk!, 5, clerkToken);
    expect(raise.body.data!.setCompanyUserLevel).toEqual({ __typename: "ForbiddenError", message: "Serve il livello utente 5 o superiore" });
    const demoteSelf = await setLevel(ids.admin!, 4);
    expect(demoteSelf.body.data!.setCompanyUserLevel).toMatchObject({ __typename: "ValidationError", message: "Serve almeno un utente attivo di livello 5: questo è l'ultimo" });
    const deactivateSelf = await setActive(ids.admin!, false);
    expect(deactivateSelf.body.data!.setCompanyUserActive).toMatchObject({ __typename: "ValidationError", message: "Serve almeno un utente attivo di livello 5: questo è l'ultimo" });
    // With a second administrator the first may step down, and then manages nothing any more.
    expect((await setLevel(ids.clerk!, 5)).body.data!.setCompanyUserLevel).toEqual({ __typename: "SetCompanyUserLevelSuccess", data: { user: { email: "ufficio@acciaierie.it", userLevel: 5, active: true } } });
    expect((await setLevel(ids.admin!, 4)).body.data!.setCompanyUserLevel).toMatchObject({ __typename: "SetCompanyUserLevelSuccess" });
    const back = await setLevel(ids.admin!, 5);
    expect(back.body.data!.setCompanyUserLevel).toEqual({ __typename: "ForbiddenError", message: "Serve il livello utente 5 o superiore" });
    // The colleague now the last administrator cannot be deactivated by anyone, and gives the level back.
    expect((await setActive(ids.clerk!, false, clerkToken)).body.data!.setCompanyUserActive).toMatchObject({ __typename: "ValidationError" });
    expect((await setLevel(ids.admin!, 5, clerkToken)).body.data!.setCompanyUserLevel).toMatchObject({ __typename: "SetCompanyUserLevelSuccess" });
    expect((await setLevel(ids.clerk!, 3)).body.data!.setCompanyUserLevel).toMatchObject({ __typename: "SetCompanyUserLevelSuccess" });
    const levels = await t.deps.prisma.auditRecord.count({ where: { action: "user.levelChanged" } });
    expect(levels).toBe(4);
  });

  it("la disattivazione chiude subito le sessioni e i link; la riattivazione non le riapre", async () => {
    const session = await restLogin(t, "marta.colombo@acciaierie.it", NEW_PASSWORD);
    expect(await viewerEmail(session)).toBe("marta.colombo@acciaierie.it");
    const forgot = await t.request("/api/customersupp/resetpassword", jsonRequest({ email: "marta.colombo@acciaierie.it", fiscal_code: "", user_type: "CUSTOMER" }));
    expect(forgot.status).toBe(200);
    const marta = (await t.deps.prisma.user.findUniqueOrThrow({ where: { email: "marta.colombo@acciaierie.it" } })).id;
    const pending = /reset\/[^/\s]+\/([A-Za-z0-9_-]{43})/.exec(smtp.messages.at(-1)!.text)![1]!;

    expect((await setActive(marta, false)).body.data!.setCompanyUserActive).toMatchObject({ __typename: "SetCompanyUserActiveSuccess", data: { user: { active: false } } });
    expect(await viewerEmail(session)).toBeNull();
    expect((await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${session}` } })).status).toBe(401);
    expect((await signIn("marta.colombo@acciaierie.it")).status).toBe(401);
    expect((await reset("marta.colombo@acciaierie.it", pending)).status).toBe(422);

    expect((await setActive(marta, true)).body.data!.setCompanyUserActive).toMatchObject({ data: { user: { active: true } } });
    expect(await viewerEmail(session)).toBeNull();
    expect((await reset("marta.colombo@acciaierie.it", pending)).status).toBe(422);
    expect((await signIn("marta.colombo@acciaierie.it")).status).toBe(200);
  });

  it("un utente di un'altra impresa risponde come inesistente, anche all'amministratore di un fornitore", async () => {
    const supplierToken = await restLogin(t, "titolare@scavi.it");
    for (const token of [adminToken, supplierToken]) {
      const target = token === adminToken ? ids.otherAdmin! : ids.clerk!;
      expect((await setLevel(target, 1, token)).body.data!.setCompanyUserLevel).toEqual({ __typename: "NotFoundError", message: "Utente non trovato" });
      expect((await setActive(target, false, token)).body.data!.setCompanyUserActive).toEqual({ __typename: "NotFoundError", message: "Utente non trovato" });
    }
    const untouched = await t.deps.prisma.user.findMany({ where: { id: { in: [ids.otherAdmin!, ids.clerk!] } }, select: { userLevel: true, active: true }, orderBy: { id: "asc" } });
    expect(untouched).toEqual([{ userLevel: 3, active: true }, { userLevel: 5, active: true }]);
  });
});
