// A small translator: the language is chosen once per page load from localStorage ("ita" by default).
import { eng, ita, type MessageKey } from "./dictionaries";

export type Language = "ita" | "eng";

const LANGUAGE_KEY = "lang";
const dictionaries: Record<Language, Record<MessageKey, string>> = { ita, eng };

function readLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === "eng" ? "eng" : "ita";
  } catch {
    return "ita";
  }
}

let current: Language = readLanguage();

export function getLanguage(): Language {
  return current;
}

// The whole tree reads texts at render time, so a language change reloads the page once.
export function setLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = htmlLang(language);
  window.location.reload();
}

export function htmlLang(language: Language): string {
  return language === "eng" ? "en" : "it";
}

export function t(key: MessageKey): string {
  return dictionaries[current][key];
}
