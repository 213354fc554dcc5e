// A closed procurement is read-only for everyone. The database refuses every write on it and on what hangs on it
// (the triggers of migration procurement_closing raise SQLSTATE PC001), so no service, present or future, can forget
// the rule; here the refusal becomes the Italian message a user reads, as a ForbiddenError (GraphQL's typed error,
// REST 403), wherever the write came from.
import type { PrismaClient } from "../generated/prisma/client";
import { ForbiddenError } from "../lib/errors";

export const CLOSED_PROCUREMENT_MESSAGE = "L'appalto è chiuso: si può consultare ma non più modificare";
const CLOSED_PROCUREMENT_SQLSTATE = "PC001";

type AdapterCause = { originalCode?: unknown; code?: unknown };

export function isClosedProcurementError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const meta = (error as { meta?: { driverAdapterError?: { cause?: AdapterCause } } }).meta;
  const cause = meta?.driverAdapterError?.cause;
  return cause?.originalCode === CLOSED_PROCUREMENT_SQLSTATE || cause?.code === CLOSED_PROCUREMENT_SQLSTATE;
}

function translated(error: unknown): unknown {
  return isClosedProcurementError(error) ? new ForbiddenError(CLOSED_PROCUREMENT_MESSAGE) : error;
}

// Every operation, raw queries and those inside interactive transactions included, passes through this.
export function withClosedProcurementRefusal(client: PrismaClient): PrismaClient {
  const extended = client.$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          throw translated(error);
        }
      },
    },
  });
  // The extension adds no model or method: the extended client answers to PrismaClient's own type.
  return extended as unknown as PrismaClient;
}
