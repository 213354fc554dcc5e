// Texts of the shared table, dialogs and form fields (client/components), Italian first; English carries the same keys.
import type { AreaTexts } from "./area-texts";

const ita = {
} as const;

export const tableTexts: AreaTexts<typeof ita> = {
  ita,
  eng: {
  },
};
