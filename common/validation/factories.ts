// A customer's site (stabilimento): its name, address and municipality, as the "Nuovo stabilimento" form and the
// service read them. Shared by the server (parseInput at the service edge) and the client's form. Pure: no server
// imports. The name is unique per customer whatever its capitals: the service checks it (factoryNameKey).
import { z } from "zod";

export const FACTORY_NAME_MAX_LENGTH = 100;
export const FACTORY_ADDRESS_MAX_LENGTH = 255;

export const FACTORY_MESSAGES = {
  nameRequired: "Il campo Nome non può essere vuoto.",
  nameTooLong: `Il Nome non può superare i ${FACTORY_NAME_MAX_LENGTH} caratteri.`,
  nameTaken: "Esiste già uno stabilimento con questo nome.",
  addressTooLong: `L'Indirizzo non può superare i ${FACTORY_ADDRESS_MAX_LENGTH} caratteri.`,
  municipalityInvalid: "Selezionare un comune dall'elenco.",
} as const;

export const factoryNameSchema = z
  .string({ error: FACTORY_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: FACTORY_MESSAGES.nameRequired, abort: true })
  .max(FACTORY_NAME_MAX_LENGTH, { error: FACTORY_MESSAGES.nameTooLong });

// Missing or blank → null.
export const factoryAddressSchema = z
  .union([z.string(), z.null(), z.undefined()], { error: FACTORY_MESSAGES.addressTooLong })
  .optional()
  .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null))
  .refine((value) => value === null || value.length <= FACTORY_ADDRESS_MAX_LENGTH, { error: FACTORY_MESSAGES.addressTooLong });

export const factoryFormSchema = z.object({
  name: factoryNameSchema,
  address: factoryAddressSchema,
  // A database id chosen from the autocomplete (already decoded from a Relay id; 0 when forged); null for none.
  municipalityId: z
    .number({ error: FACTORY_MESSAGES.municipalityInvalid })
    .int(FACTORY_MESSAGES.municipalityInvalid)
    .min(0, FACTORY_MESSAGES.municipalityInvalid)
    .nullish()
    .transform((value) => value ?? null),
});
export type FactoryFormInput = z.input<typeof factoryFormSchema>;
export type FactoryFormValues = z.output<typeof factoryFormSchema>;

// Two names are the same site when they differ only in capitals, accents' composition or inner spaces
// («Stabilimento di Forlì» and «STABILIMENTO  DI FORLÌ»).
export function factoryNameKey(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("it");
}
