import { describe, expect, it } from "vitest";
import { dueDateToneOf, suitabilityAvatarOf } from "./workforce";

describe("l'avatar dell'idoneità (sezione 2)", () => {
  it("ID verde; IP, IL e IPL gialli; nessun giudizio grigio «N.D.»; ogni altro grigio con il codice", () => {
    expect(suitabilityAvatarOf("ID")).toEqual({ text: "ID", tone: "green" });
    for (const code of ["IP", "IL", "IPL"]) expect(suitabilityAvatarOf(code)).toEqual({ text: code, tone: "yellow" });
    for (const none of [null, undefined, "", "null"]) expect(suitabilityAvatarOf(none)).toEqual({ text: "N.D.", tone: "grey" });
    for (const code of ["INT", "INP", "ATT"]) expect(suitabilityAvatarOf(code)).toEqual({ text: code, tone: "grey" });
  });
});

describe("il colore delle date (variante della sezione 2)", () => {
  const today = "2026-11-29";
  it("passate rosse, fino al 30 dicembre dell'anno in scadenza, dal 31 dicembre in poi normali", () => {
    expect(dueDateToneOf("2026-11-28", today)).toBe("past");
    expect(dueDateToneOf("2025-12-31", today)).toBe("past");
    expect(dueDateToneOf(today, today)).toBe("expiring");
    expect(dueDateToneOf("2026-12-30", today)).toBe("expiring");
    expect(dueDateToneOf("2026-12-31", today)).toBe("future");
    expect(dueDateToneOf("2027-01-15", today)).toBe("future");
  });
  it("l'ultimo giorno dell'anno una data di quel giorno non è più «in scadenza»", () => {
    expect(dueDateToneOf("2026-12-31", "2026-12-31")).toBe("future");
    expect(dueDateToneOf("2026-12-30", "2026-12-31")).toBe("past");
  });
});
