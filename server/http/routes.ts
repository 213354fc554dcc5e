// The REST facade of spec section 7, one registration per domain module.
import type { Api } from "./rest";
import { registerAuthRoutes } from "../modules/auth/auth.rest";
import { registerCalendarRoutes } from "../modules/calendar/calendar.rest";
import { registerDocumentRoutes } from "../modules/documents/documents.rest";
import { registerElementRoutes } from "../modules/elements/elements.rest";
import { registerProcurementRoutes } from "../modules/procurements/procurements.rest";
import { registerReferenceRoutes } from "../modules/reference/reference.rest";
import { registerRequirementRoutes } from "../modules/requirements/requirements.rest";
import { registerSubstanceRoutes } from "../modules/substances/substances.rest";
import { registerSupplierRoutes } from "../modules/suppliers/suppliers.rest";
import { registerWorkerDocumentRoutes } from "../modules/workers/worker-documents.rest";
import { registerWorkerRoutes } from "../modules/workers/workers.rest";
import { registerWorkerAreaRoutes } from "../modules/workers-area/workers-area.rest";
import { registerWorkforceReportRoutes } from "../modules/workforce-reports/workforce-reports.rest";
import { registerWorkforceRoutes } from "../modules/workforce/workforce.rest";

export function registerRestRoutes(api: Api): void {
  registerAuthRoutes(api);
  registerReferenceRoutes(api);
  registerSupplierRoutes(api);
  registerProcurementRoutes(api);
  registerDocumentRoutes(api);
  registerRequirementRoutes(api);
  registerWorkerRoutes(api);
  registerElementRoutes(api);
  registerSubstanceRoutes(api);
  registerWorkerDocumentRoutes(api);
  registerWorkerAreaRoutes(api);
  registerCalendarRoutes(api);
  registerWorkforceReportRoutes(api);
  registerWorkforceRoutes(api);
}
