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

// What keeps a site from being deleted: the procurements and the customer's workers that name it, and its own
// departments and jobs (with the jobs' hazards, the site's risk assessment), which go only with it.
export type FactoryUsage = { procurements: number; workers: number; departments: number; jobs: number };

const counted = (count: number, one: string, many: string) => (count === 0 ? null : `${count} ${count === 1 ? one : many}`);
const listed = (parts: (string | null)[]) => {
  const present = parts.filter((part): part is string => part !== null);
  return present.length === 0 ? null : present.join(" e ");
};

// The refusal in the voice of the spec's catalogue («Impossibile eliminare il documento»), with how many; null when
// nothing uses the site.
export function factoryInUseMessage(usage: FactoryUsage): string | null {
  const usedBy = listed([counted(usage.procurements, "appalto", "appalti"), counted(usage.workers, "lavoratore", "lavoratori")]);
  const owns = listed([counted(usage.departments, "reparto", "reparti"), counted(usage.jobs, "mansione", "mansioni")]);
  const reasons = [usedBy && `è usato da ${usedBy}`, owns && `ha ${owns}`].filter(Boolean);
  return reasons.length === 0 ? null : `Impossibile eliminare lo stabilimento: ${reasons.join("; ")}`;
}

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
