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
// requirementId: which of the procurement's required documents it is (null for an extra one, or for one
// uploaded before the supplier picked the requirement from a list, which then meets it by name).
export type ElementDocumentDates = {
  requirementId: number | null;
  documentName: string | null;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  documentExpirationDate: Date | null;
};

export type ElementRequirement = { id: number; documentName: string };

export function elementDocumentApproval(document: Pick<ElementDocumentDates, "approvedAt" | "rejectedAt">): RequiredItem["approval"] {
  if (document.rejectedAt) return "REJECTED";
  if (document.approvedAt) return "APPROVED";
  return "PENDING";
}

export function elementDocumentStateOf(document: Omit<ElementDocumentDates, "requirementId" | "documentName">, today: string): ComplianceState {
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

function meets(document: ElementDocumentDates, requirement: ElementRequirement): boolean {
  if (document.requirementId !== null) return document.requirementId === requirement.id;
  return document.documentName !== null && sameName(document.documentName, requirement.documentName);
}

// Which of an element's documents count today, in upload order: for each required document, its newest version
// (a new upload replaces an expired or rejected one, which stays as history); for each extra document (a free
// name), likewise its newest version. `requirement` is null for an extra document.
export function currentElementDocuments<D extends ElementDocumentDates>(requirements: ElementRequirement[], documents: readonly D[]) {
  const required = requirements.map((requirement) => ({ requirement, document: documents.findLast((document) => meets(document, requirement)) ?? null }));
  const extra = new Map<string, D>();
  for (const document of documents) {
    if (requirements.some((requirement) => meets(document, requirement))) continue;
    extra.set((document.documentName ?? "").trim().toLocaleLowerCase("it"), document);
  }
  return { required, extra: [...extra.values()] };
}

// An element is compliant when every document the procurement requires for its kind is there, approved and in
// date, in either approval mode: a required document missing makes it MISSING and is named, whatever else was
// uploaded. A document meets a requirement when the supplier chose that requirement for it (or, for older
// documents, by its name). Extra documents count too: a rejected or expired one must be replaced. Only the newest
// version of each document counts. Nothing required and nothing uploaded: nothing to check.
export function elementComplianceOf(element: { requirements: ElementRequirement[]; documents: ElementDocumentDates[] }, today: string): ElementCompliance {
  const states: ComplianceState[] = [];
  const reasons: string[] = [];
  const { required, extra } = currentElementDocuments(element.requirements, element.documents);
  const judge = (name: string, document: ElementDocumentDates) => {
    const state = elementDocumentStateOf(document, today);
    states.push(state);
    const reason = REASON_OF_STATE[state];
    if (reason) reasons.push(`${name}: ${reason}`);
  };
  for (const { requirement, document } of required) {
    if (document) judge(requirement.documentName, document);
    else {
      states.push("MISSING");
      reasons.push(`${requirement.documentName}: mancante`);
    }
  }
  for (const document of extra) judge(document.documentName ?? "Documento", document);
  const light = trafficLightOf(states);
  const state = states.length === 0 ? "NOT_REQUIRED" : worstState(states);
  return { state, light, reasons };
}

const STATE_SEVERITY: ComplianceState[] = ["NOT_REQUIRED", "OK", "EXPIRING", "PENDING", "MISSING", "REJECTED", "EXPIRED"];

function worstState(states: ComplianceState[]): ComplianceState {
  return states.reduce((worst, state) => (STATE_SEVERITY.indexOf(state) > STATE_SEVERITY.indexOf(worst) ? state : worst), "NOT_REQUIRED");
}
