// Runs the expiry reminder rounds in the background of a portal process: the first a while after start (the
// portal answers first), then at every interval. A round that is still running when the next is due is not
// doubled, and a failed round is logged and tried again at the next interval; it never stops the portal.
import type { Logger } from "../../lib/logger";
import type { ReminderRound } from "./expiry-reminders.service";

export function scheduleExpiryReminders(
  sendDue: (signal: AbortSignal) => Promise<ReminderRound>,
  logger: Logger,
  options: { firstAfterMs: number; everyMs: number },
): { stop(): Promise<void> } {
  // Told when the portal stops: a round under way ends after the supplier it is telling (sendDue).
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  async function round(): Promise<void> {
    try {
      // A failed mail is logged where it fails, with its supplier and error (expiry-reminders.service.ts).
      const { mails, items } = await sendDue(stopping.signal);
      if (mails > 0) logger.info(`Promemoria scadenze: ${mails} mail inviate, ${items} scadenze comunicate`);
    } catch (error) {
      logger.warn("Promemoria scadenze non riusciti: riprovati al prossimo giro", { error: String(error) });
    }
  }
  const start = () => {
    if (running || stopping.signal.aborted) return;
    running = round().finally(() => (running = null));
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    start();
    interval = setInterval(start, options.everyMs);
    interval.unref();
  }, options.firstAfterMs);
  first.unref();
  return {
    // No round starts any more; resolves once the one under way (if any) has ended.
    async stop() {
      clearTimeout(first);
      clearInterval(interval);
      stopping.abort();
      await running;
    },
  };
}
