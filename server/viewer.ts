// The signed-in person (or machine client) making a request, resolved once per request from its token.
import type { UserKind } from "./generated/prisma/enums";

export type Viewer = {
  userId: number;
  kind: UserKind;
  email: string;
  userLevel: number;
  supplierId: number | null;
  customerId: number | null;
  workerId: number | null;
};

// The spec's user-level gates (section 6).
export const EDIT_LEVEL = 3;
export const DELETE_LEVEL = 5;
