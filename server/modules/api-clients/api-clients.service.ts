// Managing a customer's API keys: a level-5 user of the customer makes one (its secret is shown once and never
// stored), lists them and revokes them. Another company's keys answer as missing; an API client manages nothing.
import { HOUR_MS } from "../../../common/durations";
import { isoTimestampOrNull } from "../../../common/calendar-dates";
import { z } from "zod";
import { API_KEY_MESSAGES, createApiKeySchema, rotateApiKeySchema } from "../../../common/validation/api-keys";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, ValidationError, parseInput } from "../../lib/errors";
import { NO_ROWS, signedIn, type Viewer } from "../../viewer";
import { may } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";
import { newApiKey } from "./api-keys";

const apiKeyIdSchema = z.object({ id: z.number().int().nonnegative() });

// The keys are the company's most powerful read access, so they belong to the level that may also delete (the
// customer's administrators); a key never manages keys.
function isKeyManager(viewer: Viewer | null): viewer is Viewer & { customerId: number } {
  return viewer?.kind === "CUSTOMER" && viewer.customerId !== null && may(viewer, "manageApiKeys");
}

export function apiClientWhereForViewer(viewer: Viewer | null): Prisma.ApiClientWhereInput {
  return isKeyManager(viewer) ? { customerId: viewer.customerId } : NO_ROWS;
}

// What the audit trail keeps of a key: never the secret nor its hash.
const auditSelect = {
  id: true,
  customerId: true,
  name: true,
  scope: true,
  createdAt: true,
  revokedAt: true,
  rotatedAt: true,
  previousValidUntil: true,
} satisfies Prisma.ApiClientSelect;


export function createApiClientService(deps: AppDeps) {
  const { prisma } = deps;

  async function insertKey(customerId: number, raw: unknown, by: { actor: Viewer | null; actorLabel?: string; ip: string | null }) {
    const { name, scope } = parseInput(createApiKeySchema, raw);
    const { token, tokenHash } = newApiKey();
    const now = deps.now();
    const created = await prisma.$transaction(async (tx) => {
      const row = await tx.apiClient.create({ data: { customerId, name, scope, tokenHash, createdAt: now }, select: auditSelect });
      await recordAudit(tx, { ...by, action: "apiClient.created", entityType: "ApiClient", entityId: row.id, after: snapshot(row), occurredAt: now });
      return row;
    });
    return { id: created.id, token };
  }

  return {
    // Newest first, revoked ones included (the list says when they stopped).
    async listKeys<Q extends { select?: Prisma.ApiClientSelect; include?: Prisma.ApiClientInclude }>(viewer: Viewer | null, query: Q) {
      signedIn(viewer);
      return prisma.apiClient.findMany({ ...query, where: apiClientWhereForViewer(viewer), orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    },

    async loadKey<Q extends { select?: Prisma.ApiClientSelect; include?: Prisma.ApiClientInclude }>(viewer: Viewer | null, id: number, query: Q) {
      return prisma.apiClient.findFirst({ ...query, where: { id, AND: [apiClientWhereForViewer(viewer)] } });
    },

    // The token is in the answer and nowhere else: the caller must show it now.
    async createKey(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number; token: string }> {
      const actor = signedIn(viewer);
      if (!isKeyManager(actor)) throw new ForbiddenError();
      return insertKey(actor.customerId, raw, { actor, ip });
    },

    // For operators (`npm run api-key`), who act on the database directly: the customer must exist; the audit
    // record names the operator's tool instead of a user.
    async createKeyForOperator(customerId: number, raw: unknown): Promise<{ id: number; token: string }> {
      const customer = await prisma.customer.findUnique({ where: { id: customerId }, select: { id: true } });
      if (!customer) throw new NotFoundError("Committente non trovato");
      return insertKey(customer.id, raw, { actor: null, actorLabel: "operatore (npm run api-key)", ip: null });
    },

    // A new secret for the same client (its name, its history): the old secret keeps working for overlapHours, then
    // stops. A second rotation within the overlap ends the first old secret at once: only one old secret lives.
    async rotateKey(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number; token: string }> {
      const actor = signedIn(viewer);
      const { id, ...rest } = parseInput(apiKeyIdSchema.passthrough(), raw);
      const { overlapHours } = parseInput(rotateApiKeySchema, rest);
      const { token, tokenHash } = newApiKey();
      return prisma.$transaction(async (tx) => {
        const before = await tx.apiClient.findFirst({ where: { id, AND: [apiClientWhereForViewer(actor)] }, select: { ...auditSelect, tokenHash: true } });
        if (!before) throw new NotFoundError(API_KEY_MESSAGES.notFound);
        if (before.revokedAt) throw new ValidationError({ id: [API_KEY_MESSAGES.revoked] });
        const now = deps.now();
        const overlapEnds = overlapHours > 0 ? new Date(now.getTime() + overlapHours * HOUR_MS) : null;
        const after = await tx.apiClient.update({
          where: { id },
          data: { tokenHash, previousTokenHash: overlapEnds ? before.tokenHash : null, previousValidUntil: overlapEnds, rotatedAt: now },
          select: auditSelect,
        });
        const { tokenHash: _secret, ...audited } = before;
        await recordAudit(tx, { actor, action: "apiClient.rotated", entityType: "ApiClient", entityId: id, before: snapshot(audited), after: snapshot(after), ip, occurredAt: now });
        return { id, token };
      });
    },

    // Revoking twice is not an error: the key stays revoked from the first time.
    async revokeKey(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<{ id: number }> {
      const actor = signedIn(viewer);
      const { id } = parseInput(apiKeyIdSchema, raw);
      return prisma.$transaction(async (tx) => {
        const before = await tx.apiClient.findFirst({ where: { id, AND: [apiClientWhereForViewer(actor)] }, select: auditSelect });
        if (!before) throw new NotFoundError(API_KEY_MESSAGES.notFound);
        if (before.revokedAt) return { id };
        const now = deps.now();
        // The old secret of a rotation stops too.
        const after = await tx.apiClient.update({ where: { id }, data: { revokedAt: now, previousTokenHash: null, previousValidUntil: null }, select: auditSelect });
        await recordAudit(tx, { actor, action: "apiClient.revoked", entityType: "ApiClient", entityId: id, before: snapshot(before), after: snapshot(after), ip, occurredAt: now });
        return { id };
      });
    },
  };
}

function snapshot(row: Prisma.ApiClientGetPayload<{ select: typeof auditSelect }>): Prisma.InputJsonObject {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    revokedAt: isoTimestampOrNull(row.revokedAt),
    rotatedAt: isoTimestampOrNull(row.rotatedAt),
    previousValidUntil: isoTimestampOrNull(row.previousValidUntil),
  };
}
