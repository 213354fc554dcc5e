// The errors a service may raise. Each carries its HTTP status so REST and GraphQL answer alike;
// messages are the spec's Italian texts (section 8) or written in the same voice.
import type { ZodType } from "zod";

export type FieldErrors = Record<string, string[]>;

export const UNAUTHORIZED_MESSAGE = "Utente non autorizzato";

export class AppError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
}

// Invalid input: one or more messages per field (REST answers 422 {errors: {field: [messages]}}).
export class ValidationError extends AppError {
  readonly fieldErrors: FieldErrors;
  constructor(fieldErrors: FieldErrors, message = Object.values(fieldErrors).flat().join(" , ")) {
    super(message, 422);
    this.fieldErrors = fieldErrors;
  }
}

// A request whose envelope cannot be read (a malformed multipart body, say): 400, before any service runs.
// A ValidationError so that REST answers with the same { errors: { input: [...] } } shape.
export class MalformedRequestError extends ValidationError {
  override readonly status: number = 400;
  constructor(message: string) {
    super({ input: [message] }, message);
  }
}

// A request body over its size limit: 413, before it is read any further.
export class PayloadTooLargeError extends ValidationError {
  override readonly status: number = 413;
  constructor(message: string) {
    super({ input: [message] }, message);
  }
}

// A request body that stopped arriving: 408, and the connection is closed with the answer, since the rest of
// the body the client declared will never come.
export class RequestTimeoutError extends ValidationError {
  override readonly status: number = 408;
  constructor(message: string) {
    super({ input: [message] }, message);
  }
}

// No valid sign-in (missing, expired or revoked token, or wrong credentials).
export class UnauthenticatedError extends AppError {
  constructor(message = UNAUTHORIZED_MESSAGE) {
    super(message, 401);
  }
}

// Signed in, but this action needs another kind of user or a higher user level.
export class ForbiddenError extends AppError {
  constructor(message = UNAUTHORIZED_MESSAGE) {
    super(message, 403);
  }
}

// Not there, or not the viewer's: the two answers are the same on purpose.
export class NotFoundError extends AppError {
  constructor(message = "Elemento non trovato") {
    super(message, 404);
  }
}

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// What a service call receives before parseInput has checked it: every field of the named shape, of any type.
export type Unvalidated<T> = { [K in keyof T]?: unknown };

// Validates input at the edge of a service with a zod schema; failures become a ValidationError whose
// field map uses the schema's own (Italian) messages.
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "input";
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw new ValidationError(fieldErrors);
}
