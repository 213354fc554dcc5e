// The worker card's address carries numeric ids (/procurementworker/{procurement_id}/{worker_id}, spec);
// Relay works with global ids, which the server builds as base64("Typename:id") (server/lib/node-id.ts).

// The numeric id inside a global id, or null when it is not one.
export function numericIdOf(globalId: string): string | null {
  try {
    const decoded = atob(globalId);
    const match = /^[A-Za-z]+:([1-9]\d{0,9})$/.exec(decoded);
    return match ? (match[1] ?? null) : null;
  } catch {
    return null;
  }
}

// The global id of a numeric id of the given type; null for anything that is not a positive integer.
export function globalIdOf(typename: string, numericId: string | undefined): string | null {
  return numericId && /^[1-9]\d{0,9}$/.test(numericId) ? btoa(`${typename}:${numericId}`) : null;
}

export function procurementWorkerPath(procurementGlobalId: string, workerGlobalId: string): string | null {
  const procurement = numericIdOf(procurementGlobalId);
  const worker = numericIdOf(workerGlobalId);
  return procurement && worker ? `/procurementworker/${procurement}/${worker}` : null;
}
