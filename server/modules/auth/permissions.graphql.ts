// What the signed-in user may do, as the permission module decides it: the client shows or explains each action
// from these answers and never compares user levels itself.
import { builder } from "../../graphql/builder";
import { decide, PERMISSIONS, type Decision } from "./permissions";

export const PermissionDecisionRef = builder.objectRef<Decision>("PermissionDecision").implement({
  description: "Se l'utente può compiere un'azione e, se no, perché (in parole per l'utente)",
  fields: (t) => ({
    allowed: t.exposeBoolean("allowed"),
    reason: t.exposeString("reason", { nullable: true }),
  }),
});

export type ViewerPermissionsShape = Record<(typeof PERMISSIONS)[number], Decision>;

export const ViewerPermissionsRef = builder.objectRef<ViewerPermissionsShape>("ViewerPermissions").implement({
  description: "Le decisioni del modulo dei permessi per l'utente collegato, una per azione",
  fields: (t) => Object.fromEntries(PERMISSIONS.map((permission) => [permission, t.field({ type: PermissionDecisionRef, resolve: (decisions) => decisions[permission] })])),
});

builder.prismaObjectField("User", "permissions", (t) =>
  t.field({
    type: ViewerPermissionsRef,
    description: "Cosa può fare questo utente (solo l'utente stesso legge il proprio nodo User)",
    resolve: (_user, _args, context) =>
      Object.fromEntries(PERMISSIONS.map((permission) => [permission, decide(context.viewer, permission)])) as ViewerPermissionsShape,
  }),
);
