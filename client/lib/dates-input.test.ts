// Dates typed as DD/MM/YYYY (spec section 5) and the expiry colouring (section 4).
import { describe, expect, it } from "vitest";
import { expiryStatusOf } from "../../common/expiry";
import { calendarDateOf, dateInputText, isoDateOfCalendar, maskDateInput, parseItalianDate, pastedDate, todayInItaly } from "./dates";

describe("parseItalianDate", () => {
  it("turns real DD/MM/YYYY dates into YYYY-MM-DD", () => {
    expect(parseItalianDate("01/03/2026")).toBe("2026-03-01");
    expect(parseItalianDate("1/3/2026")).toBe("2026-03-01");
    expect(parseItalianDate(" 29/02/2028 ")).toBe("2028-02-29");
  });
  it("refuses what is not a date", () => {
    for (const text of ["", "29/02/2026", "31/04/2026", "00/01/2026", "01/13/2026", "2026-03-01", "01/03/26", "1.3.2026"]) {
      expect(parseItalianDate(text)).toBeNull();
    }
  });
});

describe("maskDateInput", () => {
  it("adds the slashes while digits are typed", () => {
    expect(maskDateInput("0")).toBe("0");
    expect(maskDateInput("01")).toBe("01/");
    expect(maskDateInput("01/0", "01/")).toBe("01/0");
    expect(maskDateInput("010", "01")).toBe("01/0");
    expect(maskDateInput("01032026")).toBe("01/03/2026");
    expect(maskDateInput("01/03/20261")).toBe("01/03/2026");
  });
  it("pads a one-digit day or month closed by a separator, and converts a pasted ISO date", () => {
    expect(maskDateInput("1/")).toBe("01/");
    expect(maskDateInput("1/3/2026")).toBe("01/03/2026");
    expect(maskDateInput("1.3.2026")).toBe("01/03/2026");
    expect(maskDateInput("2026-03-01")).toBe("01/03/2026");
  });
  it("never fights a deletion", () => {
    expect(maskDateInput("01", "01/")).toBe("01");
    expect(maskDateInput("01/03/202", "01/03/2026")).toBe("01/03/202");
  });
});

describe("pastedDate", () => {
  it("reads a whole date written the ISO way, with or without a time", () => {
    expect(pastedDate("2026-05-01")).toBe("2026-05-01");
    expect(pastedDate(" 2026-05-01\n")).toBe("2026-05-01");
    expect(pastedDate("2026-05-01T08:30:00Z")).toBe("2026-05-01");
    expect(pastedDate("2026-05-01 08:30")).toBe("2026-05-01");
    expect(pastedDate("2026/5/1")).toBe("2026-05-01");
  });
  it("reads the Italian ways with slashes, dots or dashes", () => {
    expect(pastedDate("01/05/2026")).toBe("2026-05-01");
    expect(pastedDate("1.5.2026")).toBe("2026-05-01");
    expect(pastedDate("01-05-2026")).toBe("2026-05-01");
  });
  it("refuses what is not a real date, so it is typed as it is", () => {
    for (const text of ["", "2026-02-30", "2026-13-01", "31/04/2026", "20260501", "2026-05", "oggi", "05/01/26"]) {
      expect(pastedDate(text)).toBeNull();
    }
  });
});

describe("maskDateInput with a whole date at once", () => {
  it("turns an ISO date into DD/MM/YYYY instead of '20/26/0501'", () => {
    expect(maskDateInput("2026-05-01")).toBe("01/05/2026");
    expect(maskDateInput("2026-05-01", "01/")).toBe("01/05/2026");
    expect(maskDateInput("2026-5-1")).toBe("01/05/2026");
  });
});

describe("maskDateInput with an ISO date typed key by key", () => {
  // What the box holds after each key, as the field feeds it (the text so far plus the new key).
  const typeKeys = (keys: string) => [...keys].reduce((box, key) => maskDateInput(box + key, box), "");

  it("ends as DD/MM/YYYY instead of '20/26/0501'", () => {
    expect(typeKeys("2026-05-01")).toBe("01/05/2026");
    expect(typeKeys("2026/05/01")).toBe("01/05/2026");
    expect(typeKeys("1999-12-31")).toBe("31/12/1999");
    expect(typeKeys("2000-01-15")).toBe("15/01/2000");
  });
  it("shows the year while it is typed, with the dash after the month coming by itself", () => {
    expect(typeKeys("2026-")).toBe("2026-");
    expect(typeKeys("2026-05")).toBe("2026-05-");
    expect(typeKeys("2026-05-0")).toBe("2026-05-0");
  });
  it("leaves the Italian way alone, dashes included", () => {
    expect(typeKeys("20-12-2026")).toBe("20/12/2026");
    expect(typeKeys("19-01-2026")).toBe("19/01/2026");
    expect(typeKeys("01052026")).toBe("01/05/2026");
    expect(typeKeys("01/05/2026")).toBe("01/05/2026");
    expect(typeKeys("1/5/2026")).toBe("01/05/2026");
  });
});

describe("calendar widget dates", () => {
  it("go to local midnight and back without shifting a day", () => {
    const date = calendarDateOf("2026-03-29");
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(29);
    expect(isoDateOfCalendar(date ?? new Date(0))).toBe("2026-03-29");
    expect(isoDateOfCalendar(new Date(1900, 0, 1))).toBe("1900-01-01");
    expect(calendarDateOf("31/02/2026")).toBeNull();
  });
});

describe("dateInputText", () => {
  it("shows stored dates as dd/MM/yyyy and typed text as it is", () => {
    expect(dateInputText("2026-03-01")).toBe("01/03/2026");
    expect(dateInputText("31/02/2026")).toBe("31/02/2026");
    expect(dateInputText(null)).toBe("");
  });
});

describe("expiryStatusOf", () => {
  const today = "2026-06-15";
  it("is expired from the day after the expiry, expiring within 30 days, else valid", () => {
    expect(expiryStatusOf("2026-06-14", today)).toBe("expired");
    expect(expiryStatusOf("2026-06-15", today)).toBe("expiring");
    expect(expiryStatusOf("2026-07-15", today)).toBe("expiring");
    expect(expiryStatusOf("2026-07-16", today)).toBe("valid");
    for (const empty of [null, undefined, "", "0000-00-00", "null"]) expect(expiryStatusOf(empty, today)).toBe("none");
  });
  it("takes today in Italy, not in the browser's zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(todayInItaly(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});
