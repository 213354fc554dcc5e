// The confirm dialog's buttons and results, as the spec's table lists them.
import { describe, expect, it } from "vitest";
import { ita } from "../../i18n/dictionaries";
import { confirmButtons, focusedButton, type ConfirmType } from "./confirm-types";

const shown = (type: ConfirmType | undefined) => confirmButtons(type).map((button) => [ita[button.label], button.result]);

describe("confirmButtons", () => {
  it("follows the spec's table", () => {
    expect(shown("workerpropagate")).toEqual([
      ["Applica la modifica alla sola mansione", undefined],
      ["Applica la modifica alla mansione e a tutti i lavoratori", true],
    ]);
    expect(shown("error")).toEqual([["Ok", true]]);
    expect(shown("infotable")).toEqual([["Ok", true]]);
    expect(shown("appointment")).toEqual([
      ["Ok", undefined],
      ["Modifica", true],
      ["Elimina", false],
    ]);
    expect(shown("default")).toEqual([
      ["Annulla", undefined],
      ["Procedi", true],
    ]);
    expect(shown(undefined)).toEqual(shown("default"));
  });

  it("focuses the button that changes nothing: Annulla, not Procedi", () => {
    const focused = (type: ConfirmType | undefined) => {
      const button = focusedButton(confirmButtons(type));
      return button ? ita[button.label] : null;
    };
    expect(focused("default")).toBe("Annulla");
    expect(focused(undefined)).toBe("Annulla");
    expect(focused("appointment")).toBe("Ok");
    expect(focused("workerpropagate")).toBe("Applica la modifica alla sola mansione");
    expect(focused("error")).toBe("Ok");
    expect(focused("infotable")).toBe("Ok");
  });

  it("titles delete confirmations 'Eliminazione'", () => {
    expect(ita.dialogDeleteTitle).toBe("Eliminazione");
  });
});
