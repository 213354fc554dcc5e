// A caller's mistakes: refused with an Italian message, logged below the error level with what was wrong, and in
// production never answered with a "Did you mean" hint of any kind (field, argument, type, enum value, input
// field, fragment type). Page sizes of 0 or less are refused on every page argument of the schema, by the one
// rule of server/graphql/limits.ts. The log is read as the portal writes it, from the console.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { schema } from "../../server/graphql/schema";
import { GRAPHQL_LIMITS, LIMIT_MESSAGES } from "../../server/graphql/limits";
import { graphql } from "../fixtures/auth-users";
import { globalId } from "../fixtures/abusive-queries";
import { createIsolationWorld, type IsolationWorld } from "../fixtures/isolation-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { graphqlPageSizeCases } from "../fixtures/text-arguments";

describe.each(databaseKinds)("errori del chiamante (%s)", (kind) => {
  let t: TestApp;
  let world: IsolationWorld;
  let statements = 0;
  let log: string[] = [];

  beforeAll(async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      t = await createTestApp(kind, { logLevel: "info" }, { onQuery: () => (statements += 1) });
    } finally {
      process.env.NODE_ENV = previous;
    }
    world = await createIsolationWorld(t);
  }, 120_000);
  afterAll(async () => t?.close());
  beforeEach(() => {
    log = [];
    const capture = (...parts: unknown[]) => void log.push(parts.map(String).join(" "));
    vi.spyOn(console, "error").mockImplementation(capture);
    vi.spyOn(console, "log").mockImplementation(capture);
  });
  afterEach(() => vi.restoreAllMocks());

  const levelOf = (line: string) => /^\S+ (\w+)/.exec(line)?.[1];

  it("nessun suggerimento in produzione: campo, argomento, tipo, valore di enum (nel testo e nelle variabili), campo di input, tipo di frammento", async () => {
    const id = globalId("ProcurementSupplierAttachment", world.ids.durc);
    const mistakes: [string, Record<string, unknown>, string][] = [
      ["{ viewr { id } }", {}, "viewer"],
      ['{ municipalities(search: "Bol", frist: 5) { id } }', {}, "first"],
      ["query ($a: Strin) { municipalities(search: $a) { id } }", { a: "Bol" }, "String"],
      [`mutation { setRequiredDocumentApproval(input: { id: "${id}", approval: APPROVD }) { __typename } }`, {}, "APPROVED"],
      ["mutation ($i: SetRequiredDocumentApprovalInput!) { setRequiredDocumentApproval(input: $i) { __typename } }", { i: { id, approval: "APPROVD" } }, "APPROVED"],
      [`mutation { setRequiredDocumentApproval(input: { id: "${id}", aproval: APPROVED }) { __typename } }`, {}, "approval"],
      ["mutation ($i: SetRequiredDocumentApprovalInput!) { setRequiredDocumentApproval(input: $i) { __typename } }", { i: { id, aproval: "APPROVED" } }, "approval"],
      ["{ viewer { ...F } } fragment F on Usr { id }", {}, "User"],
    ];
    for (const token of [undefined, world.tokens.customer]) {
      for (const [query, variables, hidden] of mistakes) {
        const { body } = await graphql(t, query, variables, token);
        const messages = (body.errors ?? []).map((error) => error.message);
        expect(messages.length, query).toBeGreaterThan(0);
        for (const message of messages) {
          expect(message, query).not.toMatch(/Did you mean/i);
          // A required field left out is named by the schema's rule, not guessed from the misspelling.
          if (!/was not provided|is required/.test(message)) expect(message, query).not.toContain(`"${hidden}"`);
        }
      }
    }
  });

  it("dimensioni di pagina 0 e negative rifiutate su ogni argomento first/last dello schema, prima del database", async () => {
    const message = (argument: string) => LIMIT_MESSAGES.pageSize(argument, GRAPHQL_LIMITS.maxPageSize);
    expect(message("first")).toBe('L\'argomento "first" deve essere un numero intero tra 1 e 100');
    for (const size of [0, -1, -100, GRAPHQL_LIMITS.maxPageSize + 1]) {
      const cases = graphqlPageSizeCases(schema, size);
      expect(cases.length).toBeGreaterThan(15);
      const wrong: string[] = [];
      for (const probe of cases) {
        const before = statements;
        const { status, body } = await graphql(t, probe.query, probe.variables, world.tokens.customer);
        const argument = probe.label.endsWith("(last)") ? "last" : "first";
        if (status !== 400 || body.errors?.[0]?.message !== message(argument) || statements !== before) {
          wrong.push(`${probe.label} = ${size}: ${status} ${body.errors?.[0]?.message}`);
        }
      }
      expect(wrong).toEqual([]);
    }
    // The issue's own case, written in the query.
    const { status, body } = await graphql(t, '{ municipalities(search: "Bol", first: -100) { id } }', {}, world.tokens.owner);
    expect([status, body.errors?.[0]?.message]).toEqual([400, message("first")]);
  });

  it("cursore non valido, before con first, data impossibile: messaggio in italiano, nel registro come WARN con il motivo", async () => {
    const procurementId = globalId("Procurement", world.ids.procurement);
    const list = "query ($p: ID!, $a: String, $b: String, $f: Int) { procurementWorkers(procurementId: $p, after: $a, before: $b, first: $f) { totalCount } }";
    const cursor = await graphql<{ procurementWorkers: unknown }>(t, list, { p: procurementId, a: "non-un-cursore" }, world.tokens.customer);
    expect(cursor.body.errors?.[0]?.message).toBe("Cursore di paginazione non valido: ripartire dalla prima pagina");
    const both = await graphql(t, list, { p: procurementId, b: "non-un-cursore", f: 5 }, world.tokens.customer);
    expect(both.body.errors?.[0]?.message).toBe('Gli argomenti "before" e "first" non si possono usare insieme');
    const date = await graphql(
      t,
      "mutation ($i: SaveSupplierAttachmentInput!) { saveSupplierAttachment(input: $i) { __typename } }",
      { i: { attachmentFilename: "DURC", attachmentType: 1, documentDate: "2026-02-31" } },
      world.tokens.owner,
    );
    expect(date.body.errors?.[0]?.message).toMatch(/Data non valida: usare il formato AAAA-MM-GG/);
    for (const answer of [cursor, both, date]) expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(log.filter((line) => levelOf(line) === "ERROR")).toEqual([]);
    const warnings = log.filter((line) => levelOf(line) === "WARN");
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain("Invalid cursor");
    expect(warnings[1]).toContain('Arguments \\"before\\" and \\"first\\"');
    expect(warnings[2]).toContain("Data non valida");
  });

  // Last: the table is gone for the rest of the file.
  it("un errore vero resta ERROR e la risposta lo maschera", async () => {
    await t.deps.prisma.$executeRawUnsafe("DROP TABLE tcomnos CASCADE");
    const { body } = await graphql(t, '{ municipalities(search: "Bol") { id } }', {}, world.tokens.owner);
    expect(body.errors?.[0]?.message).toBe("Si è verificato un errore imprevisto, riprovare più tardi");
    expect(log.filter((line) => levelOf(line) === "ERROR").join("\n")).toContain("Errore GraphQL imprevisto");
  });
});
