// The "Webhook" card of a customer administrator's /home, at desktop and phone width: a new endpoint pointing at a
// receiver this test starts, its signing secret shown once, a test event that the receiver gets and verifies with
// that secret (the Standard Webhooks library), and the delivery listed in the card with its result and time.
// The portal of the browser tests allows receivers on this machine (WEBHOOK_ALLOW_PRIVATE_URLS=on, playwright.config.ts).
import { createServer, type IncomingHttpHeaders } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "webhooks-" });

for (const viewport of VIEWPORTS) {
  test.describe(`webhook a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il committente registra un webhook, invia un evento di prova e vede la consegna", async ({ page }) => {
      const received: { headers: IncomingHttpHeaders; body: string }[] = [];
      const server = createServer((request, response) => {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk.toString()));
        request.on("end", () => {
          received.push({ headers: request.headers, body });
          response.writeHead(200).end();
        });
      });
      server.listen(0, "127.0.0.1");
      await once(server, "listening");
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook-${viewport.width}`;
      try {
        await openHome(page, CUSTOMER_EMAIL);
        const card = page.locator(".webhooks-card");
        await expect(card.getByText("Webhook").first()).toBeVisible();
        await card.getByRole("button", { name: "Nuovo webhook" }).click();
        const dialog = page.getByRole("dialog", { name: "Nuovo webhook" });
        await dialog.getByLabel("Indirizzo del ricevitore").fill(url);
        await expect(dialog.getByRole("checkbox", { name: "Documento approvato" })).toBeChecked();
        await shoot(page, "01-nuovo");
        await dialog.getByRole("button", { name: "Registra" }).click();

        const shown = page.getByRole("dialog", { name: "Segreto di firma del webhook" });
        const secret = await shown.getByRole("textbox").inputValue();
        expect(secret).toMatch(/^whsec_/);
        await shown.getByRole("button", { name: "Ok" }).click();
        await expect(shown).toBeHidden();

        const endpoint = card.locator(".webhooks-card__endpoint").filter({ hasText: url });
        await endpoint.getByRole("button", { name: "Invia evento di prova" }).click();
        await expect(page.getByText("Evento di prova in coda")).toBeVisible();
        await expect.poll(() => received.length, { timeout: 60_000 }).toBeGreaterThan(0);
        const message = received[0]!;
        const payload = new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as { type: string };
        expect(payload.type).toBe("webhook.test");

        // The card shows the delivery once it is recorded (asked again with "Aggiorna").
        await expect(async () => {
          await card.getByRole("button", { name: "Aggiorna" }).click();
          await expect(endpoint.getByText("Consegnato (200)")).toBeVisible({ timeout: 3_000 });
        }).toPass({ timeout: 60_000 });
        await expect(endpoint.getByRole("cell", { name: "webhook.test" })).toBeVisible();
        await shoot(page, "02-consegnato");
      } finally {
        server.close();
      }
    });
  });
}
