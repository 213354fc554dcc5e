// Who may do what: every decision by kind of viewer and user level, in one table. Nothing else in the portal
// compares user levels: services, resolvers and REST routes ask `decide`/`requirePermission`, and the client
// receives the answers (User.permissions) instead of working them out again.
//
// docs/permissions.md is this table written for people; tests/api/permissions-table.test.ts compares the two cell
// by cell, so they cannot drift. Which object is the viewer's own (its company, its customer's procurements) is
// the visibility rules' part (*-visibility.ts): a decision here is asked about objects the viewer already sees.
import { CLOSED_PROCUREMENT_MESSAGE } from "../../db/closed-procurement";
import { ForbiddenError, UnauthenticatedError } from "../../lib/errors";
import { API_CLIENT_NO_FILES_MESSAGE, API_CLIENT_READ_ONLY_MESSAGE, isApiClient, type Viewer } from "../../viewer";

type Level = 1 | 2 | 3 | 4 | 5;
// The lowest level of each kind of company user that may; a kind left out never may. Workers and API clients
// have no levels.
type Gate = { SUPPLIER?: Level; CUSTOMER?: Level; WORKER?: true; API_CLIENT?: true };

export const PERMISSION_GATES = {
  // Procurements and what hangs on them, read.
  viewProcurements: { SUPPLIER: 1, CUSTOMER: 1, API_CLIENT: true },
  // The dashboard: what needs the company across its procurements (a supplier's to fix, a customer's to decide).
  viewDashboard: { SUPPLIER: 1, CUSTOMER: 1 },
  // Files of procurements, documents and elements (health files and SDS have their own rows below).
  downloadFiles: { SUPPLIER: 1, CUSTOMER: 1 },

  // The supplier's company (home).
  editCompanyDetails: { SUPPLIER: 1 },
  uploadCompanyDocuments: { SUPPLIER: 1 },
  deleteCompanyDocuments: { SUPPLIER: 5 },
  editCompanyWorkers: { SUPPLIER: 3 },
  deleteCompanyWorkers: { SUPPLIER: 5 },
  uploadWorkerDocuments: { SUPPLIER: 1 },
  openWorkerDocuments: { SUPPLIER: 5 },
  deleteWorkerDocuments: { SUPPLIER: 5 },
  setExpiryReminders: { SUPPLIER: 1 },
  // Giving one of the company's workers an access to the worker area (and taking it back): an access to the portal,
  // like a user's, so the level that manages users.
  manageWorkerAccess: { SUPPLIER: 5 },

  // The supplier on a procurement.
  // The supplier's note and "Subappaltatore di" on a procurement.
  editProcurementInfo: { SUPPLIER: 3, CUSTOMER: 3 },
  uploadRequiredDocuments: { SUPPLIER: 1 },
  deleteRequiredDocuments: { SUPPLIER: 5, CUSTOMER: 5 },
  assignProcurementWorkers: { SUPPLIER: 3 },
  removeProcurementWorkers: { SUPPLIER: 5 },
  // The fitness categories a worker's certificates are asked for (the standard import).
  addFitnessCategories: { SUPPLIER: 3 },
  uploadFitnessCertificates: { SUPPLIER: 1 },
  // Replacing a health file that is already there means writing over something the user may not open: only those
  // who may open it replace it.
  replaceHealthFiles: { SUPPLIER: 5 },
  deleteFitnessCertificates: { SUPPLIER: 5, CUSTOMER: 5 },
  // Declaring a new vehicle, machine, tool or substance comes with its document: uploading, open from level 1;
  // changing what was declared is editing, from level 3 as for workers.
  declareElements: { SUPPLIER: 1 },
  editElements: { SUPPLIER: 3 },
  deleteElements: { SUPPLIER: 5 },
  uploadElementDocuments: { SUPPLIER: 1 },
  editElementDocuments: { SUPPLIER: 3 },
  deleteElementDocuments: { SUPPLIER: 5 },
  declareSubstances: { SUPPLIER: 1 },
  editSubstances: { SUPPLIER: 3 },
  deleteSubstances: { SUPPLIER: 5 },

  // Health-related files (fitness certificates, a worker's health documents) and safety data sheets.
  openHealthFiles: { SUPPLIER: 5, CUSTOMER: 3 },
  openSafetyDataSheets: { SUPPLIER: 5, CUSTOMER: 5 },

  // The customer's decisions: approve or reject documents, fitness certificates, participations, elements and
  // their documents, and say what is mandatory. A supplier never approves its own.
  reviewRequiredItems: { CUSTOMER: 3 },
  // The approvals inbox (/review): what waits for those decisions across the customer's procurements, decided in batches.
  useApprovalsInbox: { CUSTOMER: 3 },

  // The customer's own procurements: create and edit them (with their general files), add suppliers and
  // subcontractors (registering a new supplier); closing, deleting and taking away are the delete level's.
  editProcurements: { CUSTOMER: 3 },
  deleteProcurementFiles: { CUSTOMER: 5 },
  removeProcurementSuppliers: { CUSTOMER: 5 },
  closeProcurements: { CUSTOMER: 5 },
  deleteProcurements: { CUSTOMER: 5 },
  // The customer's sites (factories): adding one and correcting its name or address, from the procurement form where
  // the need arises, so the level that creates procurements; deleting one only while nothing points to it, so nothing
  // is removed or taken from anyone: a site is a label that procurements and workers point to.
  editFactories: { CUSTOMER: 3 },
  // The customer's catalogue of what it may ask (document categories): what every procurement chooses from.
  editRequirementCatalogue: { CUSTOMER: 5 },

  // The visit calendar: booking, moving and cancelling medical visits of the customer's own workers with its own
  // doctors and instruments (it shows which worker sees which doctor when, so it starts where approving does).
  bookVisits: { CUSTOMER: 3 },
  // The customer's reports on its own workers (.xlsx): judgements and dates, no health content.
  downloadWorkforceReports: { CUSTOMER: 1 },

  // The customer's integrations.
  manageApiKeys: { CUSTOMER: 5 },
  // The API's description (introspection, the GraphiQL page's documentation) for whoever builds an integration: the
  // customer's users and its API keys. Suppliers, workers and anonymous callers get no schema.
  exploreApiSchema: { CUSTOMER: 1, API_CLIENT: true },
  // Webhook endpoints: where the customer's events are sent and with which signing secret, so the same level.
  manageWebhooks: { CUSTOMER: 5 },

  // A company's users (the "Utenti" screen): invite, change the level, deactivate and reactivate.
  manageCompanyUsers: { SUPPLIER: 5, CUSTOMER: 5 },

  // The customer's own workforce: its workers with factory, department, job, judgement (with its prescriptions and
  // limitations, never a visit's clinical content), visit dates and training; the lists of its sites,
  // departments, jobs and their hazards. Adding a photo or files to a worker from level 3, removing a file at 5.
  viewWorkforce: { CUSTOMER: 1 },
  editWorkforceFiles: { CUSTOMER: 3 },
  deleteWorkforceFiles: { CUSTOMER: 5 },

  // The worker's own area: visits, training and their certificates.
  viewOwnHealthAndTraining: { WORKER: true },
} as const satisfies Record<string, Gate>;

export type Permission = keyof typeof PERMISSION_GATES;
export const PERMISSIONS = Object.keys(PERMISSION_GATES) as Permission[];

export type Decision = { allowed: true; reason: null } | { allowed: false; reason: string };

const ALLOWED: Decision = { allowed: true, reason: null };
const KIND_NAMES = { SUPPLIER: "fornitore", CUSTOMER: "committente", WORKER: "lavoratore" } as const;

export const PERMISSION_MESSAGES = {
  signedOut: "Accesso richiesto",
  level: (level: number) => `Serve il livello utente ${level} o superiore`,
  kinds: (names: string[]) => `Operazione riservata a: ${names.join(", ")}`,
} as const;

// The answer for one viewer and one permission, with the reason in words a user knows when it is no.
export function decide(viewer: Viewer | null, permission: Permission): Decision {
  const gate: Gate = PERMISSION_GATES[permission];
  if (!viewer) return { allowed: false, reason: PERMISSION_MESSAGES.signedOut };
  if (isApiClient(viewer)) {
    if (gate.API_CLIENT) return ALLOWED;
    return { allowed: false, reason: permission === "downloadFiles" || permission.startsWith("open") ? API_CLIENT_NO_FILES_MESSAGE : API_CLIENT_READ_ONLY_MESSAGE };
  }
  if (viewer.kind === "WORKER") return gate.WORKER ? ALLOWED : { allowed: false, reason: kindsReason(gate) };
  const level = gate[viewer.kind];
  if (level === undefined) return { allowed: false, reason: kindsReason(gate) };
  return viewer.userLevel >= level ? ALLOWED : { allowed: false, reason: PERMISSION_MESSAGES.level(level) };
}

// What stays open on a closed procurement: seeing it and opening the files one may open. Everything else is a change,
// which nobody makes any more (the database refuses it too: db/closed-procurement.ts).
const READING_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  "viewProcurements",
  "downloadFiles",
  "openWorkerDocuments",
  "openHealthFiles",
  "openSafetyDataSheets",
  "viewOwnHealthAndTraining",
]);

// The answer about something of one procurement (its card and tabs): on a closed procurement every change is no,
// with the reason, whoever asks, so its screens show the reason in place of buttons that would only be refused.
export function decideOnProcurement(viewer: Viewer | null, permission: Permission, procurement: { closedAt: Date | null }): Decision {
  if (procurement.closedAt !== null && !READING_PERMISSIONS.has(permission)) return { allowed: false, reason: CLOSED_PROCUREMENT_MESSAGE };
  return decide(viewer, permission);
}

export function may(viewer: Viewer | null, permission: Permission): boolean {
  return decide(viewer, permission).allowed;
}

// Refuses (403) with the reason where the viewer could reach the action with another level, or is an API client;
// a viewer of a kind that never may is told the spec's plain "Utente non autorizzato". Without a viewer it is an
// expired sign-in (401). `what` names the refused action ("Impossibile eliminare il documento") before the reason.
export function requirePermission(viewer: Viewer | null, permission: Permission, what?: string): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  const decision = decide(viewer, permission);
  if (decision.allowed) return viewer;
  const gate: Gate = PERMISSION_GATES[permission];
  const levelOnly = !isApiClient(viewer) && viewer.kind !== "WORKER" && gate[viewer.kind] !== undefined;
  if (!levelOnly && !isApiClient(viewer)) throw new ForbiddenError();
  throw new ForbiddenError(what ? `${what}: ${decision.reason.charAt(0).toLowerCase()}${decision.reason.slice(1)}` : decision.reason);
}

// The same, for a change to something of a supplier company: only that company's own users make it. A customer
// user, who sees the supplier's things on its procurements, is told it may not (403); which supplier's things a
// viewer sees at all is for the visibility rules.
export function requireOwnSupplier(viewer: Viewer | null, supplierId: number, permission: Permission, what?: string): Viewer {
  const actor = requirePermission(viewer, permission, what);
  if (actor.kind !== "SUPPLIER" || actor.supplierId !== supplierId) throw new ForbiddenError();
  return actor;
}

function kindsReason(gate: Gate): string {
  const names = (Object.keys(KIND_NAMES) as (keyof typeof KIND_NAMES)[]).filter((kind) => gate[kind] !== undefined).map((kind) => KIND_NAMES[kind]);
  return PERMISSION_MESSAGES.kinds(names);
}
