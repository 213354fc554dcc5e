// The password-reset e-mail (Italian, plain text and simple HTML). The link opens the client's
// /reset/{mail}/{token} screen (spec section 2).
import { escapeHtml, MAIL_SIGNATURE, mailHtml } from "../../lib/mail-layout";
import type { MailMessage } from "../../lib/mailer";

export function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/reset/${encodeURIComponent(email)}/${token}`;
}

// The same mail serves a new user's first access (an invitation: `invitation` says for which company, and the
// link lives longer); what follows the first lines is the /forgot flow's, so the reset screen reads the same.
export function resetPasswordMail(options: {
  to: string;
  link: string;
  validMinutes: number;
  invitation?: { companyName: string; publicUrl: string };
}): MailMessage {
  const { to, link, validMinutes, invitation } = options;
  const validity = validMinutes % 60 === 0 && validMinutes >= 120 ? `${validMinutes / 60} ore` : `${validMinutes} minuti`;
  const opening = invitation
    ? `è stato creato per te un accesso al Portale Sicurezza Appalti per ${invitation.companyName}.`
    : "abbiamo ricevuto una richiesta per impostare la password del tuo accesso al Portale Sicurezza Appalti.";
  const closing = invitation
    ? `Se il collegamento è scaduto, chiedine uno nuovo con «Password dimenticata?» da questa pagina: ${invitation.publicUrl}/forgot`
    : "Se non hai chiesto tu di impostare la password, ignora questa mail: la password attuale resta valida.";
  const text = [
    "Gentile utente,",
    "",
    opening,
    "Per impostare una nuova password apri questo collegamento:",
    "",
    link,
    "",
    `Il collegamento vale ${validity} e si può usare una sola volta.`,
    closing,
    "",
    MAIL_SIGNATURE,
  ].join("\n");
  const html = mailHtml(`<p>${escapeHtml(opening)}</p>
<p><a href="${escapeHtml(link)}">Imposta la password</a></p>
<p>Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(link)}</p>
<p>Il collegamento vale ${validity} e si può usare una sola volta.<br>
${escapeHtml(closing)}</p>`);
  return { to, subject: "Impostazione della password - Portale Sicurezza Appalti", text, html };
}
