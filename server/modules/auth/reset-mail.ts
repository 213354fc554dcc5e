// The password-reset e-mail (Italian, plain text and simple HTML). The link opens the client's
// /reset/{mail}/{token} screen (spec section 2).
import { escapeHtml, MAIL_SIGNATURE, mailHtml } from "../../lib/mail-layout";
import type { MailMessage } from "../../lib/mailer";

export function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/reset/${encodeURIComponent(email)}/${token}`;
}

export function resetPasswordMail(options: { to: string; link: string; validMinutes: number }): MailMessage {
  const { to, link, validMinutes } = options;
  const text = [
    "Gentile utente,",
    "",
    "abbiamo ricevuto una richiesta per impostare la password del tuo accesso al Portale Sicurezza Appalti.",
    "Per impostare una nuova password apri questo collegamento:",
    "",
    link,
    "",
    `Il collegamento vale ${validMinutes} minuti e si può usare una sola volta.`,
    "Se non hai chiesto tu di impostare la password, ignora questa mail: la password attuale resta valida.",
    "",
    MAIL_SIGNATURE,
  ].join("\n");
  const html = mailHtml(`<p>abbiamo ricevuto una richiesta per impostare la password del tuo accesso al Portale Sicurezza Appalti.</p>
<p><a href="${escapeHtml(link)}">Imposta la password</a></p>
<p>Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(link)}</p>
<p>Il collegamento vale ${validMinutes} minuti e si può usare una sola volta.<br>
Se non hai chiesto tu di impostare la password, ignora questa mail: la password attuale resta valida.</p>`);
  return { to, subject: "Impostazione della password - Portale Sicurezza Appalti", text, html };
}
