// The direction of imports (ARCHITECTURE.md, "Dependencies point down"): routes and resolvers use services, services
// use server/lib and the database, never the GraphQL or HTTP layer; lib imports nothing above it; common/ is shared by
// both halves and imports neither. Checked by `npm run test:layers` (part of `npm test`): a wrong import fails the run.
//
// dependency-cruiser rather than eslint's import rules: it resolves the TypeScript paths itself, needs no lint set-up
// the project does not otherwise have, and says in one line which rule an import breaks.
module.exports = {
  forbidden: [
    {
      name: "services-below-graphql-and-http",
      comment: "A service, read or rule file of a module never imports the GraphQL or HTTP layer: helpers both need go in server/lib.",
      severity: "error",
      // The upload readers of the files module are transport adapters themselves (the REST and the GraphQL multipart
      // request), so they sit on the HTTP layer like the routes.
      from: { path: "^server/modules/[^/]+/", pathNot: ["\\.graphql\\.ts$", "\\.rest\\.ts$", "\\.test\\.ts$", "^server/modules/files/(multipart|graphql-uploads)\\.ts$"] },
      to: { path: ["^server/graphql/", "\\.graphql\\.ts$", "\\.rest\\.ts$", "^server/http/"] },
    },
    {
      name: "lib-imports-nothing-above",
      comment: "server/lib holds the building blocks: it never imports modules, the GraphQL or HTTP layer, the context or the app.",
      severity: "error",
      from: { path: "^server/lib/" },
      to: { path: ["^server/modules/", "^server/graphql/", "^server/http/", "^server/(context|services|app|main|startup)\\.ts$"] },
    },
    {
      name: "common-is-shared",
      comment: "common/ is shared by server and client, so it imports neither.",
      severity: "error",
      from: { path: "^common/" },
      to: { path: ["^server/", "^client/"] },
    },
    {
      name: "client-never-imports-server",
      comment: "The client reaches the server through GraphQL only; shared rules live in common/.",
      severity: "error",
      from: { path: "^client/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^server/" },
    },
    {
      name: "no-runtime-cycles",
      comment: "A circle of runtime imports makes the load order matter; type-only imports are erased and do not count.",
      severity: "error",
      from: { path: "^(server|common|client)/", pathNot: "^server/generated/" },
      to: { circular: true, dependencyTypesNot: ["type-only"], viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", "^server/generated/", "^client/__generated__/"] },
    exclude: { path: ["^server/generated/", "^client/__generated__/", "^dist/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
