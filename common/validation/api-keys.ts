// Validation of a new API key's name (the "Chiavi API" card of a customer administrator). Shared by the server
// (api-clients.service.ts, through parseInput) and the client (react-hook-form with the zod resolver). Pure.
import { z } from "zod";

export const API_KEY_NAME_MAX = 100;

export const API_KEY_MESSAGES = {
  nameRequired: "Indicare il nome della chiave",
  nameTooLong: `Il nome della chiave può avere al massimo ${API_KEY_NAME_MAX} caratteri`,
  notFound: "Chiave API non trovata",
  overlap: "Scegliere per quanto tempo la chiave precedente resta valida: da subito fino a 7 giorni",
  revoked: "La chiave è revocata: crearne una nuova",
} as const;

// After a rotation the old secret keeps working for the overlap the user chose, so the client's operators can deploy
// the new one without a gap; at most a week, so that a leaked secret does not outlive its rotation for long.
export const API_KEY_MAX_OVERLAP_HOURS = 7 * 24;
export const API_KEY_OVERLAP_CHOICES = [
  { hours: 0, label: "Nessuna: la chiave precedente smette subito" },
  { hours: 1, label: "1 ora" },
  { hours: 24, label: "1 giorno" },
  { hours: 72, label: "3 giorni" },
  { hours: API_KEY_MAX_OVERLAP_HOURS, label: "7 giorni" },
] as const;

export const rotateApiKeySchema = z.object({
  overlapHours: z.number({ message: API_KEY_MESSAGES.overlap }).int(API_KEY_MESSAGES.overlap).min(0, API_KEY_MESSAGES.overlap).max(API_KEY_MAX_OVERLAP_HOURS, API_KEY_MESSAGES.overlap),
});

// What a key may read (server/modules/api-clients/api-client-scopes.ts holds the rule).
export const API_KEY_SCOPES = [
  { scope: "COMPLIANCE", label: "Solo la conformità", description: "Semafori e motivi di appalti, fornitori e lavoratori: per tornelli ed ERP" },
  { scope: "PROCUREMENTS", label: "Gli appalti in sola lettura", description: "Tutto ciò che il committente vede dei propri appalti, senza file né dati sanitari" },
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]["scope"];

export const createApiKeySchema = z.object({
  scope: z.enum(["COMPLIANCE", "PROCUREMENTS"], { message: "Scegliere che cosa può leggere la chiave" }).default("PROCUREMENTS"),
  name: z
    .string({ message: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
});

export type CreateApiKeyInput = z.output<typeof createApiKeySchema>;
