// A real SMTP server for the run: every message the portal sends is stored as an .eml file in
// MAIL_DIR, where the tests read it.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export async function startSmtpServer(port: number, mailDir: string): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        counter += 1;
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address).join(",");
        const name = `${Date.now()}-${String(counter).padStart(4, "0")}-${recipients.replace(/[^a-zA-Z0-9@._-]/g, "_")}.eml`;
        writeFileSync(path.join(mailDir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
