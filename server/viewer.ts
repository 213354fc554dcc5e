// The signed-in person (or machine client) making a request, resolved once per request from its token.
import type { User } from "./generated/prisma/client";
import type { ApiClientScope, UserKind } from "./generated/prisma/enums";
import { ForbiddenError, UnauthenticatedError } from "./lib/errors";

export type Viewer = {
  userId: number;
  kind: UserKind;
  email: string;
  userLevel: number;
  supplierId: number | null;
  customerId: number | null;
  workerId: number | null;
  // A supplier's worker with an access to the worker area (kind WORKER, workerId null). Optional: viewers made by
  // hand (tests, scripts) that are no such worker leave it out.
  supplierWorkerId?: number | null;
  // The token this request came with, so a sign-out can end exactly this session. Absent for viewers
  // made without a token (tests, scripts).
  session?: { tokenId: string; expiresAt: Date };
  // The viewer's own user row as the token check read it (every column but the password hash), so that the
  // `viewer` query and the shell's user fields cost no second read of the same row in the same request.
  user?: ViewerUserRow;
  // Set when the request came with an API key (modules/api-clients) instead of a user's sign-in: a machine client
  // of customerId, seen as that customer's lowest user level so that every customer visibility rule applies to it
  // unchanged. userId is then 0, which no user has: the `viewer` query answers null for it.
  apiClientId?: number;
  // What that key may read (modules/api-clients/api-client-scopes.ts).
  apiClientScope?: ApiClientScope;
};

export type ViewerUserRow = Omit<User, "passwordHash">;

// The viewer of a call that needs one: an anonymous caller is refused before anything is read.
export function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  return viewer;
}

// An API client may read, never write: this is the one rule, enforced before any resolver or handler runs (a GraphQL
// operation other than a query, a REST method other than GET: graphql/read-only-api-clients.ts) and for the one kind of
// read that is not a plain answer, a file download (files/downloads.ts).
export const API_CLIENT_READ_ONLY_MESSAGE = "Le chiavi API possono solo leggere";
export const API_CLIENT_NO_FILES_MESSAGE = "Le chiavi API non possono scaricare file";

export function isApiClient(viewer: Viewer | null): boolean {
  return viewer?.apiClientId !== undefined;
}

export function refuseApiClientWrite(viewer: Viewer | null): void {
  if (isApiClient(viewer)) throw new ForbiddenError(API_CLIENT_READ_ONLY_MESSAGE);
}

export function refuseApiClientDownload(viewer: Viewer | null): void {
  if (isApiClient(viewer)) throw new ForbiddenError(API_CLIENT_NO_FILES_MESSAGE);
}

// The where clause of every "what may this viewer see" rule when the answer is nothing: no row has an id in
// an empty list, so a forbidden object answers exactly like a missing one.
export const NO_ROWS = { id: { in: [] as number[] } };

// Reference data (document and worker categories, municipalities, the CLP list): every signed-in user may
// read it, an anonymous caller nothing.
export function referenceDataWhereForViewer(viewer: Viewer | null) {
  return viewer ? {} : NO_ROWS;
}
