// The mail a supplier's users receive when the customer rejects some of their items in one decision: one mail per
// supplier and decision, every item with its reason and a link to the row where it is fixed, grouped by
// procurement. In the voice of the other mails of the portal (mail-layout.ts).
import { groupBy } from "../../lib/group-by";
import { escapeHtml, MAIL_SIGNATURE, mailHtml } from "../../lib/mail-layout";
import type { ReviewItemRow } from "./review-items.read";

export type RejectedLine = { item: ReviewItemRow; reason: string };

const KIND_WORDS: Record<ReviewItemRow["kind"], string> = {
  REQUIRED_DOCUMENT: "Documento",
  FITNESS_CERTIFICATE: "Idoneità",
  PARTICIPATION: "Partecipazione",
  ELEMENT: "Mezzo, macchinario o attrezzatura",
  ELEMENT_DOCUMENT: "Documento",
};

// The supplier's own screen where the item is fixed: the procurement card's tab, or the worker's card.
export function fixLinkOf(item: ReviewItemRow, publicUrl: string): string {
  const card = `${publicUrl}/procurement/${item.procurementId}`;
  switch (item.kind) {
    case "REQUIRED_DOCUMENT":
      return `${card}?tab=documenti`;
    case "FITNESS_CERTIFICATE":
      return `${publicUrl}/procurementworker/${item.procurementId}/${item.supplierWorkerId}`;
    case "PARTICIPATION":
      return `${card}?tab=lavoratori`;
    default:
      return `${card}?tab=${item.elementKind === "EQUIPMENT" ? "mezzi" : "macchine"}`;
  }
}

// «Idoneità «Visita medica» di Rossi Mario», «Documento «DURC» (DURC 2026.pdf)».
export function describeItem(item: ReviewItemRow): string {
  const what = item.kind === "ELEMENT" ? item.categoryLabel : KIND_WORDS[item.kind];
  const parts = [`${what} «${item.kind === "ELEMENT" ? (item.title ?? "") : item.categoryLabel}»`];
  if (item.kind === "FITNESS_CERTIFICATE" || item.kind === "PARTICIPATION") parts.push(`di ${item.subject ?? ""}`);
  if (item.kind === "ELEMENT_DOCUMENT") parts.push(`di ${item.subject ?? ""}`);
  if ((item.kind === "REQUIRED_DOCUMENT" || item.kind === "ELEMENT_DOCUMENT" || item.kind === "FITNESS_CERTIFICATE") && item.title) parts.push(`(${item.title})`);
  return parts.join(" ");
}

export function rejectionMail(options: { recipients: string[]; companyName: string; customerName: string; lines: RejectedLine[]; publicUrl: string }) {
  const { companyName, customerName, publicUrl } = options;
  const groups = [...groupBy(options.lines, (line) => line.item.procurementId).values()]
    .map((lines) => ({ label: lines[0]!.item.procurementLabel, lines }))
    .sort((a, b) => a.label.localeCompare(b.label, "it"));
  const count = options.lines.length;
  const intro = `${customerName} ha respinto ${count === 1 ? "un elemento" : `${count} elementi`} di ${companyName} negli appalti del Portale Sicurezza Appalti.`;
  const ask = "Per ciascuno trovi il motivo e il collegamento alla riga dove correggerlo o caricare una nuova versione.";
  const text = [
    "Gentile utente,",
    "",
    intro,
    ask,
    "",
    ...groups.flatMap((group) => [
      `Appalto «${group.label}»`,
      ...group.lines.flatMap((line) => [`  - ${describeItem(line.item)}`, `    Motivo: ${line.reason}`, `    ${fixLinkOf(line.item, publicUrl)}`]),
      "",
    ]),
    MAIL_SIGNATURE,
  ].join("\n");
  const html = mailHtml(`<p>${escapeHtml(intro)}<br>${escapeHtml(ask)}</p>
${groups
  .map(
    (group) => `<h3 style="margin-bottom: 4px">Appalto «${escapeHtml(group.label)}»</h3>
<ul>${group.lines
      .map((line) => `<li><a href="${escapeHtml(fixLinkOf(line.item, publicUrl))}">${escapeHtml(describeItem(line.item))}</a><br><span style="color: #ac2f33">Motivo: ${escapeHtml(line.reason)}</span></li>`)
      .join("")}</ul>`,
  )
  .join("\n")}`);
  const subject = `${count === 1 ? "Un elemento respinto" : `${count} elementi respinti`} per ${companyName} - Portale Sicurezza Appalti`;
  return { recipients: options.recipients, to: options.recipients.join(", "), subject, text, html };
}
