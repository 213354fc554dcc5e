// What every mail of the portal shares: the signature, and the HTML page around the body, so that the plain
// text and the HTML say the same and all mails look alike.
export const MAIL_SIGNATURE = "Portale Sicurezza Appalti";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// bodyHtml: the paragraphs after the greeting, already escaped.
export function mailHtml(bodyHtml: string): string {
  return `<!doctype html>
<html lang="it"><body style="font-family: Arial, sans-serif; color: #1c2127">
<p>Gentile utente,</p>
${bodyHtml}
<p>${MAIL_SIGNATURE}</p>
</body></html>`;
}
