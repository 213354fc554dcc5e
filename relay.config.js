// Relay compiler settings. The compiler (and babel-plugin-relay) load this file with require(); in this
// ESM package the named exports become the configuration keys, so no default export is needed.
export const src = "./client";
export const schema = "./schema.graphql";
export const language = "typescript";
export const artifactDirectory = "./client/__generated__";
export const eagerEsModules = true;
export const excludes = ["**/node_modules/**", "**/__generated__/**"];
// Date travels as "YYYY-MM-DD", DateTime as ISO 8601 (server/graphql/builder.ts).
export const customScalarTypes = { Date: "string", DateTime: "string" };
// Enum types are exact unions, so they match the label lists of common/reference-lists.ts.
export const noFutureProofEnums = true;
export const persistConfig = { file: "./client/__generated__/persisted-operations.json", algorithm: "SHA256", include_query_text: true };
