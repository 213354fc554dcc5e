// What the portal does on SIGTERM or SIGINT: stop taking work, let what is under way finish within a bound, then
// close what it holds, in an order where nothing is closed under a request or a job that still uses it.
import type { HttpDrain } from "./lib/http-drain";
import type { Logger } from "./lib/logger";

export type ShutdownPlan = {
  drain: HttpDrain;
  logger: Logger;
  // How long requests in flight and background jobs get before what remains is refused.
  timeoutMs: number;
  // Background work (reminder rounds, database upkeep): told to stop at the signal, each resolving once its
  // round under way has ended; waited for beside the requests, within the same bound.
  jobs: (() => Promise<void>)[];
  // Closed one after another once requests and jobs are over (or cut short): the database, Redis, the spool.
  closers: { name: string; close: () => Promise<void> | void }[];
  exit: (code: number) => void;
};

export function createShutdown(plan: ShutdownPlan): (signal: NodeJS.Signals) => void {
  const { drain, logger } = plan;
  let signals = 0;
  let again: () => void = () => undefined;
  const secondSignal = new Promise<"signal">((resolve) => (again = () => resolve("signal")));

  async function stop(signal: NodeJS.Signals): Promise<number> {
    const seconds = plan.timeoutMs / 1000;
    const inFlight = drain.begin();
    logger.info(`Arresto (${signal}): nessuna nuova connessione; ${inFlight} richieste in corso, attese al massimo ${seconds} s`);
    const jobs = Promise.all(plan.jobs.map((stopJob) => stopJob().catch((error: unknown) => logger.warn("Arresto di un lavoro in background non riuscito", { error: String(error) }))));
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), plan.timeoutMs)));
    const finished = Promise.all([drain.idle(), jobs]).then(() => "finished" as const);
    const outcome = await Promise.race([finished, deadline, secondSignal]);
    clearTimeout(timer);

    let exitCode = 0;
    if (outcome !== "finished") {
      // Cut short: a non-zero exit tells the supervisor that some requests were refused rather than answered.
      exitCode = 1;
      const why = outcome === "timeout" ? `tempo di arresto (${seconds} s) scaduto` : `secondo segnale`;
      logger.warn(`Arresto forzato (${why}): ${drain.inFlight()} richieste ancora in corso rifiutate`);
      await drain.force();
    }
    for (const { name, close } of plan.closers) {
      try {
        await close();
      } catch (error) {
        exitCode = 1;
        logger.error(`Arresto: chiusura non riuscita (${name})`, { error: String(error) });
      }
    }
    logger.info(exitCode === 0 ? "Portale arrestato: tutte le richieste in corso hanno avuto risposta" : "Portale arrestato");
    return exitCode;
  }

  return (signal) => {
    signals += 1;
    if (signals === 2) {
      logger.warn(`Arresto (${signal} ricevuto di nuovo): le richieste ancora in corso vengono rifiutate`);
      again();
      return;
    }
    // A third signal: whatever the stop is waiting for (a database that does not close), the operator wants out.
    if (signals > 2) {
      logger.warn(`Arresto immediato (${signal} ricevuto per la terza volta)`);
      plan.exit(1);
      return;
    }
    stop(signal).then(plan.exit, (error: unknown) => {
      logger.error("Arresto non riuscito", { error: String(error) });
      plan.exit(1);
    });
  };
}
