import { MAIL_DIR, SMTP_PORT } from "./run";
import { startSmtpServer } from "./smtp";

export default async function globalSetup(): Promise<() => Promise<void>> {
  return startSmtpServer(SMTP_PORT, MAIL_DIR);
}
