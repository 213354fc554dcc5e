// Outgoing mail. With SMTP_URL set it goes to that server; without, each message is written to
// DATA_DIR/outbox as an .eml file and its links are logged, so the password flows work on one machine.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger";

// icalEvent: a calendar invitation (.ics text), sent as nodemailer sends one: an alternative text/calendar part that
// mail programs offer to add to the calendar, and the same file attached.
export type MailMessage = { to: string; subject: string; text: string; html?: string; icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string } };
export type Mailer = { send(message: MailMessage): Promise<void> };

export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info("Mail inviata", { to: message.to, subject: message.subject });
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const composed = await composer.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const fileName = `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeFilePart(message.to)}.eml`;
      const filePath = path.join(options.outboxDir, fileName);
      await writeFile(filePath, composed.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info(`Mail salvata in ${filePath}`, { to: message.to, subject: message.subject, links });
    },
  };
}

function safeFilePart(value: string): string {
  return value.replace(/[^a-zA-Z0-9@._-]/g, "_").slice(0, 80);
}
