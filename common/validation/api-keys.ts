// Validation of a new API key's name (the "Chiavi API" card of a customer administrator). Shared by the server
// (api-clients.service.ts, through parseInput) and the client (react-hook-form with the zod resolver). Pure.
import { z } from "zod";

export const API_KEY_NAME_MAX = 100;

export const API_KEY_MESSAGES = {
  nameRequired: "Indicare il nome della chiave",
  nameTooLong: `Il nome della chiave può avere al massimo ${API_KEY_NAME_MAX} caratteri`,
  notFound: "Chiave API non trovata",
} as const;

export const createApiKeySchema = z.object({
  name: z
    .string({ message: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
});

export type CreateApiKeyInput = z.output<typeof createApiKeySchema>;
