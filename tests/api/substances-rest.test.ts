// The REST facade of chemical substances (spec section 7, "Chemical substances") through the real app:
// GET hphrases, the multipart store procurementsubstances (add and edit with prsb_id, selected_hphrases as
// JSON), DELETE procurementsubstances/{id} and the SDS download at level 5, and the substances of GET
// cs/subprocurements/{id}; bad input answers 422 under the names the request used, with nothing stored.
// On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf, SAMPLE_PNG } from "../fixtures/files";
import { restForm, restJson } from "../fixtures/supplier-home";
import { createSubstancesWorld, substancesSnapshot, substanceTokens, type SubstanceActor, type SubstancesWorld } from "../fixtures/substances-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type SubstanceData = {
  id: number;
  label: string;
  hphrases: { id: number; code: string }[];
  hazardous: number;
  sds_date: string | null;
  has_sds: number;
  pictograms: { code: string; label: string }[];
  compliance_state: string;
  media: { original_name: string; download_url: string }[];
};

describe.each(databaseKinds)("REST sostanze chimiche (%s)", (kind) => {
  let t: TestApp;
  let w: SubstancesWorld;
  let tokens: Record<SubstanceActor, string>;
  let pdf: Uint8Array;
  const form = (more: Record<string, string | number> = {}) => ({
    procurement_id: w.ids.procurement, customer_supplier_id: w.ids.alfa, label: "Diluente nitro", selected_hphrases: JSON.stringify(["H225", "H319"]), hazardous: 1, sds_date: "2026-01-15", ...more,
  });
  const withSds = (name = "SDS diluente.pdf", bytes: Uint8Array = pdf) => ({ field: "file", part: { name, bytes } });
  const store = (actor: SubstanceActor, fields: Record<string, string | number>, file: ReturnType<typeof withSds> | null = withSds()) =>
    restForm(t, "/api/procurementsubstances", fields, file, tokens[actor]);

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createSubstancesWorld(t);
    tokens = await substanceTokens(t, w);
    pdf = await samplePdf("Scheda di dati di sicurezza");
  });
  afterAll(async () => t?.close());

  it("GET hphrases: le 124 indicazioni CLP con etichetta, testi e pittogrammi; 401 senza accesso", async () => {
    const { status, body } = await restJson(t, "GET", "/api/hphrases", undefined, tokens.alfa1);
    expect(status).toBe(200);
    const data = body.data as Record<string, unknown>[];
    expect(data).toHaveLength(124);
    expect(data.find((row) => row.code === "H225")).toMatchObject({ label: "H225 - Liquido e vapori facilmente infiammabili.", pictograms: ["GHS02"], group: "physical" });
    expect((await restJson(t, "GET", "/api/hphrases")).status).toBe(401);
  });

  it("store con file: la sostanza con frasi, pittogrammi e SDS; modifica con prsb_id; cs/subprocurements la elenca", async () => {
    const created = await store("alfa1", form());
    expect(created.status).toBe(200);
    const data = created.body.data as SubstanceData;
    expect(data).toMatchObject({
      label: "Diluente nitro", hazardous: 1, sds_date: "2026-01-15", has_sds: 1, compliance_state: "OK",
      hphrases: [{ code: "H225" }, { code: "H319" }],
      pictograms: [{ code: "GHS02", label: "GHS02 Infiammabile" }, { code: "GHS07", label: "GHS07 Nocivo o irritante" }],
      // Level 1 does not see where the SDS lies.
      media: [],
    });
    // Edit: the options themselves ({id, code}) are accepted too; hazardous 0.
    const edited = await store("alfa5", form({ prsb_id: data.id, label: "Diluente", selected_hphrases: JSON.stringify([{ id: 1, code: "H226" }]), hazardous: 0 }), null);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: data.id, label: "Diluente", hazardous: 0, hphrases: [{ code: "H226" }], media: [{ original_name: "SDS diluente.pdf" }] });

    const procurement = await restJson(t, "GET", `/api/cs/subprocurements/${w.ids.procurement}`, undefined, tokens.customer5);
    const substances = (procurement.body.data as { substances: SubstanceData[] }).substances;
    expect(substances.map((row) => [row.label, row.hphrases.map((phrase) => phrase.code)])).toEqual([["Diluente", ["H226"]]]);
    // Beta sees its own substances on the shared procurement, none of Alfa's.
    const beta = await restJson(t, "GET", `/api/cs/subprocurements/${w.ids.procurement}`, undefined, tokens.beta5);
    expect((beta.body.data as { substances: unknown[] }).substances).toEqual([]);
  });

  it("SDS: si scarica al livello 5 (fornitore e committente), 403 al livello 1 e al committente di livello 3, 404 a un altro fornitore", async () => {
    const created = await store("alfa1", form({ label: "Malta" }), withSds("SDS malta.pdf"));
    const id = (created.body.data as SubstanceData).id;
    const download = (actor: SubstanceActor) => t.request(`/api/procurementsubstances/${id}/download`, { headers: { authorization: `Bearer ${tokens[actor]}` } });
    const owner = await download("alfa5");
    expect(owner.status).toBe(200);
    expect(owner.headers.get("content-disposition")).toContain('filename="SDS_malta.pdf"');
    expect(Buffer.from(await owner.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await download("customer5")).status).toBe(200);
    expect((await download("alfa1")).status).toBe(403);
    expect((await download("customer3")).status).toBe(403);
    expect((await download("beta5")).status).toBe(404);
    expect((await download("otherCustomer5")).status).toBe(404);
  });

  it("DELETE: solo il fornitore al livello 5; poi la sostanza non c'è più", async () => {
    const created = await store("alfa1", form({ label: "Da eliminare" }));
    const id = (created.body.data as SubstanceData).id;
    const before = await substancesSnapshot(t);
    for (const [actor, status] of [["alfa1", 403], ["customer5", 403], ["beta5", 404], ["otherCustomer5", 404]] as const) {
      expect(`${actor} ${(await restJson(t, "DELETE", `/api/procurementsubstances/${id}`, undefined, tokens[actor])).status}`).toBe(`${actor} ${status}`);
    }
    expect(await substancesSnapshot(t)).toEqual(before);
    const removed = await restJson(t, "DELETE", `/api/procurementsubstances/${id}`, undefined, tokens.alfa5);
    expect(removed).toEqual({ status: 200, body: { data: { id } } });
    expect(await t.deps.prisma.substance.count({ where: { id } })).toBe(0);
  });

  describe("input errato: 422 con i nomi della richiesta e nulla di salvato", () => {
    it.each([
      ["frase H sconosciuta", { selected_hphrases: JSON.stringify(["H225", "H999"]) }, "pdf", "selected_hphrases", "Frase H sconosciuta: H999. Indicare un codice dell'elenco CLP (es. H225)."],
      ["denominazione mancante", { label: "" }, "pdf", "label", "Il campo Denominazione commerciale non può essere vuoto."],
      ["classificazione mancante", { hazardous: "" }, "pdf", "hazardous", "Indicare la Classificazione: 1 Pericolosa o 0 Non pericolosa."],
      ["data SDS nel formato sbagliato", { sds_date: "15/01/2026" }, "pdf", "sds_date", "Data Scheda di sicurezza non valida: usare il formato AAAA-MM-GG."],
      ["SDS che non è un PDF", {}, "png-as-png", "file", "La Scheda di sicurezza deve essere un file PDF."],
      ["SDS chiamata .pdf che non è un PDF", {}, "png-as-pdf", "file", "Il contenuto del file non corrisponde al tipo PDF dichiarato"],
    ] as const)("%s", async (_name, change, fileKind, field, message) => {
      const before = await substancesSnapshot(t);
      const file = fileKind === "pdf" ? withSds() : withSds(fileKind === "png-as-png" ? "sds.png" : "sds.pdf", SAMPLE_PNG);
      const answer = await store("alfa5", form(change), file);
      expect(answer).toEqual({ status: 422, body: { errors: { [field]: [message] } } });
      expect(await substancesSnapshot(t)).toEqual(before);
    });

    it("un appalto di cui il fornitore non fa parte: 404, nulla di salvato", async () => {
      const before = await substancesSnapshot(t);
      const answer = await store("alfa5", form({ procurement_id: w.ids.betaProcurement }));
      expect(answer.status).toBe(404);
      expect(await substancesSnapshot(t)).toEqual(before);
    });
  });
});
