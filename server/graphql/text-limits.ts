// The GraphQL half of lib/text-limits.ts: every String, ID and text scalar (Date, DateTime) an operation hands
// to the server, whether written in the query or sent as a variable, in arguments and in the fields of input
// objects at any depth. Checked while the operation is validated, before the viewer is loaded or any resolver
// runs; like the page sizes, in the hook and not as a cached validation rule, since variables change per request.
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { textKindOf, textLengthProblem } from "../lib/text-limits";

// Scalars that arrive as numbers or flags, or as a file.
const NOT_TEXT = new Set(["Int", "Float", "Boolean", "Upload"]);

export const TEXT_LIMIT_CODE = "TEXT_TOO_LONG";

export function useTextLimits(): Plugin<Record<string, unknown>> {
  return {
    onValidate({ context, params: { schema, documentAST } }) {
      const given = (context as { params?: { variables?: unknown } }).params?.variables;
      const variables = typeof given === "object" && given !== null ? (given as Record<string, unknown>) : {};
      checkTextArguments(schema, documentAST, variables);
    },
  };
}

export function checkTextArguments(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): void {
  const defaults = variableDefaults(document);
  const resolved: Record<string, unknown> = { ...defaults, ...variables };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (!argument) return false;
        checkValue(argument.type, argument.name, argument.name, valueOf(node.value, resolved));
        return false;
      },
    }),
  );
}

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  return valueFromASTUntyped(node, variables);
}

function variableDefaults(document: DocumentNode): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.defaultValue) defaults[variable.variable.name.value] = valueFromASTUntyped(variable.defaultValue);
    }
  }
  return defaults;
}

function checkValue(type: GraphQLInputType, name: string, path: string, value: unknown): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    for (const item of Array.isArray(value) ? value : [value]) checkValue(nullable.ofType, name, path, item);
    return;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== "object") return;
    const fields = nullable.getFields();
    for (const [key, fieldValue] of Object.entries(value)) {
      const field = fields[key];
      if (field) checkValue(field.type, field.name, `${path}.${field.name}`, fieldValue);
    }
    return;
  }
  if (typeof value !== "string") return;
  // A string where a number, a flag, a file or an enum value goes is refused later anyway, but its message
  // would echo it whole: it gets the bound of an id.
  const text = isScalarType(nullable) && !NOT_TEXT.has(nullable.name);
  const problem = textLengthProblem(path, text ? textKindOf(name, nullable.name) : "id", value);
  if (problem) throw new GraphQLError(problem, { extensions: { code: TEXT_LIMIT_CODE, http: { status: 400 } } });
}
