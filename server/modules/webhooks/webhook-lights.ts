// Light events: the lights of a customer's procurements, of the suppliers on them and of their workers, compared with
// the lights last told to its endpoints (webhook_light_states). A change made by a user and one made by the
// calendar alone (a document that expired overnight) are found the same way, by the periodic look the job queue
// runs (webhook-queue.ts). Each look writes the new lights and their events in one transaction: an event is never
// lost (a look that did not commit leaves the old lights, so the next finds the change again) nor told twice.
// The lights are judged by the screens' own statement and rules (documents/traffic-lights.ts), so the events and
// the screens agree.
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import { Prisma } from "../../generated/prisma/client";
import { trafficLightOf, type ComplianceState, type TrafficLight } from "../documents/compliance";
import { complianceOfRow, readComplianceRows } from "../documents/traffic-lights";
import { recordWebhookEvent } from "./webhook-events";
import type { WebhookEventType } from "../../../common/validation/webhooks";

const LIGHT_EVENTS: WebhookEventType[] = ["procurement.light_changed", "supplier.light_changed", "worker.light_changed"];

type Subject = { key: string; type: WebhookEventType; data: Record<string, number> };

function push(map: Map<string, { subject: Subject; states: ComplianceState[] }>, subject: Subject, state?: ComplianceState) {
  const entry = map.get(subject.key) ?? { subject, states: [] };
  if (state) entry.states.push(state);
  map.set(subject.key, entry);
}

// Every light of one customer today (by deps.now()).
async function currentLights(deps: AppDeps, customerId: number): Promise<Map<string, { subject: Subject; light: TrafficLight }>> {
  const places = await deps.prisma.procurementSupplier.findMany({
    where: { procurement: { customerId, closedAt: null } },
    select: { procurementId: true, supplierId: true },
  });
  const procurements = await deps.prisma.procurement.findMany({ where: { customerId, closedAt: null }, select: { id: true } });
  const subjects = new Map<string, { subject: Subject; states: ComplianceState[] }>();
  const procurementSubject = (procurementId: number): Subject => ({ key: `procurement:${procurementId}`, type: "procurement.light_changed", data: { procurementId } });
  const supplierSubject = (procurementId: number, supplierId: number): Subject => ({
    key: `supplier:${procurementId}:${supplierId}`,
    type: "supplier.light_changed",
    data: { procurementId, supplierId },
  });
  for (const { id } of procurements) push(subjects, procurementSubject(id));
  for (const place of places) push(subjects, supplierSubject(place.procurementId, place.supplierId));
  const ids = procurements.map(({ id }) => id);
  const visible = Prisma.sql`EXISTS (SELECT 1 FROM procurements p WHERE p.id = r.procurement_id AND p.customer_id = ${customerId})`;
  const rows = await readComplianceRows(deps, visible, ids, true);
  const today = italianDateOf(deps.now());
  for (const row of rows) {
    const { state } = complianceOfRow(row, today);
    push(subjects, procurementSubject(row.procurement_id), state);
    push(subjects, supplierSubject(row.procurement_id, row.supplier_id), state);
    const workerId = (row as { procurement_worker_id?: number | null }).procurement_worker_id;
    if (workerId) {
      push(subjects, { key: `worker:${row.procurement_id}:${workerId}`, type: "worker.light_changed", data: { procurementId: row.procurement_id, supplierId: row.supplier_id, procurementWorkerId: workerId } }, state);
    }
  }
  return new Map([...subjects].map(([key, { subject, states }]) => [key, { subject, light: trafficLightOf(states) }]));
}

// One look for every customer with an endpoint that listens to lights; the number of events written.
export async function recordLightChanges(deps: AppDeps): Promise<number> {
  const customers = await deps.prisma.webhookEndpoint.findMany({
    where: { disabledAt: null, eventTypes: { hasSome: LIGHT_EVENTS } },
    distinct: ["customerId"],
    select: { customerId: true },
  });
  let events = 0;
  for (const { customerId } of customers) events += await recordCustomerLightChanges(deps, customerId);
  return events;
}

export async function recordCustomerLightChanges(deps: AppDeps, customerId: number): Promise<number> {
  const lights = await currentLights(deps, customerId);
  const now = deps.now();
  return deps.prisma.$transaction(async (tx) => {
    const known = new Map((await tx.webhookLightState.findMany({ where: { customerId }, select: { subject: true, light: true } })).map((row) => [row.subject, row.light]));
    // The first look after the first endpoint only learns the lights: what was already so is no change.
    const firstLook = known.size === 0;
    let written = 0;
    for (const [key, { subject, light }] of lights) {
      const previous = known.get(key);
      if (previous === light) continue;
      await tx.webhookLightState.upsert({
        where: { customerId_subject: { customerId, subject: key } },
        create: { customerId, subject: key, light, updatedAt: now },
        update: { light, updatedAt: now },
      });
      if (firstLook) continue;
      const id = await recordWebhookEvent(tx, { customerId, type: subject.type, occurredAt: now, data: { ...subject.data, light, previousLight: previous ?? null } });
      if (id) written += 1;
    }
    return written;
  });
}
