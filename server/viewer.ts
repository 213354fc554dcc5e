// The signed-in person (or machine client) making a request, resolved once per request from its token.
import type { User } from "./generated/prisma/client";
import type { UserKind } from "./generated/prisma/enums";

export type Viewer = {
  userId: number;
  kind: UserKind;
  email: string;
  userLevel: number;
  supplierId: number | null;
  customerId: number | null;
  workerId: number | null;
  // The token this request came with, so a sign-out can end exactly this session. Absent for viewers
  // made without a token (tests, scripts).
  session?: { tokenId: string; expiresAt: Date };
  // The viewer's own user row as the token check read it (every column but the password hash), so that the
  // `viewer` query and the shell's user fields cost no second read of the same row in the same request.
  user?: ViewerUserRow;
};

export type ViewerUserRow = Omit<User, "passwordHash">;

// The spec's user-level gates (section 6).
export const EDIT_LEVEL = 3;
export const DELETE_LEVEL = 5;

// The where clause of every "what may this viewer see" rule when the answer is nothing: no row has an id in
// an empty list, so a forbidden object answers exactly like a missing one.
export const NO_ROWS = { id: { in: [] as number[] } };
