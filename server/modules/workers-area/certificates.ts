// The certificates the portal writes when no stored one exists: the written fitness judgement of a visit
// (D.Lgs. 81/2008 art. 41 c.6-bis, with the appeal notice of c.9) and the attestato of a course (Accordo
// Stato-Regioni 17/04/2025, Parte I, point 6). Only the judgement of a visit, never its clinical content.
import { isoDateOf, italianDateOf, italianFormatOf } from "../../../common/calendar-dates";
import { suitabilityLabel, trainingFrequencyLabel, visitTypeLabel, type SuitabilityCode, type TrainingCategoryCode } from "../../../common/reference-lists";
import type { Prisma } from "../../generated/prisma/client";
import type { DocumentPdfContent } from "../../lib/document-pdf";

const NOT_GIVEN = "non indicato";
const PRODUCER = "Portale Sicurezza Appalti";
const dateText = (date: Date | null | undefined) => (date ? italianFormatOf(isoDateOf(date)) : NOT_GIVEN);
const personName = (person: { firstName: string; lastName: string } | null | undefined) => (person ? `${person.firstName} ${person.lastName}` : NOT_GIVEN);

export const examinationCertificateSelect = {
  examinationDate: true,
  visitType: true,
  outcome: true,
  prescriptions: true,
  limitations: true,
  unfitUntil: true,
  nextVisitDate: true,
  doctor: { select: { firstName: true, lastName: true } },
  worker: { select: { firstName: true, lastName: true, fiscalCode: true, job: { select: { name: true } }, customer: { select: { companyName: true } } } },
} satisfies Prisma.ExaminationSelect;

type ExaminationForCertificate = Prisma.ExaminationGetPayload<{ select: typeof examinationCertificateSelect }>;

// The judgement in the words of art. 41 c.6 (a to d), with what completes it: the prescriptions or limitations
// of a partial fitness, the end of a temporary unfitness (its own date, otherwise the next visit).
function judgementLines(visit: ExaminationForCertificate & { outcome: SuitabilityCode }): string[] {
  const partial = ["IL", "IP", "IPL", "IDP"].includes(visit.outcome);
  switch (true) {
    case visit.outcome === "ID":
      return ["Giudizio: IDONEITÀ alla mansione specifica."];
    case partial:
      return [
        `Giudizio: IDONEITÀ PARZIALE alla mansione specifica (${suitabilityLabel(visit.outcome)}).`,
        `Prescrizioni: ${visit.prescriptions?.trim() || "nessuna"}.`,
        `Limitazioni: ${visit.limitations?.trim() || "nessuna"}.`,
      ];
    case visit.outcome === "INT":
      return [`Giudizio: INIDONEITÀ TEMPORANEA alla mansione specifica fino al ${dateText(visit.unfitUntil ?? visit.nextVisitDate)}.`];
    case visit.outcome === "INP":
      return ["Giudizio: INIDONEITÀ PERMANENTE alla mansione specifica."];
    default:
      return [`Esito: ${suitabilityLabel(visit.outcome)}.`];
  }
}

export function examinationCertificateContent(visit: ExaminationForCertificate & { outcome: SuitabilityCode }, now: Date): DocumentPdfContent {
  const worker = visit.worker;
  return {
    title: "Giudizio di idoneità alla mansione specifica",
    subtitle: "Art. 41, comma 6-bis, D.Lgs. 81/2008",
    company: worker.customer.companyName,
    fields: [
      ["Lavoratore", personName(worker)],
      ["Codice fiscale", worker.fiscalCode ?? NOT_GIVEN],
      ["Datore di lavoro", worker.customer.companyName],
      ["Mansione", worker.job?.name ?? NOT_GIVEN],
      ["Data della visita", dateText(visit.examinationDate)],
      ["Tipo di visita", visitTypeLabel(visit.visitType)],
      ["Prossima visita", dateText(visit.nextVisitDate)],
      ["Medico competente", visit.doctor ? personName(visit.doctor) : NOT_GIVEN],
    ],
    lines: [
      ...judgementLines(visit),
      "Copia del presente giudizio è consegnata al lavoratore e al datore di lavoro (art. 41, comma 6-bis, D.Lgs. 81/2008).",
      "Avverso il giudizio del medico competente è ammesso ricorso, entro trenta giorni dalla data di comunicazione del giudizio medesimo, all'organo di vigilanza territorialmente competente, che dispone, dopo eventuali ulteriori accertamenti, la conferma, la modifica o la revoca del giudizio stesso (art. 41, comma 9, D.Lgs. 81/2008).",
    ],
    footer: `Documento generato dal Portale Sicurezza Appalti il ${italianFormatOf(italianDateOf(now))} con i dati della visita registrati dal medico competente.`,
    producer: PRODUCER,
    producedAt: now,
  };
}

export const trainingCertificateSelect = {
  lastDate: true,
  frequencyMonths: true,
  nextDate: true,
  provider: true,
  deliveryMode: true,
  place: true,
  model: { select: { name: true, shortName: true, durationHours: true, legalReference: true, category: { select: { code: true, name: true } } } },
  worker: { select: { firstName: true, lastName: true, fiscalCode: true, customer: { select: { companyName: true } } } },
} satisfies Prisma.TrainingProtocolSelect;

type TrainingForCertificate = Prisma.TrainingProtocolGetPayload<{ select: typeof trainingCertificateSelect }>;

// The law a course answers to when its model names none, by training family.
const LEGAL_REFERENCE_OF_CATEGORY: Record<TrainingCategoryCode, string> = {
  FAR: "Art. 37 D.Lgs. 81/2008; Accordo Stato-Regioni 17/04/2025",
  FAE: "Artt. 37, 43, 45 e 46 D.Lgs. 81/2008; D.M. 388/2003 (primo soccorso); D.M. 02/09/2021 (antincendio)",
  FSA: "Art. 37 D.Lgs. 81/2008",
  ATT: "Art. 73, comma 5, D.Lgs. 81/2008; Accordo Stato-Regioni 17/04/2025",
  ALT: "Art. 37 D.Lgs. 81/2008",
  RAL: "Artt. 32 e 34 D.Lgs. 81/2008; Accordo Stato-Regioni 17/04/2025",
};

export function trainingCertificateContent(row: TrainingForCertificate & { lastDate: Date }, now: Date): DocumentPdfContent {
  const { model, worker } = row;
  const legalReference = model.legalReference?.trim() || LEGAL_REFERENCE_OF_CATEGORY[model.category.code as TrainingCategoryCode] || "Art. 37 D.Lgs. 81/2008";
  return {
    title: "Attestato di formazione",
    subtitle: model.name,
    company: row.provider?.trim() || worker.customer.companyName,
    fields: [
      ["Soggetto formatore", row.provider?.trim() || NOT_GIVEN],
      ["Partecipante", personName(worker)],
      ["Codice fiscale", worker.fiscalCode ?? NOT_GIVEN],
      ["Datore di lavoro", worker.customer.companyName],
      ["Corso", `${model.name} (${model.shortName})`],
      ["Famiglia", model.category.name],
      ["Riferimento normativo", legalReference],
      ["Durata", model.durationHours ? `${model.durationHours} ore` : NOT_GIVEN],
      ["Modalità di erogazione", row.deliveryMode?.trim() || NOT_GIVEN],
      ["Data del corso", dateText(row.lastDate)],
      ["Luogo", row.place?.trim() || NOT_GIVEN],
      ["Periodicità", trainingFrequencyLabel(row.frequencyMonths)],
      ["Prossimo aggiornamento", row.nextDate ? dateText(row.nextDate) : "nessuno"],
    ],
    lines: [],
    footer: `Documento generato dal Portale Sicurezza Appalti il ${italianFormatOf(italianDateOf(now))} con i dati del portfolio formazione; l'attestato originale è quello rilasciato dal soggetto formatore.`,
    producer: PRODUCER,
    producedAt: now,
  };
}
