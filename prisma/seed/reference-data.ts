// Reference categories every installation starts with: what a procurement can require of a supplier,
// what a worker must hold, and the training catalogue. Codes are stable keys used by the demo data and
// by procurement settings (worker_mandatory_document_categories); labels are what users read.
import { SELF_CERTIFICATION_CATEGORY_CODE, type QualificationFlagField, type TrainingCategoryCode } from "../../common/reference-lists";

// supplierAttachmentType: the company document (attachment_type) that satisfies the category, offered for import.
export const SUPPLIER_DOCUMENT_CATEGORIES: readonly { code: string; label: string; supplierAttachmentType?: number }[] = [
  { code: "DURC", label: "DURC - Documento Unico di Regolarità Contributiva", supplierAttachmentType: 1 },
  { code: "VISURA", label: "Visura camerale", supplierAttachmentType: 3 },
  { code: "POS", label: "Piano Operativo di Sicurezza" },
  { code: "DVR", label: "Documento di Valutazione dei Rischi" },
  { code: "RCT", label: "Polizza RCT/RCO", supplierAttachmentType: 2 },
  { code: "UNILAV", label: "Comunicazioni UNILAV dei lavoratori impiegati" },
  { code: "NOMINE", label: "Nomine RSPP/RLS/addetti emergenze" },
  { code: "NOMINA_MC", label: "Nomina del Medico Competente" },
  { code: "FORM", label: "Attestati di formazione" },
  { code: "DPI", label: "Registro di consegna dei DPI" },
  { code: "DUVRI", label: "DUVRI firmato per accettazione" },
  { code: SELF_CERTIFICATION_CATEGORY_CODE, label: "Autocertificazione requisiti tecnico-professionali (DPR 445/2000)" },
  { code: "ORGANICO", label: "Dichiarazione organico medio annuo (art. 90 c.9 D.Lgs. 81/08)" },
  { code: "CCNL", label: "Dichiarazione del contratto collettivo applicato" },
  { code: "LUL", label: "Estratto del Libro Unico del Lavoro" },
  { code: "DM37", label: "Abilitazione impiantistica D.M. 37/2008" },
  { code: "ALBO_GA", label: "Iscrizione all'Albo Nazionale Gestori Ambientali", supplierAttachmentType: 4 },
  { code: "TESSERINI", label: "Tessere di riconoscimento (art. 26 c.8 D.Lgs. 81/08)" },
];

export type WorkerCategorySeed = {
  code: string;
  label: string;
  isStandard: boolean;
  requiredByFlag: QualificationFlagField | null;
};

// Fitness judgement and basic training are required of every worker ("standard" categories);
// the others follow the qualification flags ticked on the worker within a procurement.
export const WORKER_DOCUMENT_CATEGORIES: readonly WorkerCategorySeed[] = [
  { code: "IDO", label: "Idoneità sanitaria alla mansione", isStandard: true, requiredByFlag: null },
  {
    code: "FORM_GEN",
    label: "Attestato formazione generale e specifica (art. 37 D.Lgs. 81/08)",
    isStandard: true,
    requiredByFlag: null,
  },
  { code: "PREP", label: "Attestato formazione preposti (art. 37 c.7 D.Lgs. 81/08)", isStandard: false, requiredByFlag: "chiefWorker" },
  { code: "ANTINC", label: "Attestato addetto antincendio", isStandard: false, requiredByFlag: "fireSafetyOfficer" },
  { code: "PS", label: "Attestato addetto primo soccorso (DM 388/03)", isStandard: false, requiredByFlag: "firstAidOfficer" },
  { code: "PES_PAV", label: "Attestato PES/PAV lavori elettrici (CEI 11-27)", isStandard: false, requiredByFlag: "electricalWork" },
  { code: "NOTT", label: "Idoneità sanitaria al lavoro notturno (D.Lgs. 66/2003)", isStandard: false, requiredByFlag: "nightWork" },
  { code: "SC", label: "Attestato spazi confinati (DPR 177/2011)", isStandard: false, requiredByFlag: "confinedSpaces" },
  { code: "QUOTA", label: "Attestato lavori in quota e DPI III cat.", isStandard: false, requiredByFlag: "workAtHeight" },
  { code: "FITO", label: "Certificato di abilitazione all'uso dei prodotti fitosanitari", isStandard: false, requiredByFlag: "plantProtectionProducts" },
  { code: "CARR", label: "Abilitazione carrelli elevatori", isStandard: false, requiredByFlag: "forklifts" },
  { code: "PLE", label: "Abilitazione PLE", isStandard: false, requiredByFlag: "aerialPlatforms" },
  { code: "TRATT", label: "Abilitazione trattori agricoli o forestali", isStandard: false, requiredByFlag: "tractors" },
  { code: "MMT", label: "Abilitazione macchine movimento terra", isStandard: false, requiredByFlag: "earthMovingMachines" },
  { code: "GRU", label: "Abilitazione gru per autocarro, a torre e mobili", isStandard: false, requiredByFlag: "cranes" },
  { code: "PONT", label: "Attestato montaggio, smontaggio e trasformazione ponteggi", isStandard: false, requiredByFlag: "scaffoldAssembly" },
  { code: "FGAS", label: "Certificazione F-gas persone fisiche (D.P.R. 146/2018)", isStandard: false, requiredByFlag: "fGasSystems" },
  { code: "CND", label: "Certificazione operatore controlli non distruttivi (UNI EN ISO 9712)", isStandard: false, requiredByFlag: "nonDestructiveTesting" },
  { code: "BCM", label: "Brevetto rallestratori BCM", isStandard: false, requiredByFlag: "bcmRiggerLicence" },
  { code: "EPC", label: "Certificazione esperto protezione catodica (UNI EN ISO 15257)", isStandard: false, requiredByFlag: "cathodicProtectionExpert" },
  { code: "AMIANTO", label: "Abilitazione addetto bonifica amianto (D.P.R. 8/8/1994)", isStandard: false, requiredByFlag: "asbestosRemoval" },
  { code: "ADR", label: "Certificato di formazione professionale ADR", isStandard: false, requiredByFlag: "adrTransport" },
  { code: "TRIV", label: "Abilitazione trivellazione a piccolo e medio diametro", isStandard: false, requiredByFlag: "drilling" },
  { code: "CABINE", label: "Attestato lavori in cabine elettriche MT/BT (CEI 78-17)", isStandard: false, requiredByFlag: "electricalSubstations" },
];

export type TrainingModelSeed = {
  category: TrainingCategoryCode;
  shortName: string;
  name: string;
  defaultFrequencyMonths: number | null;
  durationHours: number;
};

export const TRAINING_MODELS: readonly TrainingModelSeed[] = [
  { category: "FAR", shortName: "GEN", name: "Formazione generale dei lavoratori", defaultFrequencyMonths: null, durationHours: 4 },
  { category: "FAR", shortName: "SPEC-A", name: "Formazione specifica lavoratori - rischio alto", defaultFrequencyMonths: 60, durationHours: 12 },
  { category: "FAR", shortName: "SPEC-B", name: "Formazione specifica lavoratori - rischio basso", defaultFrequencyMonths: 60, durationHours: 4 },
  { category: "FAR", shortName: "PREP", name: "Formazione particolare aggiuntiva per preposti", defaultFrequencyMonths: 24, durationHours: 12 },
  { category: "FAR", shortName: "DIR", name: "Formazione dirigenti", defaultFrequencyMonths: 60, durationHours: 12 },
  { category: "FAE", shortName: "AI-L2", name: "Addetto antincendio - livello 2 (rischio medio)", defaultFrequencyMonths: 60, durationHours: 8 },
  { category: "FAE", shortName: "PS-BC", name: "Addetto primo soccorso - gruppi B e C", defaultFrequencyMonths: 36, durationHours: 12 },
  { category: "FSA", shortName: "PES-PAV", name: "Lavori elettrici - qualifica PES/PAV", defaultFrequencyMonths: 60, durationHours: 16 },
  { category: "FSA", shortName: "SC", name: "Lavori in ambienti sospetti di inquinamento o confinati", defaultFrequencyMonths: 60, durationHours: 12 },
  { category: "FSA", shortName: "QUOTA", name: "Lavori in quota e uso dei DPI di III categoria", defaultFrequencyMonths: 60, durationHours: 8 },
  { category: "ATT", shortName: "CARR", name: "Carrelli elevatori semoventi con conducente a bordo", defaultFrequencyMonths: 60, durationHours: 12 },
  { category: "ATT", shortName: "PLE", name: "Piattaforme di lavoro mobili elevabili", defaultFrequencyMonths: 60, durationHours: 10 },
  { category: "ALT", shortName: "PRIVACY", name: "Trattamento dei dati personali (GDPR)", defaultFrequencyMonths: null, durationHours: 2 },
  { category: "RAL", shortName: "RLS", name: "Rappresentante dei lavoratori per la sicurezza - aggiornamento", defaultFrequencyMonths: 12, durationHours: 8 },
  { category: "RAL", shortName: "DL-RSPP", name: "Datore di lavoro che svolge i compiti di RSPP", defaultFrequencyMonths: 60, durationHours: 16 },
];
