// Chemical substances (tab 6 of the procurement card, issue 10 §3-§6) through the service both facades call and
// through GraphQL: declaring one with its H-phrases and its SDS, the GHS pictograms the phrases imply (CLP
// Annex I, art. 26 precedence), editing, the level gates (SDS and delete at 5), the compliance light it adds to
// its supplier and procurement, the audit trail, and bad input refused in Italian with nothing stored.
// On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ghsPictogramsOf } from "../../common/ghs-pictograms";
import { createTrafficLightLoaders } from "../../server/modules/documents/traffic-lights";
import { createSubstanceService } from "../../server/modules/substances/substances.service";
import { incomingFileOf, sampleDocx, samplePdf, SAMPLE_PNG } from "../fixtures/files";
import { globalId, gql, graphqlUpload, restForm } from "../fixtures/supplier-home";
import { SIGNED_OUT } from "../fixtures/auth-users";
import { createSubstancesWorld, substancesSnapshot, substanceTokens, type SubstanceActor, type SubstancesWorld } from "../fixtures/substances-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

async function rejection(promise: Promise<unknown>): Promise<{ name: string; message: string; fieldErrors?: Record<string, string[]> }> {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; message: string; fieldErrors?: Record<string, string[]> };
  }
  throw new Error("La chiamata doveva essere rifiutata");
}

describe("pittogrammi GHS implicati dalle frasi H (CLP allegato I, art. 26)", () => {
  it.each([
    [["H225", "H319"], ["GHS02", "GHS07"]],
    [["H314"], ["GHS05"]],
    [["H350"], ["GHS08"]],
    [["H410"], ["GHS09"]],
    [["H241"], ["GHS01", "GHS02"]],
    [["H270", "H280"], ["GHS03", "GHS04"]],
    // (b) GHS06 removes GHS07 whatever it stood for.
    [["H301", "H302", "H319"], ["GHS06"]],
    // (c) GHS05 removes GHS07 only when it stands for skin or eye irritation.
    [["H314", "H315", "H319"], ["GHS05"]],
    [["H314", "H332"], ["GHS05", "GHS07"]],
    // (d) GHS08 for respiratory sensitisation removes GHS07 for skin sensitisation or irritation.
    [["H334", "H317", "H315"], ["GHS08"]],
    [["H334", "H336"], ["GHS07", "GHS08"]],
    [["H373", "H317"], ["GHS07", "GHS08"]],
    // Combined statements count as their parts; suffix letters belong to their base statement.
    [["H300+H310+H330"], ["GHS06"]],
    [["H360FD", "H350i"], ["GHS08"]],
    // Categories without a pictogram: explosives 1.5, flammable gas 2, aerosol 3, lactation, chronic 3-4, EUH.
    [["H205", "H221", "H229", "H362", "H412", "H413", "EUH066"], []],
  ])("%j → %j", (codes, expected) => {
    expect(ghsPictogramsOf(codes)).toEqual(expected);
  });
});

describe.each(databaseKinds)("sostanze chimiche (%s)", (kind) => {
  let t: TestApp;
  let w: SubstancesWorld;
  let service: ReturnType<typeof createSubstanceService>;
  let pdf: Uint8Array;
  let tokens: Record<SubstanceActor, string>;
  const sds = (name = "SDS diluente.pdf", bytes: Uint8Array = pdf) => incomingFileOf(name, bytes, "application/pdf");
  const v = (actor: SubstanceActor) => w.viewers[actor];
  const lights = (actor: SubstanceActor) => createTrafficLightLoaders(t.deps, v(actor));
  const todayIso = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createSubstancesWorld(t);
    service = createSubstanceService(t.deps);
    pdf = await samplePdf("Scheda di dati di sicurezza");
    tokens = await substanceTokens(t, w);
  });
  afterAll(async () => t?.close());

  it("il fornitore (livello 1) dichiara una sostanza con H225 e H319 e la sua SDS: riga, frasi, file e traccia", async () => {
    const saved = await service.save(v("alfa1"), {
      procurementId: w.ids.procurement, label: "Diluente nitro", hazardStatementCodes: ["h225", "H319", "H225"], hazardous: true, sdsDate: "2026-01-15", file: sds(),
    });
    expect(saved.hazardStatements.map((row) => row.hazardStatement.code)).toEqual(["H225", "H319"]);
    const row = await t.deps.prisma.substance.findUniqueOrThrow({ where: { id: saved.id }, include: { sds: true } });
    expect(row).toMatchObject({ supplierId: w.ids.alfa, procurementId: w.ids.procurement, label: "Diluente nitro", hazardous: true });
    expect(row.sds).toMatchObject({ originalName: "SDS diluente.pdf", extension: "pdf", directory: "safety-data-sheets" });
    const audit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { entityType: "Substance", entityId: String(saved.id) } });
    expect(audit).toMatchObject({ action: "substance.created", actorUserId: v("alfa1").userId });
    expect(audit.after).toMatchObject({ label: "Diluente nitro", hazardStatements: ["H225", "H319"], sds: { originalName: "SDS diluente.pdf" } });
  });

  it("la modifica sostituisce frasi H e SDS, lascia la nota se non indicata e registra prima e dopo; il vecchio file resta", async () => {
    const first = await service.save(v("alfa5"), { procurementId: w.ids.procurement, label: "Sgrassatore", hazardStatementCodes: ["H290"], hazardous: true, note: "Tenere chiuso", file: sds("sds-1.pdf") });
    const oldMedia = (await t.deps.prisma.substance.findUniqueOrThrow({ where: { id: first.id } })).sdsMediaId;
    const change = { id: first.id, label: "Sgrassatore alcalino", hazardStatementCodes: ["H314", "H290"], hazardous: true };
    await expect(service.save(v("alfa1"), { ...change, file: sds("sds-2.pdf") })).rejects.toMatchObject({ name: "ForbiddenError", message: "Serve il livello utente 3 o superiore" });
    const edited = await service.save(v("alfa5"), { ...change, file: sds("sds-2.pdf") });
    expect(edited).toMatchObject({ label: "Sgrassatore alcalino", note: "Tenere chiuso" });
    expect(edited.hazardStatements.map((row) => row.hazardStatement.code)).toEqual(["H290", "H314"]);
    expect(edited.sdsMediaId).not.toBe(oldMedia);
    expect(await t.deps.prisma.media.count({ where: { id: oldMedia ?? -1 } })).toBe(1);
    const audit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { entityType: "Substance", entityId: String(first.id), action: "substance.sdsReplaced" } });
    expect(audit.before).toMatchObject({ label: "Sgrassatore", hazardStatements: ["H290"] });
    expect(audit.after).toMatchObject({ label: "Sgrassatore alcalino", hazardStatements: ["H290", "H314"] });
  });

  describe("input errato: messaggio italiano e nulla di salvato", () => {
    it.each([
      ["frase H sconosciuta", { hazardStatementCodes: ["H225", "H999"] }, undefined, "hazardStatementCodes", "Frase H sconosciuta: H999. Indicare un codice dell'elenco CLP (es. H225)."],
      ["più frasi sconosciute", { hazardStatementCodes: ["H998", "H999"] }, undefined, "hazardStatementCodes", "Frasi H sconosciute: H998, H999. Indicare codici dell'elenco CLP (es. H225)."],
      ["frasi H che non sono un elenco", { hazardStatementCodes: "{\"code\":1}" }, undefined, "hazardStatementCodes", "Frasi H non valide: indicare un elenco di codici, ad esempio [\"H225\", \"H319\"]."],
      ["denominazione mancante", { label: "  " }, undefined, "label", "Il campo Denominazione commerciale non può essere vuoto."],
      ["classificazione non 0/1", { hazardous: "2" }, undefined, "hazardous", "Indicare la Classificazione: 1 Pericolosa o 0 Non pericolosa."],
      ["data SDS non valida", { sdsDate: "2026-02-30" }, undefined, "sdsDate", "Data Scheda di sicurezza non valida: usare il formato AAAA-MM-GG."],
      ["data SDS futura", { sdsDate: "2099-01-01" }, undefined, "sdsDate", "La Data Scheda di sicurezza non può essere successiva a oggi."],
      ["SDS Word", {}, "docx", "file", "La Scheda di sicurezza deve essere un file PDF."],
      ["SDS immagine chiamata .pdf", {}, "png", "file", "Il contenuto del file non corrisponde al tipo PDF dichiarato"],
    ] as const)("%s", async (_name, change, fileKind, field, message) => {
      const before = await substancesSnapshot(t);
      const file = fileKind === "docx" ? incomingFileOf("sds.docx", await sampleDocx()) : fileKind === "png" ? incomingFileOf("sds.pdf", SAMPLE_PNG) : sds();
      const error = await rejection(
        service.save(v("alfa5"), { procurementId: w.ids.procurement, label: "Prodotto", hazardStatementCodes: ["H225"], hazardous: 1, sdsDate: todayIso(), file, ...change }),
      );
      expect(error.name).toBe("ValidationError");
      expect(error.fieldErrors).toEqual({ [field]: [message] });
      expect(await substancesSnapshot(t)).toEqual(before);
    });
  });

  it("livelli e proprietà: il committente legge e non scrive, un altro fornitore non trova, SDS ed eliminazione al livello 5", async () => {
    const saved = await service.save(v("alfa1"), { procurementId: w.ids.procurement, label: "Primer", hazardStatementCodes: [], hazardous: 0, file: sds("primer.pdf") });
    const before = await substancesSnapshot(t);
    const attempts: [SubstanceActor, () => Promise<unknown>, string][] = [
      ["customer5", () => service.save(v("customer5"), { id: saved.id, label: "X", hazardStatementCodes: [], hazardous: 0 }), "ForbiddenError"],
      ["customer5", () => service.save(v("customer5"), { procurementId: w.ids.procurement, supplierId: w.ids.alfa, label: "X", hazardous: 0 }), "ForbiddenError"],
      ["beta5", () => service.save(v("beta5"), { id: saved.id, label: "X", hazardous: 0 }), "NotFoundError"],
      ["beta5", () => service.save(v("beta5"), { procurementId: w.ids.procurement, supplierId: w.ids.alfa, label: "X", hazardous: 0 }), "NotFoundError"],
      ["alfa5", () => service.save(v("alfa5"), { procurementId: w.ids.betaProcurement, label: "X", hazardous: 0 }), "NotFoundError"],
      ["otherCustomer5", () => service.save(v("otherCustomer5"), { id: saved.id, label: "X", hazardous: 0 }), "NotFoundError"],
      ["alfa1", () => service.remove(v("alfa1"), saved.id), "ForbiddenError"],
      ["customer5", () => service.remove(v("customer5"), saved.id), "ForbiddenError"],
      ["beta5", () => service.remove(v("beta5"), saved.id), "NotFoundError"],
      ["alfa1", () => service.sdsMedia(v("alfa1"), saved.id), "ForbiddenError"],
      ["customer3", () => service.sdsMedia(v("customer3"), saved.id), "ForbiddenError"],
      ["beta5", () => service.sdsMedia(v("beta5"), saved.id), "NotFoundError"],
    ];
    for (const [actor, attempt, expected] of attempts) expect(`${actor}: ${(await rejection(attempt())).name}`).toBe(`${actor}: ${expected}`);
    expect(await substancesSnapshot(t)).toEqual(before);
    expect((await service.sdsMedia(v("customer5"), saved.id))?.originalName).toBe("primer.pdf");
    expect((await service.sdsMedia(v("alfa5"), saved.id))?.originalName).toBe("primer.pdf");
    await service.remove(v("alfa5"), saved.id);
    expect(await t.deps.prisma.substance.count({ where: { id: saved.id } })).toBe(0);
    expect(await t.deps.prisma.auditRecord.count({ where: { entityType: "Substance", entityId: String(saved.id), action: "substance.deleted" } })).toBe(1);
  });

  it("semaforo: una sostanza senza SDS rende rosso il fornitore e l'appalto, con la SDS tornano come prima", async () => {
    // Beta alone on its own procurement: nothing required yet, green.
    expect(await lights("beta5").supplierLight(w.ids.betaProcurement, w.ids.beta)).toBe("GREEN");
    const saved = await service.save(v("beta5"), { procurementId: w.ids.betaProcurement, label: "Gas R32", hazardStatementCodes: ["H220", "H280"], hazardous: 1 });
    expect(await lights("beta5").supplierLight(w.ids.betaProcurement, w.ids.beta)).toBe("RED");
    expect(await lights("customer5").procurementLight(w.ids.betaProcurement)).toBe("RED");
    await service.save(v("beta5"), { id: saved.id, label: "Gas R32", hazardStatementCodes: ["H220", "H280"], hazardous: 1, file: sds("r32.pdf") });
    expect(await lights("beta5").supplierLight(w.ids.betaProcurement, w.ids.beta)).toBe("GREEN");
    expect(await lights("customer5").procurementLight(w.ids.betaProcurement)).toBe("GREEN");
  });

  describe("GraphQL", () => {
    const LIST = `query ($id: ID!) { node(id: $id) { ... on ProcurementSupplier { trafficLight substances(first: 20, search: "vernice") { totalCount edges { node {
      label hazardous sdsDate hasSds complianceState hazardStatements { code textIt } pictograms { code name } sds { originalName downloadUrl } } } } } } }`;
    const SAVE = `mutation ($input: SaveSubstanceInput!) { saveSubstance(input: $input) { __typename
      ... on SaveSubstanceSuccess { data { substance { id label pictograms { code } complianceState } } }
      ... on ValidationError { message fieldErrors { field messages } } ... on Error { message } } }`;
    let linkId: string;

    beforeAll(async () => {
      const link = await t.deps.prisma.procurementSupplier.findFirstOrThrow({ where: { procurementId: w.ids.procurement, supplierId: w.ids.alfa } });
      linkId = globalId("ProcurementSupplier", link.id);
    });

    it("saveSubstance con la SDS (multipart), poi l'elenco della scheda con pittogrammi, stato e SDS solo al livello 5", async () => {
      const input = { procurementId: globalId("Procurement", w.ids.procurement), label: "Vernice epossidica", hazardStatementCodes: ["H225", "H319"], hazardous: true, sdsDate: "2026-03-01", file: null };
      const { body } = await graphqlUpload<{ saveSubstance: { __typename: string; data: { substance: { pictograms: { code: string }[]; complianceState: string } } } }>(
        t, SAVE, { input }, { "variables.input.file": { name: "SDS vernice.pdf", bytes: pdf, type: "application/pdf" } }, tokens.alfa1,
      );
      expect(body.data?.saveSubstance).toMatchObject({ __typename: "SaveSubstanceSuccess", data: { substance: { pictograms: [{ code: "GHS02" }, { code: "GHS07" }], complianceState: "OK" } } });

      const owner = await gql<{ node: { substances: { totalCount: number; edges: { node: Record<string, unknown> }[] } } }>(t, LIST, { id: linkId }, tokens.alfa5);
      expect(owner.body.data?.node.substances.totalCount).toBe(1);
      expect(owner.body.data?.node.substances.edges[0]?.node).toMatchObject({
        label: "Vernice epossidica", hazardous: true, sdsDate: "2026-03-01", hasSds: true, complianceState: "OK",
        hazardStatements: [{ code: "H225", textIt: "Liquido e vapori facilmente infiammabili." }, { code: "H319" }],
        pictograms: [{ code: "GHS02", name: "Infiammabile" }, { code: "GHS07", name: "Nocivo o irritante" }],
        sds: { originalName: "SDS vernice.pdf" },
      });
      const level1 = await gql<{ node: { substances: { edges: { node: Record<string, unknown> }[] } } }>(t, LIST, { id: linkId }, tokens.alfa1);
      expect(level1.body.data?.node.substances.edges[0]?.node).toMatchObject({ hasSds: true, sds: null });
      const customer = await gql<{ node: { substances: { edges: { node: Record<string, unknown> }[] } } }>(t, LIST, { id: linkId }, tokens.customer5);
      expect(customer.body.data?.node.substances.edges[0]?.node).toMatchObject({ sds: { originalName: "SDS vernice.pdf" } });
      const beta = await gql<{ node: unknown }>(t, LIST, { id: linkId }, tokens.beta5);
      expect(beta.body.data?.node).toBeNull();
    });

    it("saveSubstance con una frase sconosciuta: ValidationError in italiano, nulla di salvato", async () => {
      const before = await substancesSnapshot(t);
      const input = { procurementId: globalId("Procurement", w.ids.procurement), label: "Prodotto", hazardStatementCodes: ["H999"], hazardous: true };
      const { body } = await gql<{ saveSubstance: unknown }>(t, SAVE, { input }, tokens.alfa5);
      expect(body.data?.saveSubstance).toEqual({
        __typename: "ValidationError",
        message: "Frase H sconosciuta: H999. Indicare un codice dell'elenco CLP (es. H225).",
        fieldErrors: [{ field: "hazardStatementCodes", messages: ["Frase H sconosciuta: H999. Indicare un codice dell'elenco CLP (es. H225)."] }],
      });
      expect(await substancesSnapshot(t)).toEqual(before);
    });

    it("la nota: salvata e riletta da GraphQL e da REST, svuotata in modifica; oltre 2000 caratteri un messaggio italiano e nulla di salvato", async () => {
      const tooLong = "x".repeat(2001);
      const message = "La nota non può superare 2000 caratteri";
      const NOTE = `query ($id: ID!) { node(id: $id) { ... on Substance { note } } }`;
      const noteOf = async (id: string) => (await gql<{ node: { note: string | null } }>(t, NOTE, { id }, tokens.alfa1)).body.data?.node.note;
      const base = { label: "Olio disarmante", hazardStatementCodes: [], hazardous: false };

      const created = await gql<{ saveSubstance: { data: { substance: { id: string } } } }>(t, SAVE, {
        input: { ...base, procurementId: globalId("Procurement", w.ids.procurement), note: "  Stoccare lontano da fonti di calore  " },
      }, tokens.alfa1);
      const id = created.body.data!.saveSubstance.data.substance.id;
      expect(await noteOf(id)).toBe("Stoccare lontano da fonti di calore");
      // The edit form always sends the note: an emptied one is cleared.
      await gql(t, SAVE, { input: { ...base, id, note: "" } }, tokens.alfa5);
      expect(await noteOf(id)).toBeNull();

      let before = await substancesSnapshot(t);
      const refused = await gql<{ saveSubstance: unknown }>(t, SAVE, { input: { ...base, id, note: tooLong } }, tokens.alfa5);
      expect(refused.body.data?.saveSubstance).toEqual({ __typename: "ValidationError", message, fieldErrors: [{ field: "note", messages: [message] }] });
      expect(await substancesSnapshot(t)).toEqual(before);

      const rest = (note: string) =>
        restForm(t, "/api/procurementsubstances", { procurement_id: w.ids.procurement, customer_supplier_id: w.ids.alfa, label: "Malta", hazardous: 0, note }, null, tokens.alfa1);
      const stored = await rest("Teme il gelo");
      expect(stored.status).toBe(200);
      expect(stored.body.data).toMatchObject({ label: "Malta", note: "Teme il gelo" });
      expect(await noteOf(globalId("Substance", (stored.body.data as { id: number }).id))).toBe("Teme il gelo");
      before = await substancesSnapshot(t);
      expect(await rest(tooLong)).toEqual({ status: 422, body: { errors: { note: [message] } } });
      expect(await substancesSnapshot(t)).toEqual(before);
    });

    it("hazardStatements: l'elenco CLP completo con i pittogrammi a chi ha fatto l'accesso, «Accesso richiesto» agli anonimi", async () => {
      const { body } = await gql<{ hazardStatements: { code: string; pictograms: { code: string }[] }[] }>(t, `{ hazardStatements { code pictograms { code } } }`, {}, tokens.alfa1);
      expect(body.data?.hazardStatements).toHaveLength(124);
      expect(body.data?.hazardStatements.find((row) => row.code === "H225")?.pictograms).toEqual([{ code: "GHS02" }]);
      const anonymous = await gql<{ hazardStatements: unknown }>(t, `{ hazardStatements { code } }`, {});
      expect(anonymous.body).toEqual(SIGNED_OUT);
    });
  });
});
