// What an API key may read, chosen when it is made: one rule, read by the GraphQL layer (which fields a key's query
// may ask for) and the REST routes (whether a key may use them at all). Writing is never possible for a key
// (viewer.ts); files and health data stay out of reach whatever the scope (the permission module's API column).
import type { ApiClientScope } from "../../generated/prisma/enums";
import { ForbiddenError } from "../../lib/errors";
import type { Viewer } from "../../viewer";

export const API_CLIENT_SCOPE_MESSAGES = {
  complianceOnly: (field: string) =>
    `Questa chiave API può leggere solo la conformità (procurementCompliance, supplierCompliance, supplierComplianceOverview, workerCompliance, con semafori, motivi e nomi): ${field} non è compreso`,
} as const;

// The fields, by type, that the compliance answers are made of: lights, reasons, and enough names to tell the
// supplier or worker what to fix. The answers' objects are the portal's own types, which lead everywhere else
// (documents, files, a worker's card), hence a list of fields and not of root fields alone. "*": every field.
const COMPLIANCE_FIELDS: Record<string, "*" | readonly string[]> = {
  Query: ["procurementCompliance", "supplierCompliance", "supplierComplianceOverview", "workerCompliance"],
  Procurement: ["id", "label", "dateStart", "dateEnd", "closedAt", "trafficLight", "complianceDate", "complianceReasons", "suppliers"],
  ProcurementSupplier: ["id", "trafficLight", "complianceDate", "complianceReasons", "supplier", "parentSupplier", "procurement"],
  Supplier: ["id", "companyName", "vatNumber"],
  ProcurementWorker: ["id", "trafficLight", "admitted", "mayEnterToday", "approval", "complianceDate", "complianceReasons", "worker", "procurement"],
  SupplierWorker: ["id", "firstName", "lastName", "fiscalCode"],
  ComplianceReason: "*",
  SupplierCompliance: "*",
};

// null: every field the customer's users may read.
const SCOPE_FIELDS: Record<ApiClientScope, Record<string, "*" | readonly string[]> | null> = {
  COMPLIANCE: COMPLIANCE_FIELDS,
  PROCUREMENTS: null,
};

// Whether the viewer's scope limits the fields it may ask for at all: only then is a query's every field looked at.
export function scopeLimitsFields(viewer: Viewer | null): boolean {
  return fieldsOf(viewer) !== null;
}

// Refuses a key whose scope does not cover a field of its query (typeName.fieldName). __typename and introspection
// are always allowed: integrators explore the schema with their key.
export function requireScopeCoversField(viewer: Viewer | null, typeName: string, fieldName: string): void {
  const fields = fieldsOf(viewer);
  if (!fields || fieldName.startsWith("__") || typeName.startsWith("__")) return;
  const allowed = fields[typeName];
  if (allowed === "*" || allowed?.includes(fieldName)) return;
  throw new ForbiddenError(API_CLIENT_SCOPE_MESSAGES.complianceOnly(`${typeName}.${fieldName}`));
}

// The REST API answers the portal's own screens: only a key that reads the procurements may use it.
export function requireScopeCoversRest(viewer: Viewer | null): void {
  if (scopeLimitsFields(viewer)) {
    throw new ForbiddenError(API_CLIENT_SCOPE_MESSAGES.complianceOnly("l'API REST"));
  }
}

function fieldsOf(viewer: Viewer | null): Record<string, "*" | readonly string[]> | null {
  return viewer?.apiClientScope ? SCOPE_FIELDS[viewer.apiClientScope] : null;
}
