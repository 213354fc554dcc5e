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

// ─── Elements (vehicles, machines, tools) ───

// An element document is approved or rejected by its dates (spec section 4, "Element attachment approval").
export type ElementDocumentDates = {
  documentName: string | null;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  documentExpirationDate: Date | null;
};

export function elementDocumentApproval(document: Pick<ElementDocumentDates, "approvedAt" | "rejectedAt">): RequiredItem["approval"] {
  if (document.rejectedAt) return "REJECTED";
  if (document.approvedAt) return "APPROVED";
  return "PENDING";
}

export function elementDocumentStateOf(document: ElementDocumentDates, today: string): ComplianceState {
  return complianceStateOf(
    { active: true, hasFile: true, approval: elementDocumentApproval(document), documentExpirationDate: document.documentExpirationDate },
    today,
  );
}

export type ElementCompliance = { state: ComplianceState; light: TrafficLight; reasons: string[] };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase("it") === b.trim().toLocaleLowerCase("it");

const REASON_OF_STATE: Partial<Record<ComplianceState, string>> = {
  EXPIRED: "scaduto",
  EXPIRING: "in scadenza entro 30 giorni",
  PENDING: "in attesa di approvazione",
  REJECTED: "respinto",
};

// An element is compliant when the documents the procurement requires for its kind are there, approved and
// in date. Document by document (SINGLE_DOCUMENT) a requirement is met by a document of the same name;
// approved all at once, the file names are the supplier's, so any document stands for the list and the
// customer checks it against the list when approving the element. Nothing required and nothing uploaded:
// nothing to check. Every document uploaded counts, required by name or not: a rejected one must be replaced.
export function elementComplianceOf(
  element: { singleDocument: boolean; requiredDocumentNames: string[]; documents: ElementDocumentDates[] },
  today: string,
): ElementCompliance {
  const states: ComplianceState[] = [];
  const reasons: string[] = [];
  const { documents, requiredDocumentNames } = element;
  if (element.singleDocument) {
    for (const name of requiredDocumentNames) {
      if (!documents.some((document) => document.documentName && sameName(document.documentName, name))) {
        states.push("MISSING");
        reasons.push(`${name}: mancante`);
      }
    }
  } else if (documents.length === 0 && requiredDocumentNames.length > 0) {
    states.push("MISSING");
    reasons.push(`Nessun documento caricato (richiesti: ${requiredDocumentNames.join(", ")})`);
  }
  for (const document of documents) {
    const state = elementDocumentStateOf(document, today);
    states.push(state);
    const reason = REASON_OF_STATE[state];
    if (reason) reasons.push(`${document.documentName ?? "Documento"}: ${reason}`);
  }
  const light = trafficLightOf(states);
  const state = states.length === 0 ? "NOT_REQUIRED" : worstState(states);
  return { state, light, reasons };
}

const STATE_SEVERITY: ComplianceState[] = ["NOT_REQUIRED", "OK", "EXPIRING", "PENDING", "MISSING", "REJECTED", "EXPIRED"];

function worstState(states: ComplianceState[]): ComplianceState {
  return states.reduce((worst, state) => (STATE_SEVERITY.indexOf(state) > STATE_SEVERITY.indexOf(worst) ? state : worst), "NOT_REQUIRED");
}
