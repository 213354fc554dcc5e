// The one Pothos schema builder: plugins, scalars, auth scopes and the shared error types.
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type PrismaTypes from "../generated/pothos-prisma-types";
import { getDatamodel } from "../generated/pothos-prisma-types";
import type { RequestContext } from "../context";

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: RequestContext;
  AuthScopes: {
    authenticated: boolean;
    supplier: boolean;
    customer: boolean;
    worker: boolean;
    minUserLevel: number;
  };
  Scalars: {
    // Calendar dates travel as "YYYY-MM-DD" (spec section 9, API format).
    Date: { Input: Date; Output: Date };
    DateTime: { Input: Date; Output: Date };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    authScopes: (context) => ({
      authenticated: context.viewer !== null,
      supplier: context.viewer?.kind === "SUPPLIER",
      customer: context.viewer?.kind === "CUSTOMER",
      worker: context.viewer?.kind === "WORKER",
      minUserLevel: (level) => (context.viewer?.userLevel ?? 0) >= level,
    }),
  },
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
  },
});

builder.queryType({});
builder.mutationType({});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

builder.scalarType("Date", {
  description: "Data di calendario nel formato YYYY-MM-DD",
  serialize: (value) => value.toISOString().slice(0, 10),
  parseValue: (value) => {
    if (typeof value !== "string" || !ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
      throw new TypeError("Data non valida: usare il formato YYYY-MM-DD");
    }
    return new Date(`${value}T00:00:00Z`);
  },
});

builder.scalarType("DateTime", {
  description: "Istante nel formato ISO 8601",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const parsed = typeof value === "string" ? new Date(value) : null;
    if (!parsed || Number.isNaN(parsed.getTime())) throw new TypeError("Data e ora non valide");
    return parsed;
  },
});
