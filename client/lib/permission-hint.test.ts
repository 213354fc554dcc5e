// The hint is the server's reasons put into one sentence: allowed actions first, then one sentence per reason.
import { describe, expect, it } from "vitest";
import { permissionHint } from "./permission-hint";

const yes = { allowed: true, reason: null };
const level = (n: number) => ({ allowed: false, reason: `Serve il livello utente ${n} o superiore` });

describe("permissionHint", () => {
  it("says what the level allows and what each closed action needs, in the server's words", () => {
    expect(
      permissionHint([
        { action: "caricare", decision: yes },
        { action: "modificare", decision: level(3) },
        { action: "eliminare", decision: level(5) },
      ]),
    ).toBe(
      "Con il tuo livello utente puoi vedere e caricare. Per modificare: serve il livello utente 3 o superiore. Per eliminare: serve il livello utente 5 o superiore.",
    );
  });

  it("joins the actions closed for one reason", () => {
    expect(
      permissionHint([
        { action: "aprire i file sanitari", decision: level(5) },
        { action: "eliminare", decision: level(5) },
      ]),
    ).toBe("Con il tuo livello utente puoi vedere. Per aprire i file sanitari ed eliminare: serve il livello utente 5 o superiore.");
  });

  it("says nothing when every action is open", () => {
    expect(permissionHint([{ action: "eliminare", decision: yes }])).toBeNull();
    expect(permissionHint([])).toBeNull();
  });
});
