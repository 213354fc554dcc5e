// How long a text that a request hands to the server may be: every GraphQL argument (input fields included)
// and every REST parameter, query string, path or JSON body, checked before the viewer is loaded or any SQL
// runs. A 900 KB quick search once held the embedded database, and /healthz with it, for seconds.
//
// One rule by the parameter's kind, not one per field: the services still check each field against its own
// column (a Tipologia of 256 characters gets its own message there); these bounds only stop what no screen
// or integration ever sends. The longest texts the portal keeps are the 2,000-character notes, and new
// passwords stop at 200.
import { z } from "zod";
import { TEXT_LIMITS } from "../../common/text-limits";
import { ValidationError } from "./errors";


export type TextKind = keyof typeof TEXT_LIMITS;

export const TEXT_LIMIT_MESSAGE = (name: string, max: number) =>
  `Il valore di "${name}" è troppo lungo: al massimo ${max} caratteri`;

// The kind of a parameter from its name (REST) or from its name and GraphQL type.
export function textKindOf(name: string, graphqlType?: string): TextKind {
  const key = name.toLowerCase();
  if (key === "search") return "search";
  if (key === "after" || key === "before") return "cursor";
  if (graphqlType === "ID" || /^ids?$|_ids?$/.test(key) || /[a-z]Ids?$/.test(name)) return "id";
  if (graphqlType === "Date" || graphqlType === "DateTime" || (!graphqlType && /(^|_)date$/.test(key))) return "date";
  return "text";
}

const schemas = new Map<string, z.ZodString>();
function lengthSchema(name: string, max: number): z.ZodString {
  const key = `${max}|${name}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = z.string().max(max, { error: TEXT_LIMIT_MESSAGE(name, max) });
    if (schemas.size < 1_000) schemas.set(key, schema);
  }
  return schema;
}

// The message when `value` is longer than its kind allows, else null. `name` is what the caller wrote
// ("input.note", "search"), so the message points at it.
export function textLengthProblem(name: string, kind: TextKind, value: string): string | null {
  const result = lengthSchema(name, TEXT_LIMITS[kind]).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? TEXT_LIMIT_MESSAGE(name, TEXT_LIMITS[kind]));
}

// REST: every string in a query string or a JSON body, however deep, by the name of the key that holds it;
// a list's items take the list's name. Throws the 422 the REST facade answers for any invalid field.
export function checkRestTexts(values: Record<string, unknown>, prefix = "", depth = 0): void {
  for (const [key, value] of Object.entries(values)) checkRestValue(key, prefix ? `${prefix}.${key}` : key, value, depth);
}

// No REST body nests deeper than a list of objects; a deeper one is refused rather than walked.
const MAX_DEPTH = 8;

function checkRestValue(key: string, path: string, value: unknown, depth: number): void {
  if (depth > MAX_DEPTH) throw new ValidationError({ [path]: [NESTING_MESSAGE] });
  if (typeof value === "string") {
    const problem = textLengthProblem(path, textKindOf(key), value);
    if (problem) throw new ValidationError({ [path]: [problem] });
  } else if (Array.isArray(value)) {
    for (const item of value) checkRestValue(key, path, item, depth + 1);
  } else if (value && typeof value === "object") {
    checkRestTexts(value as Record<string, unknown>, path, depth + 1);
  }
}

export const NESTING_MESSAGE = "Valore troppo annidato";
