// The compliance rules of ARCHITECTURE.md, in one place: the state of one required item (a supplier
// document, a fitness certificate, an element document) and the traffic light of anything that holds
// several. Computed from the data on every read, so a state can never go stale.
import { isoDateOf } from "../../../common/calendar-dates";
import { expiryStatusOf } from "../../../common/expiry";

export type ComplianceState = "OK" | "EXPIRING" | "PENDING" | "MISSING" | "REJECTED" | "EXPIRED" | "NOT_REQUIRED";
export type TrafficLight = "GREEN" | "YELLOW" | "RED";

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
  const expiry = expiryStatusOf(item.documentExpirationDate ? isoDateOf(item.documentExpirationDate) : null, today);
  if (expiry === "expired") return "EXPIRED";
  if (item.approval === "PENDING") return "PENDING";
  return expiry === "expiring" ? "EXPIRING" : "OK";
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
