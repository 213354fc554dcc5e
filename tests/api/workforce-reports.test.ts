// The customer's .xlsx reports on its workers (GET /api/reports/rep1|rep2|rep3), opened the way a user opens
// them: converted by LibreOffice to CSV, whose cells must hold the expected values and Italian dates. Only the
// customer's own workers, only for customer users; another customer, a supplier, a worker and an anonymous
// caller get none of it. No visit content ever reaches a report.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, italianDateOf, italianFormatOf, parseIsoDate } from "../../common/calendar-dates";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

// One CSV line's cells: commas split, except inside double quotes ("" is a quote).
function csvCells(line: string): string[] {
  const cells = [""];
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index]!;
    if (character === '"' && quoted && line[index + 1] === '"') {
      cells[cells.length - 1] += '"';
      index += 1;
    } else if (character === '"') quoted = !quoted;
    else if (character === "," && !quoted) cells.push("");
    else cells[cells.length - 1] += character;
  }
  return cells;
}

// The sheet as LibreOffice Calc reads it: rows of cells, as shown (dates in their dd/mm/yyyy format).
async function openedInCalc(bytes: Uint8Array): Promise<string[][]> {
  const directory = await mkdtemp(join(tmpdir(), "exporta-"));
  try {
    await writeFile(join(directory, "exporta.xlsx"), bytes);
    await promisify(execFile)(
      "soffice",
      [`-env:UserInstallation=file://${directory}/profile`, "--headless", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76", "--outdir", directory, join(directory, "exporta.xlsx")],
      { timeout: 120_000 },
    );
    const csv = await readFile(join(directory, "exporta.csv"), "utf8");
    return csv.trimEnd().split("\n").map(csvCells);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe.each(databaseKinds)("report dei lavoratori del committente (%s)", (kind) => {
  let t: TestApp;
  let today: string;
  const tokens: Record<string, string> = {};
  const day = (offset: number) => parseIsoDate(addDays(today, offset))!;
  const shown = (offset: number) => italianFormatOf(addDays(today, offset));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    today = italianDateOf(t.deps.now());
    const customer = await createCustomer(prisma, "Acciaierie Emiliane Spa");
    const otherCustomer = await createCustomer(prisma, "Ceramiche Sassuolo Spa");
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    const factory = await prisma.factory.create({ data: { customerId: customer.id, name: "Stabilimento di Modena" } });
    const department = await prisma.department.create({ data: { factoryId: factory.id, name: "Acciaieria" } });
    const job = await prisma.job.create({ data: { factoryId: factory.id, name: "Saldatore" } });
    const place = { customerId: customer.id, factoryId: factory.id, departmentId: department.id, jobId: job.id };
    const luca = await prisma.worker.create({
      data: { ...place, firstName: "Luca", lastName: "Neri", employeeNumber: "M001", fiscalCode: "NRELCU80A01F257X", suitability: "IPL", businessImpact: "A" },
    });
    const anna = await prisma.worker.create({ data: { ...place, firstName: "Anna", lastName: "Bianchi", employeeNumber: "M002", suitability: "ID", excludedFromSurveillance: true } });
    const gone = await prisma.worker.create({ data: { ...place, firstName: "Piero", lastName: "Andati", employeeNumber: "M003", resigned: true } });
    const stranger = await prisma.worker.create({ data: { customerId: otherCustomer.id, firstName: "Marco", lastName: "Estraneo", suitability: "ID" } });
    // Health content that must never reach a report.
    await prisma.examination.create({ data: { workerId: luca.id, examinationDate: day(-400), visitType: "PV", outcome: "ID", nextVisitDate: day(-35) } });
    await prisma.examination.create({
      data: { workerId: luca.id, examinationDate: day(-30), visitType: "VP", outcome: "IPL", nextVisitDate: day(335), prescriptions: "Otoprotettori SEGRETO", limitations: "Carichi SEGRETO" },
    });
    await prisma.examination.create({ data: { workerId: stranger.id, examinationDate: day(-10), visitType: "PV", outcome: "ID" } });

    const far = await prisma.trainingCategory.create({ data: { code: "FAR", name: "Formazione Accordo Stato Regioni art 37" } });
    const fae = await prisma.trainingCategory.create({ data: { code: "FAE", name: "Formazione addetti alle emergenze" } });
    const general = await prisma.trainingModel.create({ data: { categoryId: far.id, shortName: "GEN", name: "Formazione generale", durationHours: 4 } });
    const firstAid = await prisma.trainingModel.create({ data: { categoryId: fae.id, shortName: "PS-BC", name: "Primo soccorso gruppi B e C", durationHours: 12 } });
    const line = (workerId: number, modelId: number, data: { lastDate?: Date; nextDate?: Date; frequencyMonths?: number; enrolledInOpenCourse?: boolean }) =>
      prisma.trainingProtocol.create({ data: { workerId, modelId, ...data } });
    await line(luca.id, general.id, { lastDate: day(-300), frequencyMonths: 60, nextDate: day(1526), enrolledInOpenCourse: true });
    await line(luca.id, firstAid.id, { lastDate: day(-1130), frequencyMonths: 36, nextDate: day(-1) });
    await line(anna.id, general.id, { lastDate: day(-100), frequencyMonths: 60, nextDate: day(0) });
    await line(anna.id, firstAid.id, { frequencyMonths: 18 });
    await line(gone.id, general.id, { lastDate: day(-2000), nextDate: day(-200), frequencyMonths: 60 });
    await line(stranger.id, general.id, { lastDate: day(-10), nextDate: day(10), frequencyMonths: 60 });

    await createUser(prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 });
    await createUser(prisma, { email: "hse@ceramiche.it", kind: "CUSTOMER", customerId: otherCustomer.id, userLevel: 5 });
    await createUser(prisma, { email: "utente@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    await createUser(prisma, { email: "luca.neri@acciaierie.it", kind: "WORKER", workerId: luca.id });
    for (const [actor, email] of [["customer", "hse@acciaierie.it"], ["otherCustomer", "hse@ceramiche.it"], ["supplier", "utente@alfa.it"], ["worker", "luca.neri@acciaierie.it"]]) {
      tokens[actor!] = await restLogin(t, email!);
    }
  });
  afterAll(async () => t?.close());

  const get = (path: string, actor?: string) => t.request(path, { headers: actor ? { authorization: `Bearer ${tokens[actor]}` } : {} });
  const sheet = async (report: string, actor = "customer") => {
    const response = await get(`/api/reports/${report}`, actor);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="exporta.xlsx"; filename*=UTF-8''exporta.xlsx`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes)).not.toMatch(/SEGRETO/);
    return openedInCalc(bytes);
  };

  it("Rep. Amministrazione: un lavoratore per riga, con giudizio e date delle visite in formato italiano", async () => {
    const rows = await sheet("rep2");
    expect(rows[0]).toEqual([
      "Matricola", "Cognome", "Nome", "Codice fiscale", "Stabilimento", "Reparto", "Mansione", "Attivo", "Sorveglianza sanitaria",
      "Impatto organizzativo", "Giudizio di idoneità", "Ultima visita", "Prossima visita",
    ]);
    expect(rows.slice(1)).toEqual([
      ["M001", "Neri", "Luca", "NRELCU80A01F257X", "Stabilimento di Modena", "Acciaieria", "Saldatore", "Sì", "Sì", "Alto impatto organizzativo",
        "Idoneo con prescrizioni e limitazioni", shown(-30), shown(335)],
      ["M002", "Bianchi", "Anna", "", "Stabilimento di Modena", "Acciaieria", "Saldatore", "Sì", "Esclusa", "", "Idoneo", "", ""],
      ["M003", "Andati", "Piero", "", "Stabilimento di Modena", "Acciaieria", "Saldatore", "No", "Sì", "", "N.D.", "", ""],
    ]);
  });

  it("Rep. Corsi(partecipanti): un corso per lavoratore attivo, con stato alla data di oggi (scade oggi: in regola; ieri: scaduta)", async () => {
    const rows = await sheet("rep3");
    expect(rows[0]).toEqual([
      "Matricola", "Cognome", "Nome", "Stabilimento", "Reparto", "Mansione", "Famiglia", "Modello", "Corso", "Ultima data", "Periodicità", "Pross.corso", "Stato",
      "Iscritto a nuovo corso non ancora concluso",
    ]);
    const where = ["Stabilimento di Modena", "Acciaieria", "Saldatore"];
    const far = "Formazione Accordo Stato Regioni art 37";
    const fae = "Formazione addetti alle emergenze";
    expect(rows.slice(1)).toEqual([
      ["M001", "Neri", "Luca", ...where, far, "GEN", "Formazione generale", shown(-300), "Quinquennale", shown(1526), "Formazione in regola", "Sì"],
      ["M001", "Neri", "Luca", ...where, fae, "PS-BC", "Primo soccorso gruppi B e C", shown(-1130), "Triennale", shown(-1), "Formazione scaduta", "No"],
      ["M002", "Bianchi", "Anna", ...where, far, "GEN", "Formazione generale", shown(-100), "Quinquennale", shown(0), "Formazione in regola", "No"],
      ["M002", "Bianchi", "Anna", ...where, fae, "PS-BC", "Primo soccorso gruppi B e C", "", "18 mesi", "", "Formazione a protocollo ma mai eseguita", "No"],
    ]);
  });

  it("Rep. Corsi: un corso per riga, con i conteggi per stato dei lavoratori attivi", async () => {
    const rows = await sheet("rep1");
    expect(rows).toEqual([
      ["Famiglia", "Modello", "Corso", "Durata (ore)", "Lavoratori a protocollo", "In regola", "Scaduti", "Mai eseguiti", "Iscritti a nuovo corso", "Ultimo corso svolto", "Prima scadenza"],
      ["Formazione Accordo Stato Regioni art 37", "GEN", "Formazione generale", "4", "2", "2", "0", "0", "1", shown(-100), shown(0)],
      ["Formazione addetti alle emergenze", "PS-BC", "Primo soccorso gruppi B e C", "12", "2", "0", "1", "1", "0", shown(-1130), ""],
    ]);
  });

  it("solo ai propri utenti: l'altro committente vede i suoi, fornitore e lavoratore 403, l'anonimo 401, un report sconosciuto 404", async () => {
    const other = await sheet("rep2", "otherCustomer");
    expect(other.slice(1).map((row) => row[1])).toEqual(["Estraneo"]);
    for (const report of ["rep1", "rep2", "rep3"]) {
      for (const actor of ["supplier", "worker"]) {
        const refused = await get(`/api/reports/${report}`, actor);
        expect(refused.status, `${actor} ${report}`).toBe(403);
        expect(await refused.text()).not.toMatch(/Neri|Bianchi/);
      }
      expect((await get(`/api/reports/${report}`)).status).toBe(401);
    }
    const unknown = await get("/api/reports/rep9", "customer");
    expect(unknown.status).toBe(404);
  });
});
