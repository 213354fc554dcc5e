// The nine GHS hazard pictograms (CLP Annex V), drawn here as simple SVG: a red diamond frame on white with a
// black symbol, as on a label, small enough for a table row. Each is an image with its Italian accessible name
// ("GHS02 Infiammabile"); the list shows them in GHS order.
import type { ReactNode } from "react";
import { GHS_PICTOGRAM_NAMES, ghsPictogramLabel, type GhsPictogramCode } from "../../../common/ghs-pictograms";

// Symbols in a 100 x 100 box; the diamond leaves about 30-70 free in both directions.
const SYMBOLS: Record<GhsPictogramCode, ReactNode> = {
  // Exploding bomb: a ball with a fuse and flying fragments.
  GHS01: (
    <>
      <circle cx="46" cy="56" r="12" />
      <path d="M54 46 L60 38" strokeWidth="3" stroke="#000" />
      <path d="M62 30 L66 26 M68 36 L74 34 M60 24 L60 18 M30 40 L24 34 M28 60 L20 62 M40 74 L36 80 M60 70 L66 76" strokeWidth="4" stroke="#000" />
    </>
  ),
  // Flame over a base line.
  GHS02: (
    <>
      <path d="M50 26 C56 38 66 42 64 56 C63 66 56 70 50 70 C42 70 36 65 36 56 C36 48 42 46 44 38 C47 44 48 48 52 50 C54 42 52 34 50 26 Z" />
      <rect x="32" y="72" width="36" height="4" />
    </>
  ),
  // Flame over a circle.
  GHS03: (
    <>
      <circle cx="50" cy="60" r="10" fill="none" stroke="#000" strokeWidth="5" />
      <path d="M50 26 C54 34 60 38 58 46 C57 50 54 52 50 52 C46 52 42 50 42 45 C42 40 46 38 47 33 C49 37 50 39 52 40 C53 35 52 30 50 26 Z" />
      <rect x="32" y="73" width="36" height="4" />
    </>
  ),
  // Gas cylinder lying on its side.
  GHS04: (
    <>
      <rect x="28" y="46" width="40" height="16" rx="8" />
      <rect x="67" y="50" width="6" height="8" />
      <rect x="72" y="48" width="3" height="12" />
    </>
  ),
  // Corrosion: two tubes pouring drops onto a bar (left) and a hand (right), both eaten away.
  GHS05: (
    <>
      <path d="M28 24 L40 30 L34 42 L24 36 Z M60 30 L72 24 L76 36 L66 42 Z" />
      <path d="M32 46 l3 6 l-3 3 l-3 -3 Z M68 46 l3 6 l-3 3 l-3 -3 Z" />
      <path d="M22 62 L44 62 L44 70 L36 70 L34 66 L30 70 L22 70 Z" />
      <path d="M56 60 L62 60 L64 63 L78 63 L78 70 L56 70 Z" />
      <rect x="22" y="74" width="56" height="3" />
    </>
  ),
  // Skull and crossbones.
  GHS06: (
    <>
      <path d="M34 66 L66 80 M66 66 L34 80" stroke="#000" strokeWidth="5" strokeLinecap="round" />
      <path d="M50 28 C40 28 34 35 34 44 C34 51 38 54 41 56 L41 62 L59 62 L59 56 C62 54 66 51 66 44 C66 35 60 28 50 28 Z" />
      <circle cx="43" cy="45" r="5" fill="#fff" />
      <circle cx="57" cy="45" r="5" fill="#fff" />
    </>
  ),
  // Exclamation mark.
  GHS07: (
    <>
      <path d="M45 26 L55 26 L53 60 L47 60 Z" />
      <circle cx="50" cy="69" r="5" />
    </>
  ),
  // Health hazard: head and shoulders with a white burst on the chest.
  GHS08: (
    <>
      <circle cx="50" cy="29" r="8" />
      <path d="M28 76 L28 56 C28 45 38 40 50 40 C62 40 72 45 72 56 L72 76 Z" />
      <path d="M50 45 L54 54 L63 54 L56 60 L59 69 L50 64 L41 69 L44 60 L37 54 L46 54 Z" fill="#fff" />
    </>
  ),
  // Environment: a dead tree and a dead fish.
  GHS09: (
    <>
      <path d="M36 70 L36 36 M36 46 L28 38 M36 52 L44 42 M36 42 L40 34" stroke="#000" strokeWidth="4" strokeLinecap="round" />
      <rect x="24" y="70" width="48" height="3" />
      <ellipse cx="58" cy="62" rx="10" ry="5" />
      <path d="M67 62 L75 56 L75 68 Z" />
      <path d="M52 60 l3 3 M55 60 l-3 3" stroke="#fff" strokeWidth="1.5" />
    </>
  ),
};

export function GhsPictogram({ code, size = 28 }: { code: GhsPictogramCode; size?: number }) {
  const label = ghsPictogramLabel(code);
  return (
    <svg className="ghs-pictogram" width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label}>
      <title>{label}</title>
      <polygon points="50,4 96,50 50,96 4,50" fill="#fff" stroke="#e1061b" strokeWidth="7" strokeLinejoin="round" />
      <g fill="#000">{SYMBOLS[code]}</g>
    </svg>
  );
}

// `named`: each pictogram with its name written under it (the form, where there is room).
export function GhsPictogramList({ codes, size, named = false }: { codes: ReadonlyArray<GhsPictogramCode>; size?: number; named?: boolean }) {
  if (codes.length === 0) return null;
  return (
    <span className={named ? "ghs-pictograms ghs-pictograms--named" : "ghs-pictograms"}>
      {codes.map((code) =>
        named ? (
          <span key={code} className="ghs-pictograms__item">
            <GhsPictogram code={code} size={size} />
            <span className="ghs-pictograms__name" aria-hidden="true">
              {GHS_PICTOGRAM_NAMES[code]}
            </span>
          </span>
        ) : (
          <GhsPictogram key={code} code={code} size={size} />
        ),
      )}
    </span>
  );
}
