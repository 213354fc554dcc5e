// The training status rule (common/training-status.ts) at its edges: the due date itself is still in order.
import { describe, expect, it } from "vitest";
import { trainingStatusOf } from "../../../common/training-status";

describe("stato di una riga del portfolio formazione", () => {
  const today = "2026-11-27";
  it("mai eseguita quando non c'è un'ultima data, qualunque sia la prossima", () => {
    expect(trainingStatusOf(null, null, today)).toBe("NEVER_DONE");
    expect(trainingStatusOf(null, "2020-01-01", today)).toBe("NEVER_DONE");
  });
  it("in regola fino al giorno della scadenza compreso, scaduta dal giorno dopo", () => {
    expect(trainingStatusOf("2021-11-27", "2026-11-28", today)).toBe("IN_ORDER");
    expect(trainingStatusOf("2021-11-27", "2026-11-27", today)).toBe("IN_ORDER");
    expect(trainingStatusOf("2021-11-26", "2026-11-26", today)).toBe("EXPIRED");
  });
  it("senza periodicità (nessuna prossima data) non scade mai", () => {
    expect(trainingStatusOf("2001-01-01", null, today)).toBe("IN_ORDER");
  });
});
