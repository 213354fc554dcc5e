// Texts of the supplier and customer home (/home), Italian first; English carries the same keys.
import type { AreaTexts } from "./area-texts";

const ita = {
} as const;

export const homeTexts: AreaTexts<typeof ita> = {
  ita,
  eng: {
  },
};
