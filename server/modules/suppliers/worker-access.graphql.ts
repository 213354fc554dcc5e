// GraphQL of a supplier worker's access to the worker area: what the worker card shows (the access and whether the
// viewer may manage it) and the give / take back mutations. Thin adapters over worker-access.service.ts.
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { NotFoundError } from "../../lib/errors";
import { databaseIdOf } from "../../lib/node-id";
import { decide } from "../auth/permissions";
import { PermissionDecisionRef } from "../auth/permissions.graphql";
import "./supplier-workers.graphql";

type WorkerAreaAccess = { email: string; active: boolean };

const WorkerAreaAccessRef = builder.objectRef<WorkerAreaAccess>("WorkerAreaAccess").implement({
  description: "L'accesso di un lavoratore del fornitore all'area lavoratore",
  fields: (t) => ({
    email: t.exposeString("email", { description: "L'indirizzo email con cui il lavoratore accede" }),
    active: t.exposeBoolean("active", { description: "Falso quando l'accesso è stato tolto" }),
  }),
});

builder.prismaObjectFields("SupplierWorker", (t) => ({
  workerAreaAccess: t.field({
    type: WorkerAreaAccessRef,
    nullable: true,
    description: "L'accesso del lavoratore all'area lavoratore, solo agli utenti del suo fornitore; null se non l'ha mai avuto",
    select: { supplierId: true, user: { select: { email: true, active: true } } },
    resolve: (worker, _args, context) =>
      context.viewer?.kind === "SUPPLIER" && context.viewer.supplierId === worker.supplierId && worker.user ? worker.user : null,
  }),
  viewerCanManageWorkerAreaAccess: t.field({
    type: PermissionDecisionRef,
    description: "Se chi guarda può dare o togliere al lavoratore l'accesso all'area lavoratore e, se no, perché",
    resolve: (_worker, _args, context) => decide(context.viewer, "manageWorkerAccess"),
  }),
}));

const GrantInput = builder.inputType("GrantWorkerAreaAccessInput", {
  fields: (t) => ({ supplierWorkerId: t.id({ required: true }), email: t.string({ required: true }) }),
});
const RevokeInput = builder.inputType("RevokeWorkerAreaAccessInput", {
  fields: (t) => ({ supplierWorkerId: t.id({ required: true }) }),
});

const WorkerAreaAccessPayload = builder.objectRef<{ id: number }>("WorkerAreaAccessPayload").implement({
  fields: (t) => ({
    supplierWorker: t.prismaField({
      type: "SupplierWorker",
      resolve: async (query, payload, _args, context) =>
        (await context.services.supplierWorkers.load(context.viewer, payload.id, query)) ?? Promise.reject(new NotFoundError()),
    }),
  }),
});

builder.mutationFields((t) => ({
  grantWorkerAreaAccess: t.field({
    type: WorkerAreaAccessPayload,
    args: { input: t.arg({ type: GrantInput, required: true }) },
    errors: { types: [...COMMON_MUTATION_ERRORS], result: { name: "GrantWorkerAreaAccessSuccess" }, union: { name: "GrantWorkerAreaAccessResult" } },
    resolve: (_root, { input }, context) =>
      context.services.workerAccess.grant(context.viewer, databaseIdOf(input.supplierWorkerId, "SupplierWorker"), { email: input.email }, context.ip),
  }),
  revokeWorkerAreaAccess: t.field({
    type: WorkerAreaAccessPayload,
    args: { input: t.arg({ type: RevokeInput, required: true }) },
    errors: { types: [...COMMON_MUTATION_ERRORS], result: { name: "RevokeWorkerAreaAccessSuccess" }, union: { name: "RevokeWorkerAreaAccessResult" } },
    resolve: (_root, { input }, context) =>
      context.services.workerAccess.revoke(context.viewer, databaseIdOf(input.supplierWorkerId, "SupplierWorker"), context.ip),
  }),
}));
