// /healthz's word on the database: healthy when it answered within boundMs. Cheap whatever the traffic: one ping
// at a time, shared by the requests that arrive meanwhile, and its answer kept for cacheMs, so a load balancer or
// a flood of probes costs the database at most one trivial statement per cacheMs.
export type DatabaseHealthOptions = { boundMs: number; cacheMs: number };

export function createDatabaseHealth(ping: () => Promise<void>, options: DatabaseHealthOptions): () => Promise<boolean> {
  let last: { at: number; healthy: boolean } | null = null;
  let pending: Promise<boolean> | null = null;

  function check(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), options.boundMs);
    });
    const answered = ping().then(
      () => true,
      () => false,
    );
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  }

  return async () => {
    if (last && Date.now() - last.at < options.cacheMs) return last.healthy;
    pending ??= check().then((healthy) => {
      last = { at: Date.now(), healthy };
      pending = null;
      return healthy;
    });
    return pending;
  };
}
