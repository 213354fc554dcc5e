// Texts of the shared form pieces, dialogs, refresh notices and the not-found page (issue 7, section 3),
// Italian first; English carries the same keys. "{name}" placeholders are filled with fillText.
import type { AreaTexts } from "./area-texts";

const ita = {
  formRequiredMark: "obbligatorio",
  formRequiredLegend: "I campi contrassegnati con * sono obbligatori",
  formMissingFields: "Compilare i campi obbligatori: {fields}",
  formInvalidFields: "Correggere i campi: {fields}",
  formDiscardTitle: "Modifiche non salvate",
  formDiscardMessage: "Le modifiche non ancora salvate andranno perse. Chiudere comunque?",
  dateYearOutOfRange: "L'anno deve essere compreso tra {min} e {max}",
  dateOpenPicker: "Apri il calendario",
  dateClear: "Cancella la data",
  dateToday: "Oggi",
  refreshFailed: "Aggiornamento non riuscito: i dati mostrati potrebbero non essere aggiornati.",
  notFoundTitle: "Pagina non trovata",
  notFoundText: "L'indirizzo {path} non corrisponde a nessuna pagina del portale.",
} as const;

export const sharedUiTexts: AreaTexts<typeof ita> = {
  ita,
  eng: {
    formRequiredMark: "required",
    formRequiredLegend: "Fields marked with * are required",
    formMissingFields: "Fill in the required fields: {fields}",
    formInvalidFields: "Correct the fields: {fields}",
    formDiscardTitle: "Unsaved changes",
    formDiscardMessage: "The changes not yet saved will be lost. Close anyway?",
    dateYearOutOfRange: "The year must be between {min} and {max}",
    dateOpenPicker: "Open the calendar",
    dateClear: "Clear the date",
    dateToday: "Today",
    refreshFailed: "Refresh failed: the data shown may be out of date.",
    notFoundTitle: "Page not found",
    notFoundText: "The address {path} does not match any page of the portal.",
  },
};
