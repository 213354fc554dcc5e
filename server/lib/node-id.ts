// The database id inside a Relay global id ("User:42" -> 42). Anything that is not a plain positive
// integer becomes 0, which no row has: a forged id answers like a missing object instead of failing.
export function parseNodeId(id: string | number): number {
  const text = String(id);
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : 0;
}
