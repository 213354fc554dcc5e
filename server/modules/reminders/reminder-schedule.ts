// Runs the expiry reminder rounds in the background of a portal process: the first a while after start (the
// portal answers first), then at every interval. A round that is still running when the next is due is not
// doubled, and a failed round is logged and tried again at the next interval; it never stops the portal.
import type { Logger } from "../../lib/logger";
import type { ReminderRound } from "./expiry-reminders.service";

export function scheduleExpiryReminders(
  sendDue: () => Promise<ReminderRound>,
  logger: Logger,
  options: { firstAfterMs: number; everyMs: number },
): { stop(): void } {
  let running = false;
  async function round(): Promise<void> {
    if (running) return;
    running = true;
    try {
      // A failed mail is logged where it fails, with its supplier and error (expiry-reminders.service.ts).
      const { mails, items } = await sendDue();
      if (mails > 0) logger.info(`Promemoria scadenze: ${mails} mail inviate, ${items} scadenze comunicate`);
    } catch (error) {
      logger.warn("Promemoria scadenze non riusciti: riprovati al prossimo giro", { error: String(error) });
    } finally {
      running = false;
    }
  }
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void round();
    interval = setInterval(() => void round(), options.everyMs);
    interval.unref();
  }, options.firstAfterMs);
  first.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}
