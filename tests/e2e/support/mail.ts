// Reads the mails the SMTP server of the run has stored.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { MAIL_DIR } from "./run";

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

// The text of every MIME part, decoded by its Content-Transfer-Encoding.
export function mailTexts(raw: string): string[] {
  const texts: string[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const body = part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === "base64") texts.push(Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8"));
    else if (encoding === "quoted-printable") texts.push(decodeQuotedPrintable(body));
    else texts.push(body);
  }
  return texts;
}

// Only the password mails: the portal also sends expiry reminders to the demo suppliers during the run.
function resetMailsTo(recipient: string): string[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith(".eml") && name.includes(recipient))
    .sort()
    .map((name) => readFileSync(path.join(MAIL_DIR, name), "utf8"))
    .filter((raw) => /^Subject: Impostazione della password/m.test(raw));
}

export function countResetMailsTo(recipient: string): number {
  return resetMailsTo(recipient).length;
}

// Waits for the mail number `index` (0-based) to the recipient and returns the reset link in it.
export async function resetLinkFromMail(recipient: string, index: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const raw = resetMailsTo(recipient)[index];
        if (!raw) return undefined;
        for (const text of mailTexts(raw)) {
          link = /https?:\/\/[^\s"<>]+\/reset\/[^\s"<>]+/.exec(text)?.[0];
          if (link) break;
        }
        return link;
      },
      { message: `mail con il link di reset per ${recipient}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? "";
}

// The texts of the mails to the recipient whose subject matches, oldest first.
function mailsTo(recipient: string, subject: RegExp): string[][] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith(".eml") && name.includes(recipient))
    .sort()
    .map((name) => readFileSync(path.join(MAIL_DIR, name), "utf8"))
    // A long subject is folded over several header lines.
    .filter((raw) => subject.test(/^Subject: (.*)$/m.exec((raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " "))?.[1] ?? ""))
    .map(mailTexts);
}

// Waits for a mail to the recipient whose subject matches and returns its decoded texts joined.
export async function mailTo(recipient: string, subject: RegExp): Promise<string> {
  await expect.poll(() => mailsTo(recipient, subject).length, { message: `mail «${subject.source}» per ${recipient}`, timeout: 30_000 }).toBeGreaterThan(0);
  return (mailsTo(recipient, subject)[0] ?? []).join("\n");
}
