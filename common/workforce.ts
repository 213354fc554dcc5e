// Rules of the customer's workforce screen shared by the server (filters, answers) and the client (colours,
// labels): the worker status filter and the business impact of spec section 4, the suitability avatar of
// section 2, and the "variant" date colouring of the next visit.

// The worker status filter (spec section 4). Every value leaves out the workers excluded from health
// surveillance (exclude_ss); no filter lists everyone.
export const WORKER_STATUS_FILTERS = ["ID", "IDPL", "NI", "ALT", "ALTO", "BASSO"] as const;
export type WorkerStatusFilter = (typeof WORKER_STATUS_FILTERS)[number];

export const WORKER_STATUS_FILTER_LABELS: Record<WorkerStatusFilter, string> = {
  ID: "Idonei",
  IDPL: "Idonei con prescrizioni o limitazioni",
  NI: "Non idonei (temporanei o permanenti)",
  ALT: "Senza giudizio o in attesa di visita specialistica",
  ALTO: "Alto impatto organizzativo",
  BASSO: "Basso impatto organizzativo",
};

// The judgements with prescriptions or limitations (the filter IDPL, and BASSO for workers without a business impact).
export const LIMITED_SUITABILITIES = ["IP", "IL", "IPL"] as const;
export const UNFIT_SUITABILITIES = ["INT", "INP"] as const;

// The suitability avatar (spec section 2): ID green; IP, IL and IPL yellow; none grey "N.D."; anything else grey.
export type AvatarTone = "green" | "yellow" | "grey";
// Older records hold the text "null" where no judgement was given: the spec shows it as "N.D." too.
export function suitabilityAvatarOf(code: string | null | undefined): { text: string; tone: AvatarTone } {
  if (!code || code === "null") return { text: "N.D.", tone: "grey" };
  if (code === "ID") return { text: code, tone: "green" };
  if ((LIMITED_SUITABILITIES as readonly string[]).includes(code)) return { text: code, tone: "yellow" };
  return { text: code, tone: "grey" };
}

// The date colouring's variant (spec section 2): past dates red and bold; dates before 31 December of the current
// year orange, bold and "expiring"; later ones plain (green). Dates "YYYY-MM-DD", today the date in Italy.
export type DueDateTone = "past" | "expiring" | "future";
export function dueDateToneOf(date: string, today: string): DueDateTone {
  if (date < today) return "past";
  return date < `${today.slice(0, 4)}-12-31` ? "expiring" : "future";
}
