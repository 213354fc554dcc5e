// The client's formatting rules (spec sections 5, 8, 9) and its reading of the server's real tokens.
import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";
import { formatErrorMap } from "./errors";
import { tokenExpiry } from "./session";
import { signToken } from "../../server/modules/auth/tokens";

describe("formatDate", () => {
  it("shows calendar dates as dd/MM/yyyy without shifting them across time zones", () => {
    expect(formatDate("2026-01-01")).toBe("01/01/2026");
    expect(formatDate("2026-12-31")).toBe("31/12/2026");
  });

  it("hides the spec's empty markers", () => {
    for (const empty of [null, undefined, "", "null", "undefined", "0000-00-00"]) {
      expect(formatDate(empty)).toBe("");
    }
  });
});

describe("formatErrorMap", () => {
  it("strips brackets and braces and joins each field's messages with ' , '", () => {
    const text = formatErrorMap({
      password: ["[La password non rispetta i criteri minimi di sicurezza]", "{obbligatoria}"],
      email: ["Il campo Email non può essere vuoto."],
    });
    expect(text).toBe(
      "La password non rispetta i criteri minimi di sicurezza , obbligatoria\nIl campo Email non può essere vuoto.",
    );
  });
});

describe("tokenExpiry", () => {
  it("reads the expiry the server signs into its tokens", async () => {
    const issuedAt = new Date("2026-11-22T08:00:00Z");
    const { token, expiresAt } = await signToken(
      "x".repeat(32),
      { userId: 7, kind: "SUPPLIER", tokenVersion: 0 },
      issuedAt,
      8 * 60 * 60,
    );
    expect(tokenExpiry(token)).toBe(expiresAt.getTime() / 1000);
    expect(tokenExpiry("non-un-token")).toBeNull();
  });
});
