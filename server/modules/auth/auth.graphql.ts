// GraphQL of sign-in: the User node, the viewer query and the password mutations. Thin adapters over
// the auth service; the result unions come from the errors plugin.
import { builder } from "../../graphql/builder";
import { UserKind } from "../../generated/prisma/enums";
import { NotFoundError, RateLimitedError, UnauthenticatedError, ValidationError } from "../../lib/errors";
import { parseNodeId } from "../../lib/node-id";
import { userWhereForViewer, type SignInResult } from "./auth.service";

export const UserKindEnum = builder.enumType(UserKind, { name: "UserKind" });

export const UserNode = builder.prismaNode("User", {
  id: { field: "id" },
  // Only the viewer's own user: node(id) of anyone else answers null, as a missing one would.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [userWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    email: t.exposeString("email"),
    kind: t.expose("kind", { type: UserKindEnum }),
    userLevel: t.exposeInt("userLevel"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    displayName: t.string({
      select: { firstName: true, lastName: true, email: true },
      resolve: (user) => [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.email,
    }),
    supplier: t.relation("supplier", { nullable: true }),
    customer: t.relation("customer", { nullable: true }),
    worker: t.relation("worker", { nullable: true }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "L'utente che ha effettuato l'accesso; null senza un token valido",
    resolve: (query, _root, _args, context) => context.services.auth.loadOwnUser(context.viewer, query),
  }),
);

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});
const RequestPasswordResetInput = builder.inputType("RequestPasswordResetInput", {
  fields: (t) => ({ email: t.string({ required: true }) }),
});
const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    token: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});
const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({
    oldPassword: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirm: t.string({ required: true }),
  }),
});

const LoginPayload = builder.objectRef<SignInResult>("LoginPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    user: t.prismaField({
      type: "User",
      resolve: (query, payload, _args, context) => context.services.auth.loadSignedInUser(payload, query),
    }),
  }),
});

const PasswordFlowPayload = builder.objectRef<{ success: boolean }>("PasswordFlowPayload").implement({
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

const LogoutPayload = builder.objectRef<{ success: boolean }>("LogoutPayload").implement({
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

const ChangePasswordPayload = builder.objectRef<{ token: string; expiresAt: Date }>("ChangePasswordPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    errors: {
      types: [ValidationError, UnauthenticatedError, RateLimitedError],
      result: { name: "LoginSuccess" },
      union: { name: "LoginResult" },
    },
    resolve: (_root, { input }, context) => context.services.auth.login(input, context.ip),
  }),
  requestPasswordReset: t.field({
    type: PasswordFlowPayload,
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    errors: {
      types: [ValidationError, NotFoundError, RateLimitedError],
      result: { name: "RequestPasswordResetSuccess" },
      union: { name: "RequestPasswordResetResult" },
    },
    resolve: (_root, { input }, context) => context.services.auth.requestPasswordReset(input, context.ip),
  }),
  resetPassword: t.field({
    type: PasswordFlowPayload,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    errors: {
      types: [ValidationError, RateLimitedError],
      result: { name: "ResetPasswordSuccess" },
      union: { name: "ResetPasswordResult" },
    },
    resolve: (_root, { input }, context) => context.services.auth.resetPassword(input, context.ip),
  }),
  // The token of this request stops working (spec section 2, "Logout"); the client then forgets it.
  logout: t.field({
    type: LogoutPayload,
    description: "Chiude la sessione del token con cui arriva la richiesta: il token non vale più",
    resolve: (_root, _args, context) => context.services.auth.logout(context.viewer, context.ip),
  }),
  changePassword: t.field({
    type: ChangePasswordPayload,
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    errors: {
      types: [ValidationError, UnauthenticatedError],
      result: { name: "ChangePasswordSuccess" },
      union: { name: "ChangePasswordResult" },
    },
    resolve: (_root, { input }, context) => context.services.auth.changePassword(context.viewer, input, context.ip),
  }),
}));
