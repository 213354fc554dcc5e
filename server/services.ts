// Every domain service, built once per app over the same dependencies. GraphQL resolvers and REST
// handlers both call these: rules and permission checks live in the services only.
import type { AppDeps } from "./deps";
import { createApiClientService } from "./modules/api-clients/api-clients.service";
import { createAuthService } from "./modules/auth/auth.service";
import { createCalendarService } from "./modules/calendar/calendar.service";
import { createComplianceService } from "./modules/compliance/compliance.service";
import { createDashboardService } from "./modules/dashboard/dashboard.service";
import { createDocumentService } from "./modules/documents/documents.service";
import { createElementDocumentService } from "./modules/elements/element-documents.service";
import { createElementService } from "./modules/elements/elements.service";
import { createFactoryService } from "./modules/procurements/factories.service";
import { createProcurementService } from "./modules/procurements/procurements.service";
import { createProcurementSetupService } from "./modules/procurements/procurement-setup.service";
import { createProcurementSupplierService } from "./modules/procurements/procurement-suppliers.service";
import { createReviewService } from "./modules/review/review.service";
import { createReferenceService } from "./modules/reference/reference.service";
import { createOtherRequirementsService } from "./modules/requirements/other-requirements.service";
import { createRequirementsService } from "./modules/requirements/requirements.service";
import { createReminderPreferenceService } from "./modules/reminders/reminder-preferences.service";
import { createSubstanceService } from "./modules/substances/substances.service";
import { createSupplierAttachmentService } from "./modules/suppliers/supplier-attachments.service";
import { createSupplierWorkerService } from "./modules/suppliers/supplier-workers.service";
import { createSupplierService } from "./modules/suppliers/suppliers.service";
import { createWorkerAccessService } from "./modules/suppliers/worker-access.service";
import { createFitnessCertificateService } from "./modules/workers/fitness-certificates.service";
import { createProcurementWorkerReads } from "./modules/workers/procurement-workers.read";
import { createProcurementWorkerService } from "./modules/workers/procurement-workers.service";
import { createWorkerDocumentService } from "./modules/workers/worker-documents.service";
import { createWorkerAreaService } from "./modules/workers-area/workers-area.service";
import { createSupplierWorkerAreaService } from "./modules/workers-area/supplier-worker-area.service";
import { createWorkforceReportsService } from "./modules/workforce-reports/workforce-reports.service";
import { createWorkforceService } from "./modules/workforce/workforce.service";
import { createUserService } from "./modules/users/users.service";
import { createWebhookService } from "./modules/webhooks/webhooks.service";

export function createServices(deps: AppDeps) {
  return {
    auth: createAuthService(deps),
    apiClients: createApiClientService(deps),
    compliance: createComplianceService(deps),
    dashboard: createDashboardService(deps),
    reference: createReferenceService(deps),
    suppliers: createSupplierService(deps),
    supplierAttachments: createSupplierAttachmentService(deps),
    supplierWorkers: createSupplierWorkerService(deps),
    workerAccess: createWorkerAccessService(deps),
    procurements: createProcurementService(deps),
    procurementSetup: createProcurementSetupService(deps),
    factories: createFactoryService(deps),
    procurementSuppliers: createProcurementSupplierService(deps),
    requirements: createRequirementsService(deps),
    otherRequirements: createOtherRequirementsService(deps),
    documents: createDocumentService(deps),
    procurementWorkers: createProcurementWorkerService(deps),
    procurementWorkerReads: createProcurementWorkerReads(deps),
    fitnessCertificates: createFitnessCertificateService(deps),
    elements: createElementService(deps),
    elementDocuments: createElementDocumentService(deps),
    substances: createSubstanceService(deps),
    workerDocuments: createWorkerDocumentService(deps),
    workerArea: createWorkerAreaService(deps),
    calendar: createCalendarService(deps),
    supplierWorkerArea: createSupplierWorkerAreaService(deps),
    workforceReports: createWorkforceReportsService(deps),
    workforce: createWorkforceService(deps),
    reminderPreferences: createReminderPreferenceService(deps),
    users: createUserService(deps),
    webhooks: createWebhookService(deps),
    review: createReviewService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
