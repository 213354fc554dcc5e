// Interface texts. Italian is the product's language (spec section 1); English carries the same keys.
// Each screen area keeps its texts in areas/<area>.ts (Italian and English side by side); this file
// holds the shell's and joins them all.
import { tableTexts } from "./areas/table";
import { homeTexts } from "./areas/home";
import { procurementTexts } from "./areas/procurement";
import { sharedUiTexts } from "./areas/shared-ui";
import { elementsTexts } from "./areas/elements";
import { substanceTexts } from "./areas/substances";
import { workersTexts } from "./areas/workers";
import { workerCardTexts } from "./areas/worker-card";
import { workerAreaTexts } from "./areas/worker-area";
import { apiKeysTexts } from "./areas/api-keys";
import { webhooksTexts } from "./areas/webhooks";
import { usersTexts } from "./areas/users";
import { requirementsTexts } from "./areas/requirements";
import { dashboardTexts } from "./areas/dashboard";
import { reviewTexts } from "./areas/review";
import { procurementSetupTexts } from "./areas/procurement-setup";
import { calendarTexts } from "./areas/calendar";
import { reportTexts } from "./areas/reports";
import { workforceTexts } from "./areas/workforce";
import { factoriesTexts } from "./areas/factories";

const shellIta = {
  appName: "Portale Sicurezza Appalti",
  appTagline: "Sicurezza negli appalti",
  navLogin: "Login",
  navHome: "Home",
  navDashboard: "Dashboard",
  navLogout: "LogOut",
  logout: "Esci",
  mainNavigation: "Navigazione principale",
  openMenu: "Apri il menu",
  closeMenu: "Chiudi il menu",
  language: "Lingua",
  languageIta: "Italiano",
  languageEng: "English",
  loading: "Caricamento in corso…",
  retry: "Riprova",
  toastOk: "ok",
  loginTitle: "Accesso",
  email: "Email",
  password: "Password",
  forgotLink: "Password dimenticata?",
  loginButton: "Login",
  loginFailed: "Email o password non corretti",
  loginThrottled: "Troppi tentativi non riusciti. Riprova tra {wait}.",
  forgotTitle: "Ottieni o recupera le credenziali di accesso",
  forgotEmail: "Indirizzo Email",
  backToLogin: "Torna al login",
  send: "Invia",
  forgotSuccess: "È stata inviata una mail con le istruzioni per impostare la password",
  forgotNotFound: "Attenzione! utente non trovato",
  resetTitle: "Reset Password",
  resetText: "Imposta la password.",
  resetPassword: "Password",
  resetRepeat: "Ripeti la password",
  resetFor: "Utente",
  passwordRulesTitle: "La password deve contenere:",
  showPassword: "Mostra password",
  hidePassword: "Nascondi password",
  resetSuccess: "Password impostata correttamente",
  resetInvalidLink: "Il link per impostare la password non è valido o è scaduto: richiederne uno nuovo.",
  requestNewLink: "Richiedi un nuovo link",
  refresh: "Aggiorna",
  companyData: "Dati del fornitore",
  phone: "Telefono",
  address: "Indirizzo",
  municipality: "Comune",
  notProvided: "Non indicato",
  noSupplier: "Nessun fornitore è associato a questo utente.",
  customerCompanyData: "Dati del committente",
  visitsTitle: "Visite effettuate",
  visitDate: "Data visita",
  visitType: "Tipo visita",
  outcome: "Esito",
  noRecords: "Nessun record presente",
  notAvailable: "N.D.",
  noWorker: "Nessun lavoratore è associato a questo utente.",
  unauthorized: "Utente non autorizzato",
  unexpectedError: "Si è verificato un errore imprevisto, riprovare più tardi",
  networkError: "Impossibile contattare il server: controllare la connessione e riprovare.",
  pageErrorTitle: "Impossibile caricare la pagina",
  goHome: "Vai alla home",
} as const;

export const ita = { ...shellIta, ...tableTexts.ita, ...homeTexts.ita, ...procurementTexts.ita, ...sharedUiTexts.ita, ...workersTexts.ita, ...workerCardTexts.ita, ...elementsTexts.ita, ...substanceTexts.ita, ...workerAreaTexts.ita, ...apiKeysTexts.ita, ...webhooksTexts.ita, ...usersTexts.ita, ...reviewTexts.ita, ...procurementSetupTexts.ita, ...reportTexts.ita, ...workforceTexts.ita, ...calendarTexts.ita, ...requirementsTexts.ita, ...dashboardTexts.ita, ...factoriesTexts.ita };

export type MessageKey = keyof typeof ita;

const shellEng: Record<keyof typeof shellIta, string> = {
  appName: "Procurement Safety Portal",
  appTagline: "Safety in procurement",
  navLogin: "Login",
  navHome: "Home",
  navDashboard: "Dashboard",
  navLogout: "LogOut",
  logout: "Sign out",
  mainNavigation: "Main navigation",
  openMenu: "Open the menu",
  closeMenu: "Close the menu",
  language: "Language",
  languageIta: "Italiano",
  languageEng: "English",
  loading: "Loading…",
  retry: "Retry",
  toastOk: "ok",
  loginTitle: "Sign in",
  email: "Email",
  password: "Password",
  forgotLink: "Forgot your password?",
  loginButton: "Login",
  loginFailed: "Incorrect email or password",
  loginThrottled: "Too many failed attempts. Try again in {wait}.",
  forgotTitle: "Get or recover your access credentials",
  forgotEmail: "Email address",
  backToLogin: "Back to login",
  send: "Send",
  forgotSuccess: "An email with the instructions to set the password has been sent",
  forgotNotFound: "Warning! user not found",
  resetTitle: "Reset Password",
  resetText: "Set the password.",
  resetPassword: "Password",
  resetRepeat: "Repeat the password",
  resetFor: "User",
  passwordRulesTitle: "The password must contain:",
  showPassword: "Show password",
  hidePassword: "Hide password",
  resetSuccess: "Password set successfully",
  resetInvalidLink: "The link to set the password is invalid or expired: request a new one.",
  requestNewLink: "Request a new link",
  refresh: "Refresh",
  companyData: "Supplier details",
  phone: "Phone",
  address: "Address",
  municipality: "Municipality",
  notProvided: "Not provided",
  noSupplier: "No supplier is linked to this user.",
  customerCompanyData: "Customer details",
  visitsTitle: "Medical visits",
  visitDate: "Visit date",
  visitType: "Visit type",
  outcome: "Outcome",
  noRecords: "No records",
  notAvailable: "N/A",
  noWorker: "No worker is linked to this user.",
  unauthorized: "Unauthorised user",
  unexpectedError: "An unexpected error occurred, please try again later",
  networkError: "The server cannot be reached: check the connection and try again.",
  pageErrorTitle: "The page cannot be loaded",
  goHome: "Go to home",
};

export const eng: Record<MessageKey, string> = {
  ...shellEng,
  ...tableTexts.eng,
  ...homeTexts.eng,
  ...procurementTexts.eng,
  ...sharedUiTexts.eng,
  ...workersTexts.eng,
  ...workerCardTexts.eng,
  ...apiKeysTexts.eng,
  ...webhooksTexts.eng,
  ...usersTexts.eng,
  ...requirementsTexts.eng,
  ...dashboardTexts.eng,
  ...reviewTexts.eng,
  ...elementsTexts.eng,
  ...substanceTexts.eng,
  ...workerAreaTexts.eng,
  ...procurementSetupTexts.eng,
  ...calendarTexts.eng,
  ...reportTexts.eng,
  ...workforceTexts.eng,
  ...factoriesTexts.eng,
};
