// docs/integratori.md and the GraphiQL page's ready-made tabs against the schema the server prints: every curl
// example's body is JSON, its query is valid against the schema, its variables fit the operation's types, and each
// enum value the page names exists. An example that drifts from the schema (a renamed field, a removed argument)
// fails here, not in an integrator's terminal.
import { readFileSync } from "node:fs";
import { buildSchema, getOperationAST, getVariableValues, GraphQLEnumType, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
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
