// Expiry reminders: a supplier's users are told by mail when a dated item of theirs on a procurement enters the
// last EXPIRING_WITHIN_DAYS days before its expiry, and again when the expiry has passed: the documents required
// of the supplier (tab 2), its workers' fitness certificates (tab 3) and the documents of its vehicles, machines
// and tools (tabs 4-5). Not in the specification: a compliance portal whose documents lapse unnoticed fails the
// people it is for, and the traffic lights only warn those who look.
//
// A round runs on a timer (scheduleExpiryReminders), for the portal and not for a user, so there is no viewer:
// every item is mailed only to the active users of the supplier that holds it, on a procurement it is still on
// and that has not ended. Each expiry of each item is told once: the round claims it in expiry_reminders (a
// unique key, so two processes on one database never both send it), sends, then marks it sent. A failed mail
// gives its claims back for the next round; a claim left by a process that died is taken back after
// CLAIM_TIMEOUT_MS. The rows stay as the record of who was told of what, and when.
import { addDays, isoDateOf, italianDateOf, parseIsoDate } from "../../../common/calendar-dates";
import { EXPIRING_WITHIN_DAYS, expiryStatusOf } from "../../../common/expiry";
import { ELEMENT_KINDS } from "../../../common/reference-lists";
import type { AppDeps } from "../../deps";
import { groupBy } from "../../lib/group-by";
import type { ExpiryStage, ReminderItemKind } from "../../generated/prisma/enums";
import { expiryReminderMail, type ReminderLine } from "./expiry-reminder-mail";

// Longer than any mail takes (nodemailer gives up on a silent server after minutes, not hours).
export const CLAIM_TIMEOUT_MS = 15 * 60_000;
// An expiry is still told of this many days after it passed (a portal that was stopped catches up); older ones
// are not dug up, so the first round on an old database does not mail years of history.
export const EXPIRED_LOOKBACK_DAYS = 7;

type DueItem = ReminderLine & { itemKind: ReminderItemKind; itemId: number; supplierId: number };

// mails: one per supplier told; items: the expiries they told of; failedMails: given back for the next round.
export type ReminderRound = { mails: number; items: number; failedMails: number };

const keyOf = (item: { itemKind: string; itemId: number; expiresOn: string | Date; stage: string }) =>
  `${item.itemKind}:${item.itemId}:${typeof item.expiresOn === "string" ? item.expiresOn : isoDateOf(item.expiresOn)}:${item.stage}`;

const kindLabel = (kind: string) => ELEMENT_KINDS.find((entry) => entry.value === kind)?.label ?? "Elemento";

export function createExpiryReminderService(deps: AppDeps) {
  const { prisma } = deps;

  // The expiry dates a round looks at: from EXPIRED_LOOKBACK_DAYS ago to EXPIRING_WITHIN_DAYS ahead.
  const windowOf = (today: string) => ({ gte: parseIsoDate(addDays(today, -EXPIRED_LOOKBACK_DAYS))!, lte: parseIsoDate(addDays(today, EXPIRING_WITHIN_DAYS))! });

  // Every item whose expiry is in the window, with what the mail says of it and the supplier it belongs to.
  async function dueItems(today: string): Promise<DueItem[]> {
    const expiring = windowOf(today);
    const running = { OR: [{ dateEnd: null }, { dateEnd: { gte: parseIsoDate(today)! } }] };
    const procurement = { select: { label: true } };
    const [required, certificates, elementDocuments] = await Promise.all([
      // A rejected document is already red and must be replaced anyway; one without a file has nothing to expire.
      prisma.procurementSupplierAttachment.findMany({
        where: { documentExpirationDate: expiring, active: true, mediaId: { not: null }, approval: { not: "REJECTED" }, procurement: running },
        select: { id: true, supplierId: true, procurementId: true, documentExpirationDate: true, category: { select: { label: true } }, procurement },
      }),
      prisma.procurementWorkerAttachment.findMany({
        where: {
          documentExpirationDate: expiring,
          active: true,
          mediaId: { not: null },
          approval: { not: "REJECTED" },
          procurementWorker: { approval: { not: "REJECTED" }, supplierWorker: { resigned: false }, procurement: running },
        },
        select: {
          id: true,
          documentExpirationDate: true,
          category: { select: { label: true } },
          procurementWorker: { select: { supplierId: true, procurementId: true, procurement, supplierWorker: { select: { firstName: true, lastName: true } } } },
        },
      }),
      prisma.elementAttachment.findMany({
        where: { documentExpirationDate: expiring, rejectedAt: null, element: { procurement: running } },
        select: {
          id: true,
          documentExpirationDate: true,
          documentName: true,
          element: { select: { supplierId: true, procurementId: true, kind: true, type: true, makerAndModel: true, procurement } },
        },
      }),
    ]);
    const items: Omit<DueItem, "stage">[] = [
      ...required.map((row) => ({
        itemKind: "REQUIRED_DOCUMENT" as const,
        itemId: row.id,
        supplierId: row.supplierId,
        procurementId: row.procurementId,
        procurementLabel: row.procurement.label,
        description: `Documento richiesto «${row.category.label}»`,
        expiresOn: isoDateOf(row.documentExpirationDate!),
      })),
      ...certificates.map((row) => ({
        itemKind: "FITNESS_CERTIFICATE" as const,
        itemId: row.id,
        supplierId: row.procurementWorker.supplierId,
        procurementId: row.procurementWorker.procurementId,
        procurementLabel: row.procurementWorker.procurement.label,
        description: `Idoneità «${row.category.label}» di ${row.procurementWorker.supplierWorker.firstName} ${row.procurementWorker.supplierWorker.lastName}`,
        expiresOn: isoDateOf(row.documentExpirationDate!),
      })),
      ...elementDocuments.map((row) => ({
        itemKind: "ELEMENT_DOCUMENT" as const,
        itemId: row.id,
        supplierId: row.element.supplierId,
        procurementId: row.element.procurementId,
        procurementLabel: row.element.procurement.label,
        description: `${kindLabel(row.element.kind)} «${row.element.type} ${row.element.makerAndModel}», documento «${row.documentName ?? "senza nome"}»`,
        expiresOn: isoDateOf(row.documentExpirationDate!),
      })),
    ];
    // Only where the supplier is still on the procurement (a removed supplier's rows may stay behind).
    const links = await prisma.procurementSupplier.findMany({
      where: { procurementId: { in: [...new Set(items.map((item) => item.procurementId))] } },
      select: { procurementId: true, supplierId: true },
    });
    const onProcurement = new Set(links.map((link) => `${link.procurementId}:${link.supplierId}`));
    return items.flatMap((item) => {
      if (!onProcurement.has(`${item.procurementId}:${item.supplierId}`)) return [];
      const status = expiryStatusOf(item.expiresOn, today);
      const stage: ExpiryStage | null = status === "expired" ? "EXPIRED" : status === "expiring" ? "EXPIRING" : null;
      return stage ? [{ ...item, stage }] : [];
    });
  }

  // The items no round has told of or is telling of. By the window's dates rather than by the items' ids: one
  // indexed range however many items are due, never a list of ids longer than a statement may carry.
  async function untold(items: DueItem[], today: string): Promise<DueItem[]> {
    if (items.length === 0) return [];
    const told = await prisma.expiryReminder.findMany({
      where: { expiresOn: windowOf(today) },
      select: { itemKind: true, itemId: true, expiresOn: true, stage: true },
    });
    const toldKeys = new Set(told.map(keyOf));
    return items.filter((item) => !toldKeys.has(keyOf(item)));
  }

  // Claims, mails and marks one supplier's items: how many this process told of, or null when the mail failed
  // (its claims are then given back).
  async function tellSupplier(supplier: { id: number; companyName: string }, to: string[], items: DueItem[]): Promise<{ sent: number } | null> {
    const claimedAt = deps.now();
    const claimed = await prisma.expiryReminder.createManyAndReturn({
      data: items.map((item) => ({
        itemKind: item.itemKind,
        itemId: item.itemId,
        expiresOn: parseIsoDate(item.expiresOn)!,
        stage: item.stage,
        supplierId: supplier.id,
        claimedAt,
        recipients: to,
      })),
      skipDuplicates: true,
      select: { id: true, itemKind: true, itemId: true, expiresOn: true, stage: true },
    });
    // Another process may have claimed some of them a moment ago: it tells of those.
    const claimedKeys = new Set(claimed.map(keyOf));
    const ours = items.filter((item) => claimedKeys.has(keyOf(item)));
    if (ours.length === 0) return { sent: 0 };
    const ids = claimed.map((row) => row.id);
    try {
      await deps.mailer.send(expiryReminderMail({ to, companyName: supplier.companyName, lines: ours, publicUrl: deps.config.publicUrl }));
    } catch (error) {
      await prisma.expiryReminder.deleteMany({ where: { id: { in: ids }, sentAt: null } });
      deps.logger.warn("Promemoria scadenze non inviato: riprovato al prossimo giro", { supplierId: supplier.id, error: String(error) });
      return null;
    }
    await prisma.expiryReminder.updateMany({ where: { id: { in: ids } }, data: { sentAt: deps.now() } });
    return { sent: ours.length };
  }

  return {
    // One round: every supplier with something new to be told of gets one mail, to all its active users. Once
    // `signal` is aborted (the portal stops) no further supplier is started: what is left waits for the next round,
    // and nothing stays claimed, since a supplier's items are claimed only while it is being told.
    async sendDue(signal?: AbortSignal): Promise<ReminderRound> {
      const now = deps.now();
      await prisma.expiryReminder.deleteMany({ where: { sentAt: null, claimedAt: { lt: new Date(now.getTime() - CLAIM_TIMEOUT_MS) } } });
      const today = italianDateOf(now);
      const items = await untold(await dueItems(today), today);
      const round: ReminderRound = { mails: 0, items: 0, failedMails: 0 };
      if (items.length === 0) return round;
      const supplierIds = [...new Set(items.map((item) => item.supplierId))];
      const [suppliers, users] = await Promise.all([
        prisma.supplier.findMany({ where: { id: { in: supplierIds } }, select: { id: true, companyName: true }, orderBy: { id: "asc" } }),
        prisma.user.findMany({ where: { kind: "SUPPLIER", active: true, expiryReminders: true, supplierId: { in: supplierIds } }, select: { email: true, supplierId: true }, orderBy: { email: "asc" } }),
      ]);
      // Grouped once: a first round on a large database has thousands of suppliers, each with its items and users.
      const itemsOf = groupBy(items, (item) => item.supplierId);
      const recipientsOf = groupBy(users, (user) => user.supplierId);
      for (const supplier of suppliers) {
        if (signal?.aborted) break;
        // A supplier with no active user who wants reminders is told once there is one: nothing is claimed now.
        const to = (recipientsOf.get(supplier.id) ?? []).map((user) => user.email);
        if (to.length === 0) continue;
        const told = await tellSupplier(supplier, to, itemsOf.get(supplier.id) ?? []);
        if (!told) round.failedMails += 1;
        else if (told.sent > 0) {
          round.mails += 1;
          round.items += told.sent;
        }
      }
      return round;
    },
  };
}
