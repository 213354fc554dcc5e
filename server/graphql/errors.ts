// GraphQL shapes of the service errors, used in mutation result unions (Pothos errors plugin).
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from "../lib/errors";
import { builder } from "./builder";

export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

const FieldErrorRef = builder
  .objectRef<{ field: string; messages: string[] }>("FieldError")
  .implement({
    fields: (t) => ({
      field: t.exposeString("field"),
      messages: t.exposeStringList("messages"),
    }),
  });

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fieldErrors: t.field({
      type: [FieldErrorRef],
      resolve: (error) =>
        Object.entries(error.fieldErrors).map(([field, messages]) => ({ field, messages })),
    }),
  }),
});

builder.objectType(UnauthenticatedError, { name: "UnauthenticatedError", interfaces: [ErrorInterface] });
builder.objectType(ForbiddenError, { name: "ForbiddenError", interfaces: [ErrorInterface] });
builder.objectType(NotFoundError, { name: "NotFoundError", interfaces: [ErrorInterface] });
builder.objectType(RateLimitedError, {
  name: "RateLimitedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});

// The error classes every mutation can answer with, besides those particular to it.
export const COMMON_MUTATION_ERRORS = [ValidationError, UnauthenticatedError, ForbiddenError, NotFoundError];
