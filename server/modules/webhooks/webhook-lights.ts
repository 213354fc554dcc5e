// Light events: the lights of a customer's procurements, of the suppliers on them and of their workers, compared with
// the lights last told to its endpoints (webhook_light_states). Two things start a look (webhook-queue.ts): a change
// made by a user, seen within a second or two as new rows of the compliance history (written in the change's own
// transaction, so a change that did not commit starts nothing), and a periodic look every minute, which also finds
// what the calendar alone changed (a document that expired overnight). Each look takes the customer's lock, reads
// the lights and writes the new ones with their events in one transaction: an event is never lost (a look that did
// not commit leaves the old lights, so the next finds the change again) nor told twice, whichever process looks.
// The lights are judged by the screens' own statement and rules (documents/traffic-lights.ts), so the events and
// the screens agree.
import { italianDateOf } from "../../../common/calendar-dates";
import { lockInTransaction } from "../../db/advisory-locks";
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

// Every light of one customer today (by deps.now()), read with db (the look's transaction).
async function currentLights(deps: AppDeps, db: Prisma.TransactionClient, customerId: number): Promise<Map<string, { subject: Subject; light: TrafficLight }>> {
  const places = await db.procurementSupplier.findMany({
    where: { procurement: { customerId, closedAt: null } },
    select: { procurementId: true, supplierId: true },
  });
  const procurements = await db.procurement.findMany({ where: { customerId, closedAt: null }, select: { id: true } });
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
  const rows = await readComplianceRows({ prisma: db }, visible, ids, true);
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

// One look for every customer with an endpoint that listens to lights (or only those of customerIds); the number
// of events written.
export async function recordLightChanges(deps: AppDeps, customerIds?: readonly number[]): Promise<number> {
  const customers = await deps.prisma.webhookEndpoint.findMany({
    where: { disabledAt: null, eventTypes: { hasSome: LIGHT_EVENTS }, ...(customerIds ? { customerId: { in: [...customerIds] } } : {}) },
    distinct: ["customerId"],
    select: { customerId: true },
  });
  let events = 0;
  for (const { customerId } of customers) events += await recordCustomerLightChanges(deps, customerId);
  return events;
}

// The customers whose procurements have compliance history after the row afterId, and the last row's id: what a
// look soon after a change is for. afterId null: only the last row's id.
export async function customersChangedSince(deps: AppDeps, afterId: number | null): Promise<{ customerIds: number[]; lastId: number }> {
  const [last] = await deps.prisma.$queryRaw<{ last: number | null }[]>`SELECT max(id) AS last FROM compliance_history`;
  const lastId = last?.last ?? 0;
  if (afterId === null || lastId <= afterId) return { customerIds: [], lastId: Math.max(lastId, afterId ?? 0) };
  const rows = await deps.prisma.$queryRaw<{ customer_id: number }[]>`
    SELECT DISTINCT p.customer_id FROM compliance_history h JOIN procurements p ON p.id = h.procurement_id
     WHERE h.id > ${afterId} AND h.id <= ${lastId}`;
  return { customerIds: rows.map((row) => row.customer_id), lastId };
}

// Looks of one customer never overlap, in this process or another: two would both see the old lights and tell
// the change twice, or one reading before the other's commit would tell it backwards.
export async function recordCustomerLightChanges(deps: AppDeps, customerId: number): Promise<number> {
  const now = deps.now();
  return deps.prisma.$transaction(async (tx) => {
    await lockInTransaction(tx, "customerLights", customerId);
    const lights = await currentLights(deps, tx, customerId);
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
