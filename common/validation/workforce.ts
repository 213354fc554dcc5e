// The query parameters of the workforce REST list (GET /api/workers) and of section 7's lists, checked at the
// edge with Italian messages; the GraphQL arguments are typed by the schema itself.
import { z } from "zod";
import { TEXT_LIMITS } from "../text-limits";
import { WORKER_STATUS_FILTERS } from "../workforce";

export const WORKFORCE_REST_ORDER = ["name", "factory", "department", "job", "suitability", "business_impact", "last_visit", "next_visit"] as const;

const flag = z.preprocess((value) => (value === undefined || value === "" ? undefined : value === "1" || value === "true"), z.boolean().optional());
const idOf = (value: unknown) => (value === undefined || value === "" ? undefined : typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value);
const idNumber = (name: string) => z.number({ error: `Il parametro ${name} deve essere un id numerico` }).int().positive();
const optionalId = (name: string) => z.preprocess(idOf, idNumber(name).optional());

export const workforceListQuerySchema = z.object({
  search: z.string().max(TEXT_LIMITS.search, `La ricerca può avere al massimo ${TEXT_LIMITS.search} caratteri`).optional(),
  // "Nascondi i non attivi" is on unless the caller turns it off.
  hide_inactive: flag.transform((value) => value ?? true),
  status: z.enum(WORKER_STATUS_FILTERS, { error: `Il parametro status deve essere uno tra ${WORKER_STATUS_FILTERS.join(", ")}` }).optional(),
  sort: z.enum(WORKFORCE_REST_ORDER, { error: `Il parametro sort deve essere uno tra ${WORKFORCE_REST_ORDER.join(", ")}` }).optional(),
  direction: z.enum(["asc", "desc"], { error: "Il parametro direction deve essere asc o desc" }).optional(),
});

export const factoryQuerySchema = z.object({ factory_id: optionalId("factory_id") });
export const jobHazardsQuerySchema = z.object({
  job_id: z.preprocess(idOf, idNumber("job_id")),
  level: z.preprocess((value) => (value === undefined || value === "" ? undefined : Number(value)), z.number({ error: "Il parametro level deve essere un numero intero" }).int().min(0).max(100).optional()),
});
