// The webhook endpoints' form, shared by the screen and the server (modules/webhooks).
import { z } from "zod";

// What an endpoint may subscribe to. Payloads are thin: ids, the new state and the time, never health data.
export const WEBHOOK_EVENT_TYPES = [
  "procurement.light_changed",
  "supplier.light_changed",
  "worker.light_changed",
  "document.uploaded",
  "document.approved",
  "document.rejected",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "procurement.light_changed": "Semaforo di un appalto cambiato",
  "supplier.light_changed": "Semaforo di un fornitore cambiato",
  "worker.light_changed": "Semaforo di un lavoratore cambiato",
  "document.uploaded": "Documento caricato",
  "document.approved": "Documento approvato",
  "document.rejected": "Documento respinto",
};

export const WEBHOOK_MESSAGES = {
  notFound: "Endpoint webhook non trovato",
  deliveryNotFound: "Consegna non trovata",
  urlInvalid: "Inserire un indirizzo http:// o https:// valido",
  urlTooLong: "L'indirizzo può avere al massimo 2000 caratteri",
  urlCredentials: "L'indirizzo non può contenere nome utente o password",
  urlPrivate: "L'indirizzo punta a una rete privata o a questo portale: non è consentito",
  urlUnresolved: "L'indirizzo non corrisponde a nessun server raggiungibile",
  eventsRequired: "Scegliere almeno un evento",
  descriptionTooLong: "La descrizione può avere al massimo 200 caratteri",
  disabled: "L'endpoint è disattivato: riattivarlo prima",
  sinceInFuture: "La data di partenza non può essere nel futuro",
} as const;

const urlSchema = z
  .string()
  .trim()
  .max(2000, WEBHOOK_MESSAGES.urlTooLong)
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid)
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.username === "" && url.password === "";
    } catch {
      return true;
    }
  }, WEBHOOK_MESSAGES.urlCredentials);

export const webhookEndpointSchema = z.object({
  url: urlSchema,
  description: z.string().trim().max(200, WEBHOOK_MESSAGES.descriptionTooLong).optional().transform((text) => (text ? text : null)),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, WEBHOOK_MESSAGES.eventsRequired).transform((types) => [...new Set(types)]),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;

// A rotation keeps the previous secret signing for this many hours (0–168, as for API keys).
export const rotateWebhookSecretSchema = z.object({
  overlapHours: z.number({ message: "Indicare le ore di sovrapposizione" }).int().min(0, "Da 0 a 168 ore").max(168, "Da 0 a 168 ore"),
});
