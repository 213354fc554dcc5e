// Texts of the worker's own area: /medicine and /formation (spec section 2 "Worker area"; the training
// indicators of section 2 and the date_check_fr dot of section 4, to the letter), and the worker's entries of
// the side navigation. Italian first; English carries the same keys.
import type { AreaTexts } from "./area-texts";

const ita = {
  navMedicine: "Visite mediche",
  navFormation: "Formazione",
  mdCertificate: "Certificato",
  mdCertificateDownload: "Scarica il certificato",
  mdCertificateMissing: "Non disponibile",
  mdCertificateMissingHint: "Il giudizio di questa visita non è ancora stato espresso",
  mdNextVisit: "Prossima visita",
  frTitle: "Portfolio formazione",
  frNumber: "No.",
  frFamily: "Famiglia",
  frModel: "Modello",
  frLastDate: "Ultima data",
  frFrequency: "Periodicità",
  frNextCourse: "Pross.corso",
  frPdf: "PDF",
  frDownload: "scarica",
  frCertificateMissing: "Corso mai svolto: nessun attestato",
  frStatusNeverDone: "Formazione a protocollo ma mai eseguita",
  frStatusInOrder: "Formazione in regola",
  frStatusExpired: "Formazione scaduta",
  frEnrolled: "Iscritto a nuovo corso non ancora concluso",
  frEmpty: "Nessun corso nel portfolio formazione",
  frLegend: "Legenda",
} as const;

const eng: Record<keyof typeof ita, string> = {
  navMedicine: "Medical visits",
  navFormation: "Training",
  mdCertificate: "Certificate",
  mdCertificateDownload: "Download the certificate",
  mdCertificateMissing: "Not available",
  mdCertificateMissingHint: "The judgement of this visit has not been given yet",
  mdNextVisit: "Next visit",
  frTitle: "Training portfolio",
  frNumber: "No.",
  frFamily: "Family",
  frModel: "Model",
  frLastDate: "Last date",
  frFrequency: "Frequency",
  frNextCourse: "Next course",
  frPdf: "PDF",
  frDownload: "download",
  frCertificateMissing: "Course never attended: no certificate",
  frStatusNeverDone: "Training required by the protocol but never done",
  frStatusInOrder: "Training in order",
  frStatusExpired: "Training expired",
  frEnrolled: "Enrolled in a new course not yet concluded",
  frEmpty: "No course in the training portfolio",
  frLegend: "Legend",
};

export const workerAreaTexts: AreaTexts<typeof ita> = { ita, eng };
