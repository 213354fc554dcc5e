// The one Pothos schema builder: plugins, scalars and the shared error types. Who may do what is decided by the
// services through modules/auth/permissions.ts, not by field scopes: REST routes need the same answers.
import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import type { FileUpload } from "graphql-upload-minimal";
import { isoDateOf, parseIsoDate } from "../../common/calendar-dates";
import type PrismaTypes from "../generated/pothos-prisma-types";
import { getDatamodel } from "../generated/pothos-prisma-types";
import type { RequestContext } from "../context";

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: RequestContext;
  Scalars: {
    // Calendar dates travel as "YYYY-MM-DD" (spec section 9, API format).
    Date: { Input: Date; Output: Date };
    DateTime: { Input: Date; Output: Date };
    // A file in a GraphQL multipart request (graphql-upload-minimal); input only.
    Upload: { Input: Promise<FileUpload>; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ErrorsPlugin, PrismaPlugin, RelayPlugin],
  errors: { defaultTypes: [] },
  prisma: {
    client: (context) => context.deps.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // Replaced by graphql/node-queries.ts, which answers null for a malformed id instead of failing.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    // What an integrator reads beside every id and every paged list (a connection's arguments).
    idFieldOptions: { description: "Identificativo globale dell'oggetto (da passare a node o alle query che chiedono un id)" },
    firstArgOptions: { description: "Quanti elementi restituire dall'inizio (dopo after)" },
    afterArgOptions: { description: "Il cursore (endCursor di pageInfo) dopo cui continuare" },
    lastArgOptions: { description: "Quanti elementi restituire dalla fine (prima di before)" },
    beforeArgOptions: { description: "Il cursore (startCursor di pageInfo) prima di cui continuare" },
  },
});

builder.queryType({});
builder.mutationType({});

// Scalar errors are GraphQLErrors so the caller reads the Italian message (other errors are masked).
builder.scalarType("Date", {
  description: "Data di calendario nel formato YYYY-MM-DD",
  serialize: (value) => isoDateOf(value),
  parseValue: (value) => {
    const date = typeof value === "string" ? parseIsoDate(value) : null;
    if (!date) throw new GraphQLError("Data non valida: usare il formato AAAA-MM-GG");
    return date;
  },
});

builder.scalarType("DateTime", {
  description: "Istante nel formato ISO 8601",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const parsed = typeof value === "string" ? new Date(value) : null;
    if (!parsed || Number.isNaN(parsed.getTime())) throw new GraphQLError("Data e ora non valide");
    return parsed;
  },
});
