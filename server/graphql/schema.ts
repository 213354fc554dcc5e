// The GraphQL schema: importing each module registers its types, queries and mutations on the builder.
import { lexicographicSortSchema, printSchema } from "graphql";
import { builder } from "./builder";
import "./errors";
import "./node-queries";
import "../modules/files/files.graphql";
import "../modules/reference/reference.graphql";
import "../modules/auth/auth.graphql";
import "../modules/auth/permissions.graphql";
import "../modules/suppliers/suppliers.graphql";
import "../modules/customers/customers.graphql";
import "../modules/workers-area/workers-area.graphql";
import "../modules/calendar/calendar.graphql";
import "../modules/workforce/workforce.graphql";
import "../modules/procurements/procurements.graphql";
import "../modules/procurements/procurement-setup.graphql";
import "../modules/procurements/factories.graphql";
import "../modules/documents/documents.graphql";
import "../modules/workers/workers.graphql";
import "../modules/workers/workers-mutations.graphql";
import "../modules/elements/elements.graphql";
import "../modules/substances/substances.graphql";
import "../modules/workers/worker-requirements.graphql";
import "../modules/workers/worker-documents.graphql";
import "../modules/reminders/reminders.graphql";
import "../modules/api-clients/api-clients.graphql";
import "../modules/webhooks/webhooks.graphql";
import "../modules/compliance/compliance.graphql";
import "../modules/dashboard/dashboard.graphql";
import "../modules/users/users.graphql";
import "../modules/suppliers/worker-access.graphql";
import "../modules/workers-area/supplier-worker-area.graphql";
import "../modules/requirements/requirements.graphql";
import "../modules/requirements/other-requirements.graphql";
import "../modules/review/review.graphql";

export const schema = builder.toSchema();

// The text committed as schema.graphql; a test fails when the two differ.
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
