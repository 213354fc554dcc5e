// The expiry reminder mail (Italian, plain text and simple HTML), in the voice of the password-reset mail: one
// per supplier and round, every item grouped under its procurement, with a link to the procurement card where
// the new version is uploaded.
import { italianFormatOf } from "../../../common/calendar-dates";
import { EXPIRING_WITHIN_DAYS } from "../../../common/expiry";
import { groupBy } from "../../lib/group-by";
import { escapeHtml, MAIL_SIGNATURE, mailHtml } from "../../lib/mail-layout";
import type { MailMessage } from "../../lib/mailer";

export type ReminderLine = {
  procurementId: number;
  procurementLabel: string;
  // What the item is, e.g. «Idoneità «Visita medica» di Mario Rossi».
  description: string;
  expiresOn: string; // "YYYY-MM-DD"
  stage: "EXPIRING" | "EXPIRED";
};

const STAGE_HEADINGS = { EXPIRED: "Scaduti", EXPIRING: `In scadenza nei prossimi ${EXPIRING_WITHIN_DAYS} giorni` } as const;
// The portal's own colours of the two (Blueprint's danger and warning text), so the mail reads like the screen.
const STAGE_COLOURS = { EXPIRED: "#ac2f33", EXPIRING: "#935610" } as const;

type ProcurementGroup = { label: string; link: string; stages: { heading: string; colour: string; lines: string[] }[] };

// Procurements by name, expired items before expiring ones, each by date.
function groupsOf(lines: ReminderLine[], publicUrl: string): ProcurementGroup[] {
  return [...groupBy(lines, (line) => line.procurementId).entries()]
    .map(([procurementId, items]) => ({
      label: items[0]!.procurementLabel,
      link: `${publicUrl}/procurement/${procurementId}`,
      stages: (["EXPIRED", "EXPIRING"] as const)
        .map((stage) => ({
          heading: STAGE_HEADINGS[stage],
          colour: STAGE_COLOURS[stage],
          lines: items
            .filter((item) => item.stage === stage)
            .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.description.localeCompare(b.description, "it"))
            .map((item) => `${item.description}: scadenza ${italianFormatOf(item.expiresOn)}`),
        }))
        .filter((stage) => stage.lines.length > 0),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, "it"));
}

export function expiryReminderMail(options: { to: string[]; companyName: string; lines: ReminderLine[]; publicUrl: string }): MailMessage {
  const { companyName } = options;
  const groups = groupsOf(options.lines, options.publicUrl);
  const intro = `alcuni documenti di ${companyName} richiesti negli appalti sono scaduti o stanno per scadere.`;
  const ask = "Carica le versioni aggiornate nel Portale Sicurezza Appalti, dalla scheda di ogni appalto, perché restino in regola.";
  const footnote = `Ogni scadenza è ricordata due volte: quando mancano ${EXPIRING_WITHIN_DAYS} giorni o meno, e quando è passata.`;
  const optOut = "Per non ricevere più questi promemoria, disattiva «Promemoria scadenze» nella Home del portale.";
  const text = [
    "Gentile utente,",
    "",
    intro,
    ask,
    "",
    ...groups.flatMap((group) => [
      `Appalto «${group.label}» (${group.link})`,
      ...group.stages.flatMap((stage) => [`  ${stage.heading}:`, ...stage.lines.map((line) => `  - ${line}`)]),
      "",
    ]),
    footnote,
    optOut,
    "",
    MAIL_SIGNATURE,
  ].join("\n");
  const html = mailHtml(`<p>${escapeHtml(intro)}<br>${escapeHtml(ask)}</p>
${groups
  .map(
    (group) => `<h3 style="margin-bottom: 4px">Appalto «<a href="${escapeHtml(group.link)}">${escapeHtml(group.label)}</a>»</h3>
${group.stages.map((stage) => `<p style="margin: 4px 0; color: ${stage.colour}"><b>${escapeHtml(stage.heading)}</b></p>\n<ul>${stage.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`).join("\n")}`,
  )
  .join("\n")}
<p>${escapeHtml(footnote)}<br>${escapeHtml(optOut)}</p>`);
  return { to: options.to.join(", "), subject: `Documenti scaduti o in scadenza di ${companyName} - Portale Sicurezza Appalti`, text, html };
}
