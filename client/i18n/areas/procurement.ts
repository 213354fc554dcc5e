// Texts of the procurement card (/procurement/{id}), Italian first; English carries the same keys.
import type { AreaTexts } from "./area-texts";

const ita = {
} as const;

export const procurementTexts: AreaTexts<typeof ita> = {
  ita,
  eng: {
  },
};
