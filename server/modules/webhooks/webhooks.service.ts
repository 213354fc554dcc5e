// A customer's webhook endpoints, managed by its level-5 users (manageWebhooks): register one (its signing secret is
// in that answer only), change or disable it, rotate the secret (the previous one keeps signing for the overlap),
// delete it; send it a test event; redeliver one delivery, or every delivery since a time. Another company's
// endpoints answer as missing; an API client manages nothing.
import { HOUR_MS } from "../../../common/durations";
import { z } from "zod";
import {
  WEBHOOK_MESSAGES, rotateWebhookSecretSchema, webhookEndpointSchema,
} from "../../../common/validation/webhooks";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, ValidationError, parseInput } from "../../lib/errors";
import { NO_ROWS, signedIn, type Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { may } from "../auth/permissions";
import { newWebhookEventId } from "./webhook-events";
import { newWebhookSecret } from "./webhook-signing";
import { webhookUrlProblem } from "./webhook-url-guard";

const idSchema = z.object({ id: z.number().int().nonnegative() });
const updateSchema = idSchema.extend({ enabled: z.boolean().optional() }).merge(webhookEndpointSchema.partial());
const sinceSchema = idSchema.extend({ since: z.date({ message: "Indicare da quando reinviare" }) });

function isWebhookManager(viewer: Viewer | null): viewer is Viewer & { customerId: number } {
  return viewer?.kind === "CUSTOMER" && viewer.customerId !== null && may(viewer, "manageWebhooks");
}

export function webhookEndpointWhereForViewer(viewer: Viewer | null): Prisma.WebhookEndpointWhereInput {
  return isWebhookManager(viewer) ? { customerId: viewer.customerId } : NO_ROWS;
}

export function webhookDeliveryWhereForViewer(viewer: Viewer | null): Prisma.WebhookDeliveryWhereInput {
  return isWebhookManager(viewer) ? { endpoint: { customerId: viewer.customerId } } : NO_ROWS;
}

// What the audit trail keeps of an endpoint: never its secrets.
const auditSelect = { id: true, customerId: true, url: true, description: true, eventTypes: true, disabledAt: true, previousValidUntil: true } satisfies Prisma.WebhookEndpointSelect;
type Audited = Prisma.WebhookEndpointGetPayload<{ select: typeof auditSelect }>;
const snapshot = (row: Audited): Prisma.InputJsonObject => ({
  ...row,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  previousValidUntil: row.previousValidUntil?.toISOString() ?? null,
});

type Query<S, I> = { select?: S; include?: I };

export function createWebhookService(deps: AppDeps) {
  const { prisma } = deps;
  const policy = () => ({ allowPrivate: deps.config.webhooks.allowPrivateUrls, portalHost: new URL(deps.config.publicUrl).hostname });

  // Every action asks the permission first (a user below level 5 is refused as such); then acting on an endpoint
  // asks whose it is, and another company's answers as missing.
  function manager(viewer: Viewer | null) {
    const actor = signedIn(viewer);
    if (!isWebhookManager(actor)) throw new ForbiddenError();
    return actor;
  }

  async function checkUrl(url: string) {
    const problem = await webhookUrlProblem(url, policy());
    if (problem) throw new ValidationError({ url: [problem] });
  }

  async function ownEndpoint(tx: Prisma.TransactionClient, actor: Viewer, id: number) {
    const row = await tx.webhookEndpoint.findFirst({ where: { id, AND: [webhookEndpointWhereForViewer(actor)] }, select: auditSelect });
    if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  return {
    async listEndpoints<Q extends Query<Prisma.WebhookEndpointSelect, Prisma.WebhookEndpointInclude>>(viewer: Viewer | null, query: Q) {
      signedIn(viewer);
      return prisma.webhookEndpoint.findMany({ ...query, where: webhookEndpointWhereForViewer(viewer), orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    },

    async loadEndpoint<Q extends Query<Prisma.WebhookEndpointSelect, Prisma.WebhookEndpointInclude>>(viewer: Viewer | null, id: number, query: Q) {
      return prisma.webhookEndpoint.findFirst({ ...query, where: { id, AND: [webhookEndpointWhereForViewer(viewer)] } });
    },

    // The secret is in the answer and nowhere a user can read it again.
    async createEndpoint(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number; secret: string }> {
      const actor = manager(viewer);
      const input = parseInput(webhookEndpointSchema, raw);
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        const row = await tx.webhookEndpoint.create({
          data: { customerId: actor.customerId, createdById: actor.userId, url: input.url, description: input.description, eventTypes: input.eventTypes, secret, createdAt: now },
          select: auditSelect,
        });
        await recordAudit(tx, { actor, action: "webhookEndpoint.created", entityType: "WebhookEndpoint", entityId: row.id, after: snapshot(row), ip, occurredAt: now });
        return { id: row.id, secret };
      });
    },

    // Enabling again clears the failures that disabled it: the next failure starts a new count.
    async updateEndpoint(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number }> {
      const actor = manager(viewer);
      const { id, enabled, ...change } = parseInput(updateSchema, raw);
      if (change.url !== undefined) await checkUrl(change.url);
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        const before = await ownEndpoint(tx, actor, id);
        const toggle = enabled === undefined ? {} : enabled ? { disabledAt: null, disabledReason: null, failingSince: null } : before.disabledAt ? {} : { disabledAt: now, disabledReason: "Disattivato da un utente" };
        const after = await tx.webhookEndpoint.update({ where: { id }, data: { ...change, ...toggle }, select: auditSelect });
        await recordAudit(tx, { actor, action: "webhookEndpoint.updated", entityType: "WebhookEndpoint", entityId: id, before: snapshot(before), after: snapshot(after), ip, occurredAt: now });
        return { id };
      });
    },

    async deleteEndpoint(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number }> {
      const actor = manager(viewer);
      const { id } = parseInput(idSchema, raw);
      return prisma.$transaction(async (tx) => {
        const before = await ownEndpoint(tx, actor, id);
        await tx.webhookEndpoint.delete({ where: { id } });
        await recordAudit(tx, { actor, action: "webhookEndpoint.deleted", entityType: "WebhookEndpoint", entityId: id, before: snapshot(before), ip, occurredAt: deps.now() });
        return { id };
      });
    },

    // A new secret; the previous one keeps signing beside it for overlapHours (0: it stops at once).
    async rotateSecret(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number; secret: string }> {
      const actor = manager(viewer);
      const { id, ...rest } = parseInput(idSchema.passthrough(), raw);
      const { overlapHours } = parseInput(rotateWebhookSecretSchema, rest);
      const secret = newWebhookSecret();
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        const before = await ownEndpoint(tx, actor, id);
        const current = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: { secret: true } });
        const overlapEnds = overlapHours > 0 ? new Date(now.getTime() + overlapHours * HOUR_MS) : null;
        const after = await tx.webhookEndpoint.update({
          where: { id },
          data: { secret, previousSecret: overlapEnds ? current.secret : null, previousValidUntil: overlapEnds },
          select: auditSelect,
        });
        await recordAudit(tx, { actor, action: "webhookEndpoint.secretRotated", entityType: "WebhookEndpoint", entityId: id, before: snapshot(before), after: snapshot(after), ip, occurredAt: now });
        return { id, secret };
      });
    },

    // An event of type "webhook.test" for this endpoint only, delivered and listed as any other.
    async sendTestEvent(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number }> {
      const actor = manager(viewer);
      const { id } = parseInput(idSchema, raw);
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        const endpoint = await ownEndpoint(tx, actor, id);
        if (endpoint.disabledAt) throw new ValidationError({ id: [WEBHOOK_MESSAGES.disabled] });
        const eventId = newWebhookEventId();
        await tx.webhookEvent.create({ data: { id: eventId, customerId: endpoint.customerId, type: "webhook.test", payload: { endpointId: id }, occurredAt: now } });
        await tx.webhookDelivery.create({ data: { eventId, endpointId: id, nextAttemptAt: now, createdAt: now } });
        await recordAudit(tx, { actor, action: "webhookEndpoint.tested", entityType: "WebhookEndpoint", entityId: id, after: { eventId }, ip, occurredAt: now });
        return { id };
      });
    },

    // Again from the start, with the same webhook-id (the receiver knows it is the same event).
    async redeliver(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number; endpointId: number }> {
      const actor = manager(viewer);
      const { id } = parseInput(idSchema, raw);
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        const delivery = await tx.webhookDelivery.findFirst({ where: { id, AND: [webhookDeliveryWhereForViewer(actor)] }, select: { id: true, endpointId: true, eventId: true } });
        if (!delivery) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
        const endpoint = await ownEndpoint(tx, actor, delivery.endpointId);
        if (endpoint.disabledAt) throw new ValidationError({ id: [WEBHOOK_MESSAGES.disabled] });
        await tx.webhookDelivery.update({ where: { id }, data: { status: "PENDING", queued: false, nextAttemptAt: now, createdAt: now, deliveredAt: null, attemptsSinceQueued: 0 } });
        await recordAudit(tx, { actor, action: "webhookEndpoint.redelivered", entityType: "WebhookEndpoint", entityId: delivery.endpointId, after: { deliveryIds: [id] }, ip, occurredAt: now });
        return { id, endpointId: delivery.endpointId };
      });
    },

    // Every delivery of the endpoint whose event happened since `since`, delivered or not: after a receiver lost
    // its data, or was down past the retries.
    async redeliverSince(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number; count: number }> {
      const actor = manager(viewer);
      const { id, since } = parseInput(sinceSchema, raw);
      const now = deps.now();
      if (since > now) throw new ValidationError({ since: [WEBHOOK_MESSAGES.sinceInFuture] });
      return prisma.$transaction(async (tx) => {
        const endpoint = await ownEndpoint(tx, actor, id);
        if (endpoint.disabledAt) throw new ValidationError({ id: [WEBHOOK_MESSAGES.disabled] });
        const { count } = await tx.webhookDelivery.updateMany({
          where: { endpointId: id, event: { occurredAt: { gte: since } } },
          data: { status: "PENDING", queued: false, nextAttemptAt: now, createdAt: now, deliveredAt: null, attemptsSinceQueued: 0 },
        });
        await recordAudit(tx, { actor, action: "webhookEndpoint.redelivered", entityType: "WebhookEndpoint", entityId: id, after: { since: since.toISOString(), count }, ip, occurredAt: now });
        return { id, count };
      });
    },
  };
}

