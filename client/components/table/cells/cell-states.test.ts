// How the state cells read their values (spec section 4: yes/no, document_state).
import { describe, expect, it } from "vitest";
import { ita } from "../../../i18n/dictionaries";
import { APPROVAL_DISPLAY, approvalStateOf, COMPLIANCE_DISPLAY, isYes, TRAFFIC_LIGHT_DISPLAY } from "./cell-states";

describe("isYes", () => {
  it('is true for true, "true" and anything greater than 0', () => {
    for (const value of [true, "true", 1, "1", 2, "3", 0.5]) expect(isYes(value)).toBe(true);
  });
  it("is false for false, 0, negatives, empty and null", () => {
    for (const value of [false, "false", 0, "0", -1, "-1", "", " ", null, undefined, "abc"]) expect(isYes(value)).toBe(false);
  });
});

describe("document_state", () => {
  it("reads the REST numbers and the GraphQL enum alike, defaulting to 'Da approvare'", () => {
    expect(approvalStateOf(0)).toBe("PENDING");
    expect(approvalStateOf("1")).toBe("APPROVED");
    expect(approvalStateOf(2)).toBe("REJECTED");
    expect(approvalStateOf("APPROVED")).toBe("APPROVED");
    expect(approvalStateOf(null)).toBe("PENDING");
  });

  it("shows the spec's labels, abbreviations and colours", () => {
    const shown = Object.fromEntries(
      Object.entries(APPROVAL_DISPLAY).map(([state, display]) => [state, [ita[display.label], ita[display.short], display.intent]]),
    );
    expect(shown).toEqual({
      PENDING: ["Da approvare", "D.A.", "none"],
      APPROVED: ["Approvato", "A", "success"],
      REJECTED: ["Respinto", "R", "danger"],
    });
  });
});

describe("compliance and traffic light labels", () => {
  it("has an Italian label for every state", () => {
    expect(Object.fromEntries(Object.entries(COMPLIANCE_DISPLAY).map(([state, display]) => [state, ita[display.label]]))).toEqual({
      OK: "Conforme",
      EXPIRING: "In scadenza",
      PENDING: "In attesa di approvazione",
      MISSING: "Mancante",
      REJECTED: "Respinto",
      EXPIRED: "Scaduto",
      NOT_REQUIRED: "Non obbligatorio",
    });
    expect(ita[TRAFFIC_LIGHT_DISPLAY.RED.label]).toBe("Non conforme");
  });
});
