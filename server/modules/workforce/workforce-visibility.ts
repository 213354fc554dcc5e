// Which of the customer's own workers (never its suppliers') a viewer sees on the workforce screen: the users of
// that customer, from the level the permission module gives; nobody else, whatever path they take.
import type { Prisma } from "../../generated/prisma/client";
import { NO_ROWS, type Viewer } from "../../viewer";
import { may } from "../auth/permissions";

export function workforceCustomerIdOf(viewer: Viewer | null): number | null {
  return viewer?.kind === "CUSTOMER" && viewer.customerId !== null && may(viewer, "viewWorkforce") ? viewer.customerId : null;
}

export function workforceWorkerWhere(viewer: Viewer | null): Prisma.WorkerWhereInput {
  const customerId = workforceCustomerIdOf(viewer);
  return customerId === null ? NO_ROWS : { customerId };
}

export function workforceExaminationWhere(viewer: Viewer | null): Prisma.ExaminationWhereInput {
  const customerId = workforceCustomerIdOf(viewer);
  return customerId === null ? NO_ROWS : { worker: { customerId } };
}

export function workforceFactoryWhere(viewer: Viewer | null): Prisma.FactoryWhereInput {
  const customerId = workforceCustomerIdOf(viewer);
  return customerId === null ? NO_ROWS : { customerId };
}
