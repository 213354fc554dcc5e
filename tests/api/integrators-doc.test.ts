// docs/integratori.md and the GraphiQL page's ready-made tabs against the schema the server prints: every curl
// example's body is JSON, its query is valid against the schema, its variables fit the operation's types, and each
// enum value the page names exists. An example that drifts from the schema (a renamed field, a removed argument)
// fails here, not in an integrator's terminal.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";
import { buildSchema, getOperationAST, getVariableValues, GraphQLEnumType, parse, validate } from "graphql";
import { afterAll, describe, expect, it } from "vitest";
import { printedSchema } from "../../server/graphql/schema";
import { GRAPHIQL_OPTIONS } from "../../server/graphql/graphiql";

const schema = buildSchema(printedSchema());
const doc = readFileSync(new URL("../../docs/integratori.md", import.meta.url), "utf8");

// The JSON after `-d '` in each sh block, up to the closing quote.
function curlBodies(markdown: string): { query: string; variables?: Record<string, unknown> }[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return blocks.flatMap((block) => [...block.matchAll(/-d '([\s\S]*?)'/g)].map((match) => JSON.parse(match[1]!) as { query: string; variables?: Record<string, unknown> }));
}

function problems(query: string, variables: Record<string, unknown> = {}): string[] {
  const document = parse(query);
  const errors = validate(schema, document).map((error) => error.message);
  if (errors.length > 0) return errors;
  const operation = getOperationAST(document);
  if (!operation) return ["nessuna operazione"];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return (coerced.errors ?? []).map((error) => error.message);
}

describe("esempi per gli integratori contro lo schema", () => {
  it("le tre domande con curl di docs/integratori.md sono query valide, con variabili del tipo giusto", () => {
    const bodies = curlBodies(doc);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) expect(problems(body.query, body.variables), body.query).toEqual([]);
  });

  it("le schede pronte della pagina GraphiQL sono query valide", () => {
    const tabs = GRAPHIQL_OPTIONS.defaultTabs ?? [];
    expect(tabs).toHaveLength(3);
    for (const tab of tabs) expect(problems(tab.query ?? "", JSON.parse(tab.variables ?? "{}") as Record<string, unknown>), tab.query ?? "").toEqual([]);
  });

  it("i valori elencati per item e state esistono nello schema", () => {
    const values = new Set(
      Object.values(schema.getTypeMap())
        .filter((type): type is GraphQLEnumType => type instanceof GraphQLEnumType)
        .flatMap((type) => type.getValues().map((value) => value.name)),
    );
    const named = (field: string) => {
      const passage = doc.match(new RegExp(`\\(\`${field}\`: ([^)]*)\\)`))?.[1] ?? "";
      return [...passage.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!);
    };
    for (const field of ["item", "state"]) {
      const listed = named(field);
      expect(listed.length, field).toBeGreaterThan(3);
      expect(listed.filter((value) => !values.has(value)), field).toEqual([]);
    }
  });
});

// A free port on the loopback, for the doc's receiver.
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("il ricevitore di webhook di docs/integratori.md", () => {
  // The doc's own code, run as written but for its port; inside the repository so that it finds standardwebhooks.
  const repository = fileURLToPath(new URL("../..", import.meta.url));
  const directory = mkdtempSync(path.join(repository, "node_modules", ".integratori-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("accetta una consegna firmata col segreto (204, stampa tipo e dati) e rifiuta un corpo cambiato (400)", async () => {
    const snippet = doc.match(/```js\n([\s\S]*?)```/)?.[1];
    expect(snippet, "il blocco js della sezione 4").toContain(".listen(8080)");
    const port = await freePort();
    const file = path.join(directory, "ricevitore.mjs");
    writeFileSync(file, snippet!.replace(".listen(8080)", `.listen(${port}, "127.0.0.1")`));
    const secret = `whsec_${Buffer.from("segreto di prova del ricevitore!").toString("base64")}`;
    const receiver = spawn(process.execPath, [file], { env: { ...process.env, SEGRETO_WEBHOOK: secret }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    receiver.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    receiver.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const body = JSON.stringify({ type: "document.approved", timestamp: new Date().toISOString(), data: { documentId: "UmVxdWlyZWREb2N1bWVudDox", state: "APPROVED" } });
      const id = "msg_prova_1";
      const timestamp = new Date();
      const headers = { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)), "webhook-signature": new Webhook(secret).sign(id, timestamp, body) };
      const post = async (payload: string) => {
        for (let tries = 0; ; tries += 1) {
          try {
            return (await fetch(`http://127.0.0.1:${port}/`, { method: "POST", headers, body: payload })).status;
          } catch (error) {
            if (tries > 300 || receiver.exitCode !== null) throw new Error(`il ricevitore non risponde: ${output}`, { cause: error });
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      expect(await post(body)).toBe(204);
      expect(await post(body.replace("APPROVED", "REJECTED"))).toBe(400);
      await expect.poll(() => output).toContain("document.approved");
      expect(output).toContain("APPROVED");
    } finally {
      receiver.kill();
    }
  });
});
