// The GHS hazard pictograms a substance's hazard statements imply, in one place for the server (GraphQL, REST)
// and the client (the pictograms drawn in tab 6's rows and form, computed live while the H-phrases are chosen).
//
// Source: Regulation (EC) No 1272/2008 (CLP), Annex I, the "label elements" table of each hazard class and
// category (e.g. Table 2.1.2 explosives, 2.2.2 flammable gases, 2.3.1 aerosols, 3.1.3 acute toxicity), with the
// pictograms of Annex V (GHS01-GHS09), as in the EUR-Lex consolidated text of 2025-09-01. Statements whose
// category carries no pictogram are absent on purpose: H205 (explosives division 1.5), H221 (flammable gas
// cat. 2), H229 (aerosols cat. 3), H362 (effects on or via lactation), H412 and H413 (chronic aquatic 3 and 4),
// every EUH statement, and the 2023 hazard classes (EUH380-EUH451), for which CLP defines no pictogram.
// H230, H231 and H232 only ever accompany H220 (flammable gas cat. 1A, chemically unstable or pyrophoric),
// whose flame they share.

export const GHS_PICTOGRAM_CODES = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;
export type GhsPictogramCode = (typeof GHS_PICTOGRAM_CODES)[number];

// Italian names as Italian SDS section 2 and safety signage call them; the accessible name is "GHS02 Infiammabile".
export const GHS_PICTOGRAM_NAMES: Record<GhsPictogramCode, string> = {
  GHS01: "Esplosivo",
  GHS02: "Infiammabile",
  GHS03: "Comburente",
  GHS04: "Gas sotto pressione",
  GHS05: "Corrosivo",
  GHS06: "Tossicità acuta",
  GHS07: "Nocivo o irritante",
  GHS08: "Pericolo per la salute",
  GHS09: "Pericoloso per l'ambiente",
};

// Base hazard statement (without suffix letters such as H350i or H360FD) → its pictograms.
const PICTOGRAMS_OF_STATEMENT: Readonly<Record<string, readonly GhsPictogramCode[]>> = {
  // Explosives (Table 2.1.2), self-reactive substances and organic peroxides type A and B (2.8, 2.15).
  H200: ["GHS01"], H201: ["GHS01"], H202: ["GHS01"], H203: ["GHS01"], H204: ["GHS01"],
  H240: ["GHS01"], H241: ["GHS01", "GHS02"],
  // Desensitised explosives (2.17), flammable gases 1A, aerosols 1-2, liquids, solids, self-reactives and
  // peroxides C-F, pyrophorics, self-heating, water-reactives.
  H206: ["GHS02"], H207: ["GHS02"], H208: ["GHS02"],
  H220: ["GHS02"], H230: ["GHS02"], H231: ["GHS02"], H232: ["GHS02"],
  H222: ["GHS02"], H223: ["GHS02"], H224: ["GHS02"], H225: ["GHS02"], H226: ["GHS02"], H228: ["GHS02"],
  H242: ["GHS02"], H250: ["GHS02"], H251: ["GHS02"], H252: ["GHS02"], H260: ["GHS02"], H261: ["GHS02"],
  // Oxidising gases, liquids and solids.
  H270: ["GHS03"], H271: ["GHS03"], H272: ["GHS03"],
  // Gases under pressure.
  H280: ["GHS04"], H281: ["GHS04"],
  // Corrosive to metals, skin corrosion, serious eye damage.
  H290: ["GHS05"], H314: ["GHS05"], H318: ["GHS05"],
  // Acute toxicity cat. 1-3.
  H300: ["GHS06"], H301: ["GHS06"], H310: ["GHS06"], H311: ["GHS06"], H330: ["GHS06"], H331: ["GHS06"],
  // Acute toxicity cat. 4, skin and eye irritation, skin sensitisation, STOT SE 3, ozone layer.
  H302: ["GHS07"], H312: ["GHS07"], H332: ["GHS07"], H315: ["GHS07"], H317: ["GHS07"], H319: ["GHS07"],
  H335: ["GHS07"], H336: ["GHS07"], H420: ["GHS07"],
  // Aspiration, respiratory sensitisation, CMR, STOT SE 1-2 and RE 1-2.
  H304: ["GHS08"], H334: ["GHS08"], H340: ["GHS08"], H341: ["GHS08"], H350: ["GHS08"], H351: ["GHS08"],
  H360: ["GHS08"], H361: ["GHS08"], H370: ["GHS08"], H371: ["GHS08"], H372: ["GHS08"], H373: ["GHS08"],
  // Aquatic acute 1, chronic 1 and 2.
  H400: ["GHS09"], H410: ["GHS09"], H411: ["GHS09"],
};

// The statements behind GHS07 that CLP art. 26(1)(c) and (d) let a stronger pictogram replace.
const SKIN_EYE_IRRITATION = ["H315", "H319"];
const SKIN_SENSITISATION_OR_IRRITATION = ["H315", "H317", "H319"];

// "H300+H310+H330" → ["H300", "H310", "H330"]; "H360FD" → ["H360"].
function baseStatements(code: string): string[] {
  return code
    .toUpperCase()
    .split("+")
    .map((part) => /^H\d{3}/.exec(part.trim())?.[0])
    .filter((part): part is string => part !== undefined);
}

// The pictograms the statements imply, in GHS order, after the precedence rules of CLP art. 26(1):
// (b) GHS06 removes GHS07; (c) GHS05 removes GHS07 when GHS07 stands only for skin or eye irritation;
// (d) GHS08 for respiratory sensitisation (H334) removes GHS07 when it stands only for skin sensitisation or
// skin/eye irritation. Rules (a) and (e) make GHS02/GHS03 beside GHS01 and GHS04 beside GHS02/GHS06 optional,
// not forbidden: they stay, since an HSE manager wants to see every hazard at a glance.
export function ghsPictogramsOf(codes: Iterable<string>): GhsPictogramCode[] {
  const statements = new Set([...codes].flatMap(baseStatements));
  const found = new Set<GhsPictogramCode>();
  const reasonsForGhs07: string[] = [];
  for (const statement of statements) {
    for (const pictogram of PICTOGRAMS_OF_STATEMENT[statement] ?? []) {
      found.add(pictogram);
      if (pictogram === "GHS07") reasonsForGhs07.push(statement);
    }
  }
  const only = (allowed: string[]) => reasonsForGhs07.every((statement) => allowed.includes(statement));
  if (
    found.has("GHS06") ||
    (found.has("GHS05") && only(SKIN_EYE_IRRITATION)) ||
    (statements.has("H334") && only(SKIN_SENSITISATION_OR_IRRITATION))
  ) {
    found.delete("GHS07");
  }
  return GHS_PICTOGRAM_CODES.filter((code) => found.has(code));
}

export function ghsPictogramLabel(code: GhsPictogramCode): string {
  return `${code} ${GHS_PICTOGRAM_NAMES[code]}`;
}
