// The compliance rules of ARCHITECTURE.md, in one place: the state of one required item (a supplier
// document, a fitness certificate, an element document) and the traffic light of anything that holds
// several. Computed from the data on every read, so a state can never go stale.
import { addDays, isoDateOf } from "../../../common/calendar-dates";

export type ComplianceState = "OK" | "EXPIRING" | "PENDING" | "MISSING" | "REJECTED" | "EXPIRED" | "NOT_REQUIRED";
export type TrafficLight = "GREEN" | "YELLOW" | "RED";

// An approved document expiring within this many days is EXPIRING (yellow), not OK.
export const EXPIRING_WITHIN_DAYS = 30;

export type RequiredItem = {
  active: boolean; // mandatory
  hasFile: boolean;
  approval: "PENDING" | "APPROVED" | "REJECTED";
  documentExpirationDate: Date | null;
};

// today: the calendar date in Italy, "YYYY-MM-DD" (italianDateOf(deps.now())).
export function complianceStateOf(item: RequiredItem, today: string): ComplianceState {
  if (!item.active) return "NOT_REQUIRED";
  if (!item.hasFile) return "MISSING";
  if (item.approval === "REJECTED") return "REJECTED";
  const expiry = item.documentExpirationDate ? isoDateOf(item.documentExpirationDate) : null;
  // A document is valid through its expiration date and expired from the day after.
  if (expiry !== null && expiry < today) return "EXPIRED";
  if (item.approval === "PENDING") return "PENDING";
  if (expiry !== null && expiry <= addDays(today, EXPIRING_WITHIN_DAYS)) return "EXPIRING";
  return "OK";
}

const LIGHT_OF_STATE: Record<ComplianceState, TrafficLight> = {
  OK: "GREEN",
  NOT_REQUIRED: "GREEN",
  EXPIRING: "YELLOW",
  PENDING: "YELLOW",
  MISSING: "RED",
  REJECTED: "RED",
  EXPIRED: "RED",
};

const SEVERITY: Record<TrafficLight, number> = { GREEN: 0, YELLOW: 1, RED: 2 };

export function trafficLightOfState(state: ComplianceState): TrafficLight {
  return LIGHT_OF_STATE[state];
}

// The worst light among the parts; nothing required is green.
export function worstTrafficLight(lights: Iterable<TrafficLight>): TrafficLight {
  let worst: TrafficLight = "GREEN";
  for (const light of lights) if (SEVERITY[light] > SEVERITY[worst]) worst = light;
  return worst;
}

export function trafficLightOf(states: Iterable<ComplianceState>): TrafficLight {
  return worstTrafficLight([...states].map(trafficLightOfState));
}
