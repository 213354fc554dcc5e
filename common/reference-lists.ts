// The fixed lists and constants of the specification (sections 3, 4 and 9), with their Italian labels.
// Shared by the server and the React client, so this file imports nothing: the server's Prisma enums
// use the same string values, and the client must not pull server code into its bundle.

export type CodeLabel<Code extends string | number> = { readonly code: Code; readonly label: string };

function labelOf<Code extends string | number>(list: readonly CodeLabel<Code>[], code: Code): string | undefined {
  return list.find((entry) => entry.code === code)?.label;
}

// ───────────────────────────── Supplier company documents (attachment_type) ─────────────────────────────

export const SUPPLIER_ATTACHMENT_TYPES = [
  { code: 1, label: "DURC" },
  { code: 2, label: "Polizza assicurativa RCT con quietanza di ultimo pagamento" },
  { code: 3, label: "Iscrizione alla camera di commercio" },
  { code: 4, label: "Iscrizione all'Albo Nazionale Gestori Ambientali" },
  { code: 5, label: "Iscrizione all'Albo Nazionale Gestori Ambientali cat. 2 bis" },
  { code: 6, label: "Certificazione F-gas persone fisiche (D.P.R. 146/2018)" },
  { code: 7, label: "Certificazione F-gas impresa (D.P.R. 146/2018)" },
  { code: 8, label: "ISO 50001" },
  { code: 9, label: "ISO 9001" },
  { code: 10, label: "ISO 14001 o EMAS" },
  { code: 11, label: "OHSAS 18001 o ISO 45001" },
  { code: 12, label: "SA 8000" },
  { code: 100, label: "Altro documento generico" },
] as const satisfies readonly CodeLabel<number>[];

export type SupplierAttachmentType = (typeof SUPPLIER_ATTACHMENT_TYPES)[number]["code"];
export const DEFAULT_SUPPLIER_ATTACHMENT_TYPE: SupplierAttachmentType = 1;

export function isSupplierAttachmentType(value: number): value is SupplierAttachmentType {
  return SUPPLIER_ATTACHMENT_TYPES.some((entry) => entry.code === value);
}

export function supplierAttachmentTypeLabel(code: number): string {
  return labelOf<number>(SUPPLIER_ATTACHMENT_TYPES, code) ?? `Tipo ${code}`;
}

// ───────────────────────────── Fitness for work (suitability) ─────────────────────────────

export const SUITABILITIES = [
  { code: "ID", label: "Idoneo" },
  { code: "IL", label: "Idoneo con limitazioni" },
  { code: "IP", label: "Idoneo con prescrizioni" },
  { code: "IPL", label: "Idoneo con prescrizioni e limitazioni" },
  // The spec gives IDP the same label as IP.
  { code: "IDP", label: "Idoneo con prescrizioni" },
  { code: "NI", label: "Non idoneo" },
  { code: "INT", label: "Inidoneo temporaneamente" },
  { code: "INP", label: "Inidoneo permanente" },
  { code: "RVS", label: "Richiesta visita specialistica" },
  { code: "PR", label: "Preventiva" },
] as const satisfies readonly CodeLabel<string>[];

export type SuitabilityCode = (typeof SUITABILITIES)[number]["code"];

export function suitabilityLabel(code: SuitabilityCode | null | undefined): string {
  return code ? (labelOf<string>(SUITABILITIES, code) ?? code) : "N.D.";
}

// ───────────────────────────── Medical visits, training, business impact ─────────────────────────────

export const VISIT_TYPES = [
  { code: "PV", label: "Prima visita" },
  { code: "VP", label: "Visita periodica" },
  { code: "RL", label: "Richiesta dal lavoratore" },
  { code: "RM", label: "Rientro malattia" },
] as const satisfies readonly CodeLabel<string>[];

export type VisitTypeCode = (typeof VISIT_TYPES)[number]["code"];

export function visitTypeLabel(code: VisitTypeCode): string {
  return labelOf<string>(VISIT_TYPES, code) ?? code;
}

export const TRAINING_CATEGORIES = [
  { code: "FAR", label: "Formazione Accordo Stato Regioni art 37" },
  { code: "FAE", label: "Formazione addetti alle emergenze" },
  { code: "FSA", label: "Formazione speciali abilitazioni" },
  { code: "ATT", label: "Attrezzature" },
  { code: "ALT", label: "Altro" },
  { code: "RAL", label: "Rspp Aspp e datore di lavoro" },
] as const satisfies readonly CodeLabel<string>[];

export type TrainingCategoryCode = (typeof TRAINING_CATEGORIES)[number]["code"];

export const BUSINESS_IMPACTS = [
  { code: "A", label: "Alto impatto organizzativo" },
  { code: "B", label: "Basso impatto organizzativo" },
] as const satisfies readonly CodeLabel<string>[];

export type BusinessImpactCode = (typeof BUSINESS_IMPACTS)[number]["code"];

// Training frequencies in months (spec section 9); null means no periodicity.
export const TRAINING_FREQUENCIES = [
  { months: null, label: "Nessuna periodicità" },
  { months: 6, label: "Semestrale" },
  { months: 12, label: "Annuale" },
  { months: 24, label: "Biennale" },
  { months: 36, label: "Triennale" },
  { months: 48, label: "Quadriennale" },
  { months: 60, label: "Quinquennale" },
] as const satisfies readonly { months: number | null; label: string }[];

export function trainingFrequencyLabel(months: number | null): string {
  const known = TRAINING_FREQUENCIES.find((entry) => entry.months === months);
  if (known) return known.label;
  return `${months} mesi`;
}

// ───────────────────────────── Procurement workers: qualification flags ─────────────────────────────

export type QualificationFlagField =
  | "chiefWorker"
  | "fireSafetyOfficer"
  | "firstAidOfficer"
  | "electricalWork"
  | "nightWork"
  | "loneWork"
  | "confinedSpaces"
  | "workAtHeight"
  | "plantProtectionProducts"
  | "forklifts"
  | "aerialPlatforms"
  | "tractors"
  | "earthMovingMachines"
  | "cranes"
  | "scaffoldAssembly"
  | "fGasSystems"
  | "nonDestructiveTesting"
  | "bcmRiggerLicence"
  | "cathodicProtectionExpert"
  | "asbestosRemoval"
  | "adrTransport"
  | "drilling"
  | "electricalSubstations";

export type QualificationFlag = {
  // The spec's column name (REST facade, database column).
  readonly column: string;
  // The Prisma field of ProcurementWorker.
  readonly field: QualificationFlagField;
  readonly label: string;
};

// In the spec's order; the first three are the ones shown as columns and badges on the procurement screens.
export const QUALIFICATION_FLAGS = [
  { column: "chief_worker", field: "chiefWorker", label: "Preposto" },
  { column: "ai", field: "fireSafetyOfficer", label: "Addetto anti-incendio" },
  { column: "ps", field: "firstAidOfficer", label: "Addetto pronto soccorso" },
  { column: "ale", field: "electricalWork", label: "Lavori elettrici" },
  { column: "aln", field: "nightWork", label: "Lavoro notturno" },
  { column: "ali", field: "loneWork", label: "Lavoro isolato" },
  { column: "alsf", field: "confinedSpaces", label: "Spazi confinati" },
  { column: "alq", field: "workAtHeight", label: "Lavoro in quota" },
  { column: "alf", field: "plantProtectionProducts", label: "Prodotti fitosanitari" },
  { column: "acce", field: "forklifts", label: "Carrelli elevatori" },
  { column: "acp", field: "aerialPlatforms", label: "PLE (piattaforme di lavoro elevabili)" },
  { column: "act", field: "tractors", label: "Trattori" },
  { column: "ammt", field: "earthMovingMachines", label: "Macchine movimento terra" },
  { column: "acg", field: "cranes", label: "Gru" },
  { column: "amp", field: "scaffoldAssembly", label: "Montaggio ponteggi" },
  { column: "agig", field: "fGasSystems", label: "Impianti F-gas" },
  { column: "acnd", field: "nonDestructiveTesting", label: "Controlli non distruttivi" },
  { column: "brb", field: "bcmRiggerLicence", label: "Brevetto rallestratori BCM" },
  { column: "epc", field: "cathodicProtectionExpert", label: "Esperto protezione catodica" },
  { column: "aba", field: "asbestosRemoval", label: "Bonifica amianto" },
  { column: "padr", field: "adrTransport", label: "ADR" },
  { column: "tpm", field: "drilling", label: "Trivellazione piccolo/medio diametro" },
  { column: "mce", field: "electricalSubstations", label: "Cabine elettriche media/bassa tensione" },
] as const satisfies readonly QualificationFlag[];

// Spec section 5: for this customer these flags are disabled and forced to false.
export const SPECIAL_CUSTOMER_FORCED_OFF_FLAGS: readonly QualificationFlagField[] = [
  "chiefWorker",
  "fireSafetyOfficer",
  "firstAidOfficer",
  "nightWork",
  "loneWork",
];

// ───────────────────────────── Approvals ─────────────────────────────

export type ApprovalStateValue = "PENDING" | "APPROVED" | "REJECTED";

export const APPROVAL_STATES = [
  { value: "PENDING", code: 0, label: "Documento da approvare", shortLabel: "Da approvare", abbreviation: "D.A." },
  { value: "APPROVED", code: 1, label: "Documento approvato", shortLabel: "Approvato", abbreviation: "A" },
  { value: "REJECTED", code: 2, label: "Documento respinto", shortLabel: "Respinto", abbreviation: "R" },
] as const satisfies readonly {
  value: ApprovalStateValue;
  code: 0 | 1 | 2;
  label: string;
  shortLabel: string;
  abbreviation: string;
}[];

export type ApprovalStateCode = (typeof APPROVAL_STATES)[number]["code"];

export function approvalStateToCode(value: ApprovalStateValue): ApprovalStateCode {
  return value === "APPROVED" ? 1 : value === "REJECTED" ? 2 : 0;
}

// Unknown codes read as pending, as the spec's document_state defaults to "Da approvare".
export function approvalStateFromCode(code: number): ApprovalStateValue {
  return code === 1 ? "APPROVED" : code === 2 ? "REJECTED" : "PENDING";
}

export const APPROVAL_MODES = [
  { code: "ALL_DOCUMENTS_AT_ONCE", label: "Approvazione di tutti i documenti insieme" },
  { code: "SINGLE_DOCUMENT", label: "Approvazione documento per documento" },
] as const satisfies readonly CodeLabel<string>[];

export type ApprovalModeValue = (typeof APPROVAL_MODES)[number]["code"];

export function elementAttachmentStateCode(dates: {
  approvedAt: Date | string | null;
  rejectedAt: Date | string | null;
}): 0 | 1 | 2 {
  if (dates.rejectedAt) return 2;
  if (dates.approvedAt) return 1;
  return 0;
}

// ───────────────────────────── Elements, substances, workers ─────────────────────────────

export type BelongingValue = "OWNED" | "RENTED";

export const ELEMENT_KINDS = [
  { value: "EQUIPMENT", specName: "equipment", label: "Mezzo" },
  { value: "MACHINERY", specName: "machinery", label: "Macchinario" },
  { value: "TOOL", specName: "tool", label: "Attrezzatura" },
] as const satisfies readonly { value: string; specName: string; label: string }[];

export type ElementKindValue = (typeof ELEMENT_KINDS)[number]["value"];

export const EMPLOYMENT_STATES = [
  { code: 0, label: "Attivo" },
  { code: 1, label: "Dimesso" },
] as const satisfies readonly CodeLabel<number>[];

export const SEXES = [
  { code: "M", label: "Maschio" },
  { code: "F", label: "Femmina" },
] as const satisfies readonly CodeLabel<string>[];

// ───────────────────────────── Business constants (spec section 9) ─────────────────────────────

// Self-certification (autocertificazione): its row offers the generated default document.
export const SELF_CERTIFICATION_CATEGORY_CODE = "AC";
// Tag of the default document attached to a required procurement document.
export const PROCUREMENT_ATTACHMENT_DEFAULT_DOCUMENT = "PROCUREMENT_ATTACHMENT_DEFAULT_DOCUMENT";
export const DUVRI_STATUS_VISIBLE_TO_SUPPLIERS = 4;
export const SPECIAL_CUSTOMER_ID = 3336;
