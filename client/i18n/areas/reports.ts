// Texts of the report menu (spec section 2, generic list/table screen: the three report entries to the letter).
import type { AreaTexts } from "./area-texts";

const ita = {
  reportMenu: "Report lavoratori",
  reportMenuHint: "Scarica un report dei lavoratori (.xlsx)",
  reportCourses: "Rep. Corsi",
  reportParticipants: "Rep. Corsi(partecipanti)",
  reportAdministration: "Rep. Amministrazione",
} as const;

const eng: Record<keyof typeof ita, string> = {
  reportMenu: "Workers reports",
  reportMenuHint: "Download a report of the workers (.xlsx)",
  reportCourses: "Courses report",
  reportParticipants: "Courses report (participants)",
  reportAdministration: "Administration report",
};

export const reportTexts: AreaTexts<typeof ita> = { ita, eng };
