// Mails that must go out only if a change commits: written into mail_outbox inside the change's transaction, sent
// after it commits (at once, by whoever made the change) and again at every round of the portal's process until
// the mail server takes them, so a rollback sends nothing and a process that stops after the commit sends them
// when it starts again. Delivery is at least once: a process stopped between the mail server's answer and the
// row's "sent" stamp sends that mail again.
import type { AppDeps } from "../../deps";
import type { MailMessage } from "../../lib/mailer";
import type { Db } from "../required-items/kind";

// A mail the server refused this many times is left for an operator to look at (last_error says why).
const MAX_ATTEMPTS = 10;
const BATCH = 50;

// Returns the mail's id in the outbox, for a caller that must tell whether it has left.
export async function enqueueMail(tx: Db, message: MailMessage & { recipients: string[] }): Promise<number> {
  const row = await tx.mailOutbox.create({ data: { recipients: message.recipients, subject: message.subject, text: message.text, html: message.html ?? null }, select: { id: true } });
  return row.id;
}

// One delivery round at a time per portal process (per set of dependencies): a round asked while one runs
// follows it, so a mail is never handed to the mail server twice by the same process.
const rounds = new WeakMap<AppDeps, Promise<number>>();

export function deliverPendingMail(deps: AppDeps): Promise<number> {
  const previous = rounds.get(deps) ?? Promise.resolve(0);
  const next = previous.catch(() => 0).then(() => deliverRound(deps));
  rounds.set(deps, next);
  return next;
}

async function deliverRound(deps: AppDeps): Promise<number> {
  const { prisma, mailer, logger } = deps;
  const pending = await prisma.mailOutbox.findMany({ where: { sentAt: null, attempts: { lt: MAX_ATTEMPTS } }, orderBy: { id: "asc" }, take: BATCH });
  let sent = 0;
  for (const mail of pending) {
    try {
      await mailer.send({ to: mail.recipients.join(", "), subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
      await prisma.mailOutbox.update({ where: { id: mail.id }, data: { sentAt: deps.now(), attempts: { increment: 1 }, lastError: null } });
      sent += 1;
    } catch (error) {
      logger.warn("Invio di una mail non riuscito: riprovato al prossimo giro", { mailId: mail.id, subject: mail.subject, error: String(error) });
      await prisma.mailOutbox.update({ where: { id: mail.id }, data: { attempts: { increment: 1 }, lastError: String(error).slice(0, 1000) } });
    }
  }
  return sent;
}

// The portal process's rounds: one at start (what a stopped process left unsent), then at every interval.
export function scheduleMailDelivery(deps: AppDeps, options: { everyMs: number }): { stop(): Promise<void> } {
  const round = () => {
    deliverPendingMail(deps).catch((error: unknown) => deps.logger.warn("Invio delle mail in attesa non riuscito: riprovato al prossimo giro", { error: String(error) }));
  };
  round();
  const interval = setInterval(round, options.everyMs);
  interval.unref();
  return {
    async stop() {
      clearInterval(interval);
      await rounds.get(deps)?.catch(() => 0);
    },
  };
}
