// A supplier user's own choice to receive the expiry reminder mails or not (users.expiry_reminders). Only the
// viewer's own row is ever read or written: the call takes no user id, so nobody can change anyone else's.
import { z } from "zod";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, parseInput, type Unvalidated } from "../../lib/errors";
import { signedIn, type Viewer } from "../../viewer";
import { requirePermission } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";
import { userWhereForViewer } from "../auth/auth.service";

const preferenceSchema = z.object({
  enabled: z.boolean({ message: "Indicare se ricevere i promemoria delle scadenze (sì o no)" }),
});

export function createReminderPreferenceService(deps: AppDeps) {
  const { prisma } = deps;
  return {
    // Reminders go to supplier users only (they renew the documents), so only they have the choice.
    async setExpiryReminders<Q extends { select?: Prisma.UserSelect; include?: Prisma.UserInclude }>(
      viewer: Viewer | null,
      raw: Unvalidated<{ enabled: boolean }>,
      query: Q,
      ip?: string | null,
    ) {
      const actor = signedIn(viewer);
      const { enabled } = parseInput(preferenceSchema, raw);
      requirePermission(actor, "setExpiryReminders");
      return prisma.$transaction(async (tx) => {
        const before = await tx.user.findFirst({ where: userWhereForViewer(actor), select: { id: true, expiryReminders: true } });
        if (!before) throw new ForbiddenError();
        // The answer's selection comes back with the write: no read after it.
        const after = await tx.user.update({ ...query, where: { id: before.id }, data: { expiryReminders: enabled } });
        if (before.expiryReminders !== enabled) {
          await recordAudit(tx, {
            actor,
            action: "user.expiryRemindersChanged",
            entityType: "User",
            entityId: before.id,
            before: { expiryReminders: before.expiryReminders },
            after: { expiryReminders: enabled },
            ip,
            occurredAt: deps.now(),
          });
        }
        return after;
      });
    },
  };
}
