// What the signed-in user may do, as the permission module decides it: the client shows or explains each action
// from these answers and never compares user levels itself.
import { builder } from "../../graphql/builder";
import { decide, PERMISSIONS, type Decision, type Permission } from "./permissions";

export const PermissionDecisionRef = builder.objectRef<Decision>("PermissionDecision").implement({
  description: "Se l'utente può compiere un'azione e, se no, perché (in parole per l'utente)",
  fields: (t) => ({
    allowed: t.exposeBoolean("allowed", { description: "Se l'utente può compiere l'azione" }),
    reason: t.exposeString("reason", { nullable: true, description: "Se non può, perché (per esempio «Serve il livello utente 5 o superiore»); null se può" }),
  }),
});

export type ViewerPermissionsShape = Record<(typeof PERMISSIONS)[number], Decision>;

// What each decision allows, as docs/permissions.md says it («Che cosa permette»).
const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  viewProcurements: "Se può vedere gli appalti con fornitori, lavoratori, elementi, documenti e semafori",
  viewDashboard: "Se può vedere la dashboard: ciò che il fornitore deve sistemare, ciò che il committente deve approvare, semafori e scadenze dei propri appalti in corso",
  downloadFiles: "Se può scaricare i file di appalti, documenti ed elementi",
  editCompanyDetails: "Se può modificare i dati dell'impresa (Home)",
  uploadCompanyDocuments: "Se può caricare e correggere i documenti dell'impresa",
  deleteCompanyDocuments: "Se può eliminare i documenti dell'impresa",
  editCompanyWorkers: "Se può aggiungere e modificare i lavoratori dell'impresa",
  deleteCompanyWorkers: "Se può eliminare i lavoratori dell'impresa",
  uploadWorkerDocuments: "Se può caricare un nuovo documento di un lavoratore",
  openWorkerDocuments: "Se può aprire i documenti di un lavoratore (dati sanitari)",
  deleteWorkerDocuments: "Se può eliminare i documenti di un lavoratore",
  manageWorkerAccess: "Se può dare a un proprio lavoratore l'accesso all'area lavoratore (invito per email) e toglierlo",
  setExpiryReminders: "Se può attivare o disattivare per sé i promemoria delle scadenze",
  editProcurementInfo: "Se può modificare nota e «Subappaltatore di» del fornitore nell'appalto",
  uploadRequiredDocuments: "Se può caricare, importare e correggere i documenti richiesti",
  deleteRequiredDocuments: "Se può eliminare il file di un documento richiesto",
  assignProcurementWorkers: "Se può associare lavoratori all'appalto e modificarne mansione e ruoli",
  removeProcurementWorkers: "Se può togliere un lavoratore dall'appalto",
  addFitnessCategories: "Se può aggiungere le idoneità richieste a un lavoratore (importazione standard)",
  uploadFitnessCertificates: "Se può caricare il file di un'idoneità che non ne ha",
  replaceHealthFiles: "Se può sostituire un file sanitario già presente (idoneità, documento del lavoratore)",
  deleteFitnessCertificates: "Se può eliminare un'idoneità o il suo file",
  declareElements: "Se può dichiarare un nuovo mezzo, macchina o attrezzatura",
  editElements: "Se può modificare un mezzo, macchina o attrezzatura",
  deleteElements: "Se può eliminare un mezzo, macchina o attrezzatura",
  uploadElementDocuments: "Se può caricare un documento di un mezzo, macchina o attrezzatura",
  editElementDocuments: "Se può correggere nome e date di un documento di un elemento",
  deleteElementDocuments: "Se può eliminare un documento di un elemento non ancora approvato",
  declareSubstances: "Se può dichiarare una nuova sostanza chimica con la sua scheda di sicurezza",
  editSubstances: "Se può modificare una sostanza chimica (anche sostituirne la scheda)",
  deleteSubstances: "Se può eliminare una sostanza chimica",
  openHealthFiles: "Se può aprire i file delle idoneità (dati sanitari)",
  openSafetyDataSheets: "Se può aprire le schede di sicurezza (SDS)",
  reviewRequiredItems: "Se può approvare o respingere documenti, idoneità, partecipazioni, elementi e loro documenti; renderli obbligatori o facoltativi",
  useApprovalsInbox: "Se può usare «Da approvare»: tutto ciò che attende una decisione negli appalti del committente, deciso anche a gruppi",
  editProcurements: "Se può creare e modificare gli appalti del committente (anche i documenti generali), aggiungervi fornitori e subappaltatori, registrare un nuovo fornitore, stabilire i documenti richiesti dall'appalto e da ciascun fornitore, copiarli da un altro appalto",
  editFactories: "Se può aggiungere uno stabilimento del committente (anche dal modulo dell'appalto), correggerne nome, indirizzo e comune ed eliminarlo finché nessun appalto o lavoratore lo usa e non ha reparti né mansioni («Stabilimenti»)",
  deleteProcurementFiles: "Se può eliminare un documento generale dell'appalto",
  removeProcurementSuppliers: "Se può togliere un fornitore dall'appalto (ciò che ha caricato resta nel registro di controllo)",
  closeProcurements: "Se può chiudere un appalto: da allora nessuno lo modifica più, chi lo vedeva continua a vederlo",
  deleteProcurements: "Se può eliminare un appalto finché nessun fornitore vi ha caricato nulla",
  bookVisits: "Se può prenotare, spostare e annullare le visite mediche dei propri lavoratori nel calendario dei propri medici, con i propri strumenti",
  editRequirementCatalogue: "Se può modificare il catalogo dei requisiti del committente (tipi di documento, codici, import dai documenti aziendali, scadenza)",
  downloadWorkforceReports: "Se può scaricare i report dei propri lavoratori (Rep. Corsi, Rep. Corsi(partecipanti), Rep. Amministrazione): giudizi e date, nessun dato sanitario",
  manageApiKeys: "Se può creare, vedere, sostituire (con un periodo in cui il segreto precedente vale ancora) e revocare le chiavi API del committente",
  exploreApiSchema: "Se può leggere la descrizione dell'API GraphQL (introspezione, documentazione della pagina GraphiQL per gli integratori)",
  manageWebhooks: "Se può registrare gli endpoint webhook del committente (segreto di firma mostrato una volta, sostituibile), vedere le consegne, inviare un evento di prova e reinviare",
  manageCompanyUsers: "Se può vedere gli utenti della propria impresa, invitarne di nuovi, cambiarne il livello, disattivarli e riattivarli",
  viewWorkforce: "Se può vedere i propri lavoratori (stabilimento, reparto, mansione, giudizio di idoneità con prescrizioni e limitazioni, date delle visite, formazione) e gli elenchi di stabilimenti, reparti, mansioni e rischi",
  editWorkforceFiles: "Se può aggiungere la foto e i file di un proprio lavoratore",
  deleteWorkforceFiles: "Se può eliminare un file di un proprio lavoratore",
  viewOwnHealthAndTraining: "Se può vedere le proprie visite mediche e la propria formazione con i certificati; il lavoratore di un fornitore: i propri dati, i propri documenti e le idoneità degli appalti in cui lavora",
};

export const ViewerPermissionsRef = builder.objectRef<ViewerPermissionsShape>("ViewerPermissions").implement({
  description: "Le decisioni del modulo dei permessi per l'utente collegato, una per azione",
  fields: (t) => Object.fromEntries(PERMISSIONS.map((permission) => [permission, t.field({ type: PermissionDecisionRef, description: PERMISSION_DESCRIPTIONS[permission], resolve: (decisions) => decisions[permission] })])),
});

builder.prismaObjectField("User", "permissions", (t) =>
  t.field({
    type: ViewerPermissionsRef,
    description: "Cosa può fare questo utente (solo l'utente stesso legge il proprio nodo User)",
    resolve: (_user, _args, context) =>
      Object.fromEntries(PERMISSIONS.map((permission) => [permission, decide(context.viewer, permission)])) as ViewerPermissionsShape,
  }),
);
