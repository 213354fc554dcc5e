// The nine GHS hazard pictograms (CLP Annex V), drawn here as simple SVG: a red diamond frame on white with a
// black symbol, as on a label, small enough for a table row. Each is an image with its Italian accessible name
// ("GHS02 Infiammabile"); the list shows them in GHS order.
import type { ReactNode } from "react";
import { ghsPictogramLabel, type GhsPictogramCode } from "../../../common/ghs-pictograms";

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
  // Corrosion: liquid dripping from two tubes onto a surface and a hand.
  GHS05: (
    <>
      <path d="M30 30 L42 30 L40 44 L32 44 Z M56 30 L68 30 L66 44 L58 44 Z" />
      <path d="M36 48 l2 6 l-2 2 l-2 -2 Z M62 48 l2 6 l-2 2 l-2 -2 Z" />
      <path d="M26 64 L46 64 L44 70 L28 70 Z" />
      <path d="M54 62 C60 60 70 62 74 66 L74 72 L54 72 Z" />
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
  // Health hazard: a bust with a burst on the chest.
  GHS08: (
    <>
      <circle cx="50" cy="32" r="7" />
      <path d="M34 74 L34 52 C34 44 40 40 50 40 C60 40 66 44 66 52 L66 74 Z" />
      <path d="M50 48 L53 55 L60 55 L54 60 L57 67 L50 63 L43 67 L46 60 L40 55 L47 55 Z" fill="#fff" />
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

export function GhsPictogramList({ codes, size }: { codes: ReadonlyArray<GhsPictogramCode>; size?: number }) {
  if (codes.length === 0) return null;
  return (
    <span className="ghs-pictograms">
      {codes.map((code) => (
        <GhsPictogram key={code} code={code} size={size} />
      ))}
    </span>
  );
}
