import { decodeGlobalID } from "@pothos/plugin-relay";

// The database id inside a Relay global id ("User:42" -> 42). Anything that is not a plain positive
// integer becomes 0, which no row has: a forged id answers like a missing object instead of failing.
export function parseNodeId(id: string | number): number {
  const text = String(id);
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : 0;
}

// A Relay global id as its type name and raw id, or null for anything that is not one (not base64,
// no "Type:id" inside). Never throws: a malformed id in an address is a missing object, not a fault.
export function decodeNodeId(globalId: string): { typename: string; id: string } | null {
  try {
    return decodeGlobalID(globalId);
  } catch {
    return null;
  }
}

// Ids in inputs arrive as Relay global ids. The database id inside one of the expected type, or 0 for a
// forged id or one of another type, so the service answers "not found" as it does for a missing object.
export function databaseIdOf(globalId: string | number, typename: string): number {
  const decoded = decodeNodeId(String(globalId));
  return decoded?.typename === typename ? parseNodeId(decoded.id) : 0;
}

// An optional id: null, undefined and "" stay null (no object named); anything else as above.
export function optionalDatabaseIdOf(globalId: string | number | null | undefined, typename: string): number | null {
  return globalId === null || globalId === undefined || globalId === "" ? null : databaseIdOf(globalId, typename);
}
