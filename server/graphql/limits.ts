// What one GraphQL request may ask for, checked while the query is parsed and validated: before the viewer is
// loaded and before any resolver or SQL runs. A single anonymous query of a few hundred bytes used to hold the
// embedded database for seconds to a minute (thousands of ids in `nodes`, a thousand aliases, procurements →
// customer → procurements nested twelve times).
//
// Depth, aliases, cost, tokens and directives are graphql-armor's (the Yoga ecosystem's maintained security
// plugins; its cost rule is imported from @escape.tech/graphql-armor-cost-limit, which graphql-armor installs).
// Bounds on list arguments and page sizes are ours: armor has none, and its cost multiplies only by a `first`
// written into the query, so it is run here on the query with every page's real size written in. Each limit
// leaves the portal's own largest screen query well inside it (figures below; tests/api/graphql-limits.test.ts
// sends every query of the client).
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNamedType,
  validate,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type ValueNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { PER_PAGE_MAX } from "../lib/page-params";
import { useNoSuggestions } from "./suggestions";
import { useTextLimits } from "./text-limits";

// The client's largest queries (client/__generated__, measured with armor's own rules, fragments flattened, every
// page at 100 rows, the largest a table offers): cost 17,732 (RequiredDocumentsTableRefetchQuery), 7,506
// (HomeRouteQuery); depth 7 (HomeRouteQuery, ProcurementRouteQuery); 269 tokens (HomeRouteQuery); no aliases, no
// directives. The limits leave room for the screens still to come.
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 50_000,
  maxTokens: 2_000,
  maxDirectives: 20,
  // Every list argument (`nodes(ids:)`) and every page (`first`, `last`): the spec's largest table page is 100.
  maxListItems: 100,
  maxPageSize: PER_PAGE_MAX,
} as const;

export const LIMIT_MESSAGES = {
  depth: (n: number) => `Richiesta troppo annidata: al massimo ${n} livelli`,
  aliases: (n: number) => `Troppi alias nella richiesta: al massimo ${n}`,
  cost: (n: number) =>
    `Richiesta troppo onerosa: il costo stimato supera il limite di ${n}. Per la conformità chiedere procurementCompliance (un intero appalto con fornitori, semafori e motivi in una richiesta), supplierComplianceOverview o workerCompliance invece di scorrere procurements e requiredDocuments; per gli elenchi chiedere pagine più piccole (first)`,
  tokens: (n: number) => `Richiesta troppo lunga: al massimo ${n} elementi sintattici`,
  directives: (n: number) => `Troppe direttive nella richiesta: al massimo ${n}`,
  listItems: (argument: string, n: number) => `L'argomento "${argument}" accetta al massimo ${n} elementi`,
  // Too large and too small alike: a page of 0 or -100 rows is a mistake, not a request for one row.
  pageSize: (argument: string, n: number) => `L'argomento "${argument}" deve essere un numero intero tra 1 e ${n}`,
} as const;

const REFUSAL_CODE = "QUERY_LIMIT_EXCEEDED";

// A refusal: 400, with a code of its own.
function refusal(message: string, code = REFUSAL_CODE): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

// Yoga answers 200 to an application/json request whose query did not parse, as the GraphQL-over-HTTP spec has it
// for a syntax error (it marks the error `spec`); a refusal is 400 however it was found.
function useRefusalStatus(): Plugin<Record<string, unknown>> {
  return {
    onExecutionResult({ result }) {
      if (!result || !("errors" in result)) return;
      for (const error of result.errors ?? []) {
        const http = error.extensions?.code === REFUSAL_CODE ? (error.extensions.http as { spec?: boolean } | undefined) : undefined;
        if (http) http.spec = false;
      }
    },
  };
}

// armor reports in English ("Syntax Error: Query depth limit of 12 exceeded"): its own error is dropped and ours
// thrown instead, which stops the validation at once as armor's would.
const refuseWith = (message: string) => ({
  propagateOnRejection: false,
  onReject: [
    () => {
      throw refusal(message);
    },
  ],
});

export type GraphQLLimitOptions = {
  // Production: no "Did you mean" suggestions (for anyone: they are made before the viewer is known). Who may read
  // the schema itself is decided by the operation gate (anonymous-operations.ts).
  hideSuggestions: boolean;
};

export function graphqlLimitPlugins(options: GraphQLLimitOptions): Plugin<Record<string, unknown>>[] {
  const limits = GRAPHQL_LIMITS;
  return [
    EnvelopArmorPlugin({
      maxTokens: { n: limits.maxTokens, ...refuseWith(LIMIT_MESSAGES.tokens(limits.maxTokens)) },
      maxDepth: { n: limits.maxDepth, flattenFragments: true, ...refuseWith(LIMIT_MESSAGES.depth(limits.maxDepth)) },
      maxAliases: { n: limits.maxAliases, ...refuseWith(LIMIT_MESSAGES.aliases(limits.maxAliases)) },
      // Run by usePageAwareLimits, with the real page sizes.
      costLimit: { enabled: false },
      maxDirectives: { n: limits.maxDirectives, ...refuseWith(LIMIT_MESSAGES.directives(limits.maxDirectives)) },
      // Hints of every kind are taken out by useNoSuggestions, armor's covers field names only.
      blockFieldSuggestion: { enabled: false },
    }) as Plugin<Record<string, unknown>>,
    useTextLimits(),
    usePageAwareLimits(),
    useRefusalStatus(),
    ...(options.hideSuggestions ? [useNoSuggestions()] : []),
  ];
}

// List sizes and page sizes, whether written in the query or passed as variables (Yoga's initial context carries
// the request's params while the query is validated); then armor's cost rule on the query as it will run, with
// every page at its real size: armor alone multiplies only by a `first` written into the query, and Relay passes
// it as a variable, or leaves it out for the connection's default of 20. Done in the hook itself, not as
// validation rules: Yoga caches validation per document, and the same document comes with other variables.
// The operation's estimated cost is kept in the context as `queryCost`, for the API keys' cost budget
// (api-client-budget.ts).
function usePageAwareLimits(): Plugin<Record<string, unknown>> {
  return {
    onValidate({ context, params: { schema, documentAST }, extendContext }) {
      const given = (context as { params?: { variables?: unknown } }).params?.variables;
      const variables = typeof given === "object" && given !== null ? (given as Record<string, unknown>) : {};
      const sized = withPageSizes(schema, documentAST, variables);
      let queryCost = 0;
      const costRule = costLimitRule({
        maxCost: GRAPHQL_LIMITS.maxCost,
        flattenFragments: true,
        ...refuseWith(LIMIT_MESSAGES.cost(GRAPHQL_LIMITS.maxCost)),
        onAccept: [(_context, { n }) => (queryCost = n)],
      });
      validate(schema, sized, [costRule]);
      extendContext({ queryCost });
    },
  };
}

// Checks every list argument and page size, and returns the document with each page's size written in.
export function withPageSizes(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>): DocumentNode {
  const defaults = variableDefaults(document);
  const valueOf = (node: ValueNode): unknown => {
    if (node.kind !== Kind.VARIABLE) return valueFromASTUntyped(node);
    const name = node.name.value;
    if (Object.hasOwn(variables, name)) return variables[name];
    const fallback = defaults.get(name);
    return fallback ? valueFromASTUntyped(fallback) : undefined;
  };
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node: ArgumentNode) {
        const value = valueOf(node.value);
        if (Array.isArray(value) && value.length > GRAPHQL_LIMITS.maxListItems) {
          throw refusal(LIMIT_MESSAGES.listItems(node.name.value, GRAPHQL_LIMITS.maxListItems));
        }
      },
      Field(node: FieldNode) {
        const definition = typeInfo.getFieldDef();
        const page = ["first", "last"].map((name) => {
          const argument = node.arguments?.find((candidate) => candidate.name.value === name);
          const value = argument ? valueOf(argument.value) : definition?.args.find((arg) => arg.name === name)?.defaultValue;
          return typeof value === "number" ? value : null;
        });
        for (const [index, size] of page.entries()) {
          if (size !== null && (size > GRAPHQL_LIMITS.maxPageSize || size < 1)) {
            throw refusal(LIMIT_MESSAGES.pageSize(index === 0 ? "first" : "last", GRAPHQL_LIMITS.maxPageSize));
          }
        }
        const type = typeInfo.getType();
        const isConnection = getNamedType(type)?.name.endsWith("Connection") === true;
        // A list of ids fetches one object per id: priced like a page of that size.
        const listSize = Math.max(0, ...(node.arguments ?? []).map((argument) => lengthOf(valueOf(argument.value))));
        const size = page[0] ?? page[1] ?? (listSize > 0 ? listSize : isConnection ? DEFAULT_CONNECTION_SIZE : null);
        if (size === null) return undefined;
        const others = (node.arguments ?? []).filter((argument) => !["first", "last"].includes(argument.name.value));
        const first: ArgumentNode = {
          kind: Kind.ARGUMENT,
          name: { kind: Kind.NAME, value: "first" },
          value: { kind: Kind.INT, value: String(size) },
        };
        return { ...node, arguments: [first, ...others] };
      },
    }),
  );
}

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

function variableDefaults(document: DocumentNode): Map<string, ValueNode> {
  const defaults = new Map<string, ValueNode>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.defaultValue) defaults.set(variable.variable.name.value, variable.defaultValue);
    }
  }
  return defaults;
}

// Pothos's page size when a connection is asked for without `first` or `last`.
const DEFAULT_CONNECTION_SIZE = 20;
