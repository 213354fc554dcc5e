// The Partita IVA's check digit (common/validation/vat-number.ts), shared by customers and suppliers.
import { describe, expect, it } from "vitest";
import { isValidItalianVatNumber, vatNumberSchema, VAT_NUMBER_MESSAGES } from "../../common/validation/vat-number";

describe("Partita IVA", () => {
  it("accetta 11 cifre con la cifra di controllo giusta, anche con IT, spazi e punti", () => {
    for (const valid of ["01234567897", "12345678903", "02847190960", "IT 12345678903", "123.456.789.03"]) expect(isValidItalianVatNumber(valid), valid).toBe(true);
  });

  it("rifiuta una cifra di controllo sbagliata, lunghezze diverse, lettere e gli zeri", () => {
    for (const invalid of ["01234567890", "12345678900", "1234567890", "123456789031", "1234567890A", "00000000000", ""]) {
      expect(isValidItalianVatNumber(invalid), invalid).toBe(false);
    }
  });

  it("lo schema restituisce le 11 cifre nude e dice l'errore in italiano", () => {
    expect(vatNumberSchema.parse(" it 123 456 789 03 ")).toBe("12345678903");
    expect(vatNumberSchema.safeParse("12345678900").error?.issues[0]?.message).toBe(VAT_NUMBER_MESSAGES.invalid);
    expect(vatNumberSchema.safeParse("  ").error?.issues[0]?.message).toBe(VAT_NUMBER_MESSAGES.required);
  });
});
