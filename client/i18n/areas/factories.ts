// Texts of «Stabilimenti» (/factories): the customer's sites, and its navigation entry. The add dialog's own texts
// are the procurement set-up's (setNewSite, setSiteName...), since the procurement form opens the same dialog.
import type { AreaTexts } from "./area-texts";

const ita = {
  navFactories: "Stabilimenti",
  factoriesTitle: "Stabilimenti",
  factoriesIntro: "I siti del committente, che gli appalti indicano come «Sito» e a cui sono assegnati i lavoratori. Si elimina solo uno stabilimento che nessuno usa.",
  factoriesName: "Nome",
  factoriesAddress: "Indirizzo",
  factoriesMunicipality: "Comune",
  factoriesProcurements: "Appalti",
  factoriesWorkers: "Lavoratori",
  factoriesUsage: "Appalti: {procurements} · Lavoratori: {workers}",
  factoriesActions: "Azioni",
  factoriesEdit: "Modifica stabilimento",
  factoriesEditOf: "Modifica {name}",
  factoriesDeleteOf: "Elimina {name}",
  factoriesDeleteConfirm: "Sei sicuro di voler eliminare questo stabilimento?",
  factoriesDeleteRefusedTitle: "Attenzione",
  factoriesDeleted: "Stabilimento eliminato correttamente",
  factoriesDeleteFailed: "Impossibile eliminare lo stabilimento",
  factoriesNone: "Ancora nessuno stabilimento: aggiungerlo con «Nuovo stabilimento».",
};

export const factoriesTexts: AreaTexts<typeof ita> = {
  ita,
  eng: {
    navFactories: "Sites",
    factoriesTitle: "Sites",
    factoriesIntro: "The customer's sites, which procurements name as their «Site» and its workers are assigned to. Only a site nobody uses can be deleted.",
    factoriesName: "Name",
    factoriesAddress: "Address",
    factoriesMunicipality: "Municipality",
    factoriesProcurements: "Procurements",
    factoriesWorkers: "Workers",
    factoriesUsage: "Procurements: {procurements} · Workers: {workers}",
    factoriesActions: "Actions",
    factoriesEdit: "Edit site",
    factoriesEditOf: "Edit {name}",
    factoriesDeleteOf: "Delete {name}",
    factoriesDeleteConfirm: "Are you sure you want to delete this site?",
    factoriesDeleteRefusedTitle: "Warning",
    factoriesDeleted: "Site deleted",
    factoriesDeleteFailed: "Could not delete the site",
    factoriesNone: "No sites yet: add one with «New site».",
  },
};
