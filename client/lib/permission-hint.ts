// What a screen tells a user whose level keeps some of its actions closed, built from the server's decisions
// (User.permissions): the client never works out who may do what, it only puts the server's answers into one
// sentence, so the levels named are always the permission module's.
import { fillText } from "../components/table/text-template";
import { getLanguage, t } from "../i18n/i18n";

// One PermissionDecision of ViewerPermissions, as Relay reads it.
export type PermissionDecision = { readonly allowed: boolean; readonly reason?: string | null };

// An action the screen offers to this kind of user, named as an infinitive ("eliminare"), with its decision.
export type ScreenAction = { readonly action: string; readonly decision: PermissionDecision };

function joinActions(actions: ReadonlyArray<string>): string {
  const language = getLanguage();
  const joined = new Intl.ListFormat(language === "eng" ? "en" : "it", { style: "long", type: "conjunction" }).format(actions);
  // Italian writes "ed" before a word starting with e ("caricare ed eliminare").
  return language === "eng" ? joined : joined.replace(/ e (?=[eE])/g, " ed ");
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// "Con il tuo livello utente puoi vedere e caricare. Per modificare: serve il livello utente 3 o superiore. Per
// eliminare: serve il livello utente 5 o superiore." Actions refused for the same reason share one sentence.
// Null when every action is open: nothing to say.
export function permissionHint(actions: ReadonlyArray<ScreenAction>): string | null {
  const allowed: string[] = [t("permView")];
  const refused = new Map<string, string[]>();
  for (const { action, decision } of actions) {
    if (decision.allowed) {
      if (!allowed.includes(action)) allowed.push(action);
      continue;
    }
    if (!decision.reason) continue;
    const group = refused.get(decision.reason) ?? [];
    if (!group.includes(action)) group.push(action);
    refused.set(decision.reason, group);
  }
  if (refused.size === 0) return null;
  const sentences = [fillText(t("permHintCan"), { actions: joinActions(allowed) })];
  for (const [reason, group] of refused) {
    sentences.push(fillText(t("permHintNeeds"), { actions: joinActions(group), reason: lowerFirst(reason).replace(/\.$/, "") }));
  }
  return sentences.join(" ");
}
