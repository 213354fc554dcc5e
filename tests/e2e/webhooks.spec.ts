// A third-party system set up by a customer administrator from /home, at desktop and phone width, in one walk: an
// API key («Chiavi API») and a webhook endpoint pointing at a receiver this test starts, each secret shown once; a
// test event that the receiver gets and verifies with its secret (the Standard Webhooks library); then a real
// approval in «Da approvare», whose event reaches the receiver, which asks the API with its key about the
// procurement the event names, while the card lists the delivery with its result; the endpoint disabled and enabled
// again, everything since yesterday sent again («Reinvia da…»), and the endpoint deleted after its confirmation.
// The portal of the browser tests allows receivers on this machine (WEBHOOK_ALLOW_PRIVATE_URLS=on, playwright.config.ts).
import { createServer, type IncomingHttpHeaders } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { graphqlAs } from "./support/api";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "webhooks-" });

for (const viewport of VIEWPORTS) {
  test.describe(`webhook a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il committente crea una chiave API e un webhook, approva un documento e vede la consegna; il sistema terzo chiede con la chiave; lo disattiva, reinvia, elimina", async ({ page }) => {
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
      const verified = (secret: string) => received.map((message) => new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as { type: string });
      try {
        await openHome(page, CUSTOMER_EMAIL);
        // The system's API key, for asking about what its webhooks tell it.
        const keys = page.locator(".api-keys-card");
        await keys.getByRole("button", { name: "Nuova chiave" }).click();
        const naming = page.getByRole("dialog", { name: "Nuova chiave" });
        await naming.getByLabel("Nome").fill(`Gestionale acquisti (${viewport.width}px)`);
        await naming.getByRole("button", { name: "Crea" }).click();
        const keyShown = page.getByRole("dialog", { name: "Chiave creata" });
        const key = await keyShown.getByRole("textbox").inputValue();
        expect(key).toMatch(/^psa_/);
        await keyShown.getByRole("button", { name: "Ok" }).click();
        await expect(keyShown).toBeHidden();

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
        expect(verified(secret).map((payload) => payload.type)).toEqual(["webhook.test"]);

        // A real approval, in the approvals inbox: the receiver gets its event, signed.
        await page.goto("/review");
        await expect(page.getByRole("heading", { name: "Da approvare" })).toBeVisible();
        await page.getByRole("button", { name: "Approva (A)" }).click();
        await expect(page.getByText("Decisione registrata (1)")).toBeVisible();
        await expect.poll(() => received.length, { timeout: 60_000 }).toBe(2);
        expect(verified(secret).map((payload) => payload.type)).toEqual(["webhook.test", "document.approved"]);
        // The receiving system asks, with its key, how the procurement the event names stands now.
        const event = verified(secret)[1] as unknown as { data: { procurementId: number; approval: string } };
        expect(event.data.approval).toBe("APPROVED");
        const answer = await graphqlAs<{ procurementCompliance: { trafficLight: string } | null }>(
          { request: page.request, token: key },
          "query ($p: ID!) { procurementCompliance(procurementId: $p) { trafficLight complianceReasons { item state } } }",
          { p: Buffer.from(`Procurement:${event.data.procurementId}`).toString("base64") },
        );
        expect(["GREEN", "YELLOW", "RED"]).toContain(answer.procurementCompliance?.trafficLight);

        // The card lists that delivery with its result once it is recorded (asked again with "Aggiorna").
        await page.goto("/home");
        const approved = endpoint.getByRole("row").filter({ hasText: "Documento approvato" });
        await expect(async () => {
          await card.getByRole("button", { name: "Aggiorna" }).click();
          await expect(approved.getByText("Consegnato (200)")).toBeVisible({ timeout: 3_000 });
        }).toPass({ timeout: 60_000 });
        await expect(approved.getByText("document.approved")).toBeVisible();
        await expect(endpoint.getByRole("row").filter({ hasText: "Evento di prova" }).getByText("Consegnato (200)")).toBeVisible();
        await shoot(page, "02-consegnato", card);

        // Disabled by its user, with the reason shown; enabled again.
        await endpoint.getByRole("button", { name: "Disattiva" }).click();
        await expect(page.getByText("Webhook disattivato: non riceve più eventi")).toBeVisible();
        await expect(endpoint.getByText("Disattivato", { exact: true })).toBeVisible();
        await expect(endpoint.getByText("Motivo: Disattivato da un utente")).toBeVisible();
        await expect(endpoint.getByRole("button", { name: "Invia evento di prova" })).toBeDisabled();
        await shoot(page, "03-disattivato", card);
        await endpoint.getByRole("button", { name: "Riattiva" }).click();
        await expect(endpoint.getByText("Attivo", { exact: true })).toBeVisible();

        // Everything since yesterday at this time, sent again with the same webhook-ids.
        await endpoint.getByRole("button", { name: "Reinvia da…" }).click();
        const since = page.getByRole("dialog", { name: "Reinvia gli eventi da un momento" });
        await expect(since.getByLabel("Dal giorno e ora")).not.toHaveValue("");
        await shoot(page, "04-reinvia-da", since);
        await since.getByRole("button", { name: "Reinvia" }).click();
        await expect(page.getByText("Consegne di nuovo in coda: 2")).toBeVisible();
        await expect(since).toBeHidden();
        await expect.poll(() => received.length, { timeout: 60_000 }).toBe(4);
        const ids = received.map((message) => message.headers["webhook-id"]);
        expect(new Set(ids).size).toBe(2);
        expect(verified(secret).map((payload) => payload.type).sort()).toEqual(["document.approved", "document.approved", "webhook.test", "webhook.test"]);

        // Deleted after the confirmation: the card has no trace of it.
        await endpoint.getByRole("button", { name: "Elimina" }).click();
        const confirm = page.getByRole("alertdialog", { name: "Eliminazione" });
        await expect(confirm.getByText(url)).toBeVisible();
        await shoot(page, "05-elimina", confirm);
        await confirm.getByRole("button", { name: "Procedi" }).click();
        await expect(page.getByText("Webhook eliminato")).toBeVisible();
        await expect(endpoint).toHaveCount(0);
      } finally {
        server.close();
      }
    });
  });
}
