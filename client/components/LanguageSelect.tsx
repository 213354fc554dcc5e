import { HTMLSelect } from "@blueprintjs/core";
import { getLanguage, setLanguage, t, type Language } from "../i18n/i18n";

export function LanguageSelect() {
  return (
    <label className="language-select">
      <span className="language-select__label">{t("language")}</span>
      <HTMLSelect
        value={getLanguage()}
        onChange={(event) => setLanguage(event.currentTarget.value === "eng" ? "eng" : ("ita" satisfies Language))}
        options={[
          { value: "ita", label: t("languageIta") },
          { value: "eng", label: t("languageEng") },
        ]}
        minimal
      />
    </label>
  );
}
