// The worker area (spec sections 2 and 7, "Worker area") through GraphQL and the wr/ REST paths: the worker gets
// their own visits, portfolio and certificates (the stored bytes when there are any, otherwise a PDF the portal
// writes, read back with pdftotext; always as certificato.pdf); another worker, a
// supplier, a customer and an anonymous caller get nothing of them, and a malformed id is answered cleanly.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { italianFormatOf as italian, parseIsoDate } from "../../common/calendar-dates";
import formationRouteQuery from "../../client/__generated__/FormationRouteQuery.graphql";
import medicineRouteQuery from "../../client/__generated__/MedicineRouteQuery.graphql";
import { graphql, SIGNED_OUT } from "../fixtures/auth-users";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createWorkerAreaWorld, type WorkerAreaActor, type WorkerAreaWorld } from "../fixtures/worker-area-world";

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");
const FILE_NOT_AVAILABLE = { message: "file non disponibile" };

// The text of a PDF as poppler reads it, lines joined by single spaces.
async function pdfText(bytes: Uint8Array): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), "certificato-"));
  try {
    const file = join(directory, "certificato.pdf");
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)("pdftotext", ["-layout", file, "-"]);
    return stdout.replace(/\s+/g, " ");
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const PORTFOLIO_QUERY = `{ viewer { worker { firstName lastName
  examinations { examinationDate visitType outcome nextVisitDate certificateUrl }
  trainingPortfolio { position model { shortName category { name } } lastDate frequencyMonths nextDate enrolledInOpenCourse status certificateUrl } } } }`;
const NODE_QUERY = `query ($id: ID!) { node(id: $id) { id ... on Examination { visitType certificateUrl }
  ... on TrainingProtocol { position certificateUrl } ... on Worker { lastName trainingPortfolio { position } } } }`;

describe.each(databaseKinds)("area del lavoratore (%s)", (kind) => {
  let t: TestApp;
  let w: WorkerAreaWorld;
  let statements = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onQuery: () => (statements += 1) });
    w = await createWorkerAreaWorld(t);
  });
  afterAll(async () => t?.close());

  const get = (path: string, actor?: WorkerAreaActor) =>
    t.request(path, { headers: actor ? { authorization: `Bearer ${w.tokens[actor]}` } : {} });
  // The worker's download of a generated certificate: a PDF named certificato.pdf.
  const download = async (path: string) => {
    const response = await get(path, "worker");
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`filename="certificato.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    return bytes;
  };

  it("GraphQL: il lavoratore vede le proprie visite e il portfolio per posizione, con stato e certificati", async () => {
    const { body } = await graphql(t, PORTFOLIO_QUERY, {}, w.tokens.worker);
    expect(body).toEqual({
      data: {
        viewer: {
          worker: {
            firstName: "Luca",
            lastName: "Neri",
            examinations: [
              { examinationDate: w.day(-5), visitType: "VP", outcome: null, nextVisitDate: null, certificateUrl: null },
              { examinationDate: w.day(-45), visitType: "RM", outcome: "IP", nextVisitDate: null, certificateUrl: `/api/wr/getmdcert/${w.ids.visit}` },
              { examinationDate: w.day(-400), visitType: "PV", outcome: "IPL", nextVisitDate: w.day(-35), certificateUrl: `/api/wr/getmdcert/${w.ids.writtenVisit}` },
              { examinationDate: w.day(-600), visitType: "VP", outcome: "INT", nextVisitDate: w.day(-530), certificateUrl: `/api/wr/getmdcert/${w.ids.unfitVisit}` },
              { examinationDate: w.day(-700), visitType: "VP", outcome: "ID", nextVisitDate: null, certificateUrl: `/api/wr/getmdcert/${w.ids.externalVisit}` },
              { examinationDate: w.day(-800), visitType: "PV", outcome: "ID", nextVisitDate: null, certificateUrl: `/api/wr/getmdcert/${w.ids.unnamedVisit}` },
            ],
            trainingPortfolio: [
              { position: 1, model: { shortName: "GEN", category: { name: "Formazione Accordo Stato Regioni art 37" } }, lastDate: w.day(-300), frequencyMonths: 60, nextDate: w.day(1526),
                enrolledInOpenCourse: true, status: "IN_ORDER", certificateUrl: `/api/wr/getfrcert/${w.ids.inOrder}` },
              { position: 2, model: { shortName: "PS-BC", category: { name: "Formazione addetti alle emergenze" } }, lastDate: w.day(-1130), frequencyMonths: 36, nextDate: w.day(-35),
                enrolledInOpenCourse: false, status: "EXPIRED", certificateUrl: `/api/wr/getfrcert/${w.ids.expired}` },
              { position: 3, model: { shortName: "QUOTA", category: { name: "Formazione Accordo Stato Regioni art 37" } }, lastDate: null, frequencyMonths: 18, nextDate: null,
                enrolledInOpenCourse: false, status: "NEVER_DONE", certificateUrl: null },
            ],
          },
        },
      },
    });
  });

  it("GraphQL: le schermate dell'area che la navigazione offre al dipendente del committente: visite e formazione", async () => {
    const { body } = await graphql(t, "{ viewer { workerAreaScreens } }", {}, w.tokens.worker);
    expect(body).toEqual({ data: { viewer: { workerAreaScreens: ["MEDICINE", "FORMATION"] } } });
  });

  it("GraphQL: gli altri non hanno né il lavoratore, né le visite, né i corsi, né i certificati", async () => {
    for (const actor of ["otherWorker", "supplier", "customer", undefined] as const) {
      const token = actor ? w.tokens[actor] : undefined;
      for (const id of [globalId("Examination", w.ids.visit), globalId("TrainingProtocol", w.ids.inOrder), globalId("Worker", w.ids.worker)]) {
        // An anonymous caller is answered «Accesso richiesto» before any resolver runs.
        expect((await graphql(t, NODE_QUERY, { id }, token)).body, `${actor ?? "anonimo"} ${id}`).toEqual(actor ? { data: { node: null } } : SIGNED_OUT);
      }
    }
    // The other worker reads their own portfolio and nothing of Luca's.
    const { body } = await graphql<{ viewer: { worker: { lastName: string; examinations: unknown[]; trainingPortfolio: { certificateUrl: string }[] } } }>(
      t, PORTFOLIO_QUERY, {}, w.tokens.otherWorker);
    expect(body.data?.viewer.worker.lastName).toBe("Gialli");
    expect(body.data?.viewer.worker.trainingPortfolio.map((row) => row.certificateUrl)).toEqual([`/api/wr/getfrcert/${w.ids.otherCourse}`]);
    expect(JSON.stringify(body)).not.toMatch(/Neri|Luca/);
    for (const actor of ["supplier", "customer"] as const) {
      expect((await graphql(t, "{ viewer { worker { id } } }", {}, w.tokens[actor])).body).toEqual({ data: { viewer: { worker: null } } });
    }
  });

  it("GET wr/getmddata e wr/getfrdata: il nome e i propri dati in snake_case", async () => {
    const medical = await get("/api/wr/getmddata", "worker");
    expect(medical.status).toBe(200);
    expect(await medical.json()).toEqual({
      data: {
        name: "Luca Neri",
        examinations: [
          { id: w.ids.pendingVisit, examinationdate: w.day(-5), visit_type: "VP", outcome: null, outcome_bis: 0, next_visit_date: null, has_certificate: 0 },
          { id: w.ids.visit, examinationdate: w.day(-45), visit_type: "RM", outcome: "IP", outcome_bis: 1, next_visit_date: null, has_certificate: 1 },
          { id: w.ids.writtenVisit, examinationdate: w.day(-400), visit_type: "PV", outcome: "IPL", outcome_bis: 0, next_visit_date: w.day(-35), has_certificate: 1 },
          { id: w.ids.unfitVisit, examinationdate: w.day(-600), visit_type: "VP", outcome: "INT", outcome_bis: 0, next_visit_date: w.day(-530), has_certificate: 1 },
          { id: w.ids.externalVisit, examinationdate: w.day(-700), visit_type: "VP", outcome: "ID", outcome_bis: 0, next_visit_date: null, has_certificate: 1 },
          { id: w.ids.unnamedVisit, examinationdate: w.day(-800), visit_type: "PV", outcome: "ID", outcome_bis: 0, next_visit_date: null, has_certificate: 1 },
        ],
      },
    });
    const training = await get("/api/wr/getfrdata", "worker");
    expect(training.status).toBe(200);
    const far = { name: "Formazione Accordo Stato Regioni art 37", code: "FAR" };
    expect(await training.json()).toEqual({
      data: {
        name: "Luca Neri",
        training_protocol: [
          { id: w.ids.inOrder, model: { category: far, short_name: "GEN", name: "Formazione generale" }, last_date: w.day(-300), frequency: 60, next_date: w.day(1526),
            position: 1, enrolled_open_course: 1, status: "IN_ORDER", has_certificate: 1 },
          { id: w.ids.expired, model: { category: { name: "Formazione addetti alle emergenze", code: "FAE" }, short_name: "PS-BC", name: "Primo soccorso gruppi B e C" },
            last_date: w.day(-1130), frequency: 36, next_date: w.day(-35), position: 2, enrolled_open_course: 0, status: "EXPIRED", has_certificate: 1 },
          { id: w.ids.neverDone, model: { category: far, short_name: "QUOTA", name: "Lavori in quota" }, last_date: null, frequency: 18, next_date: null,
            position: 3, enrolled_open_course: 0, status: "NEVER_DONE", has_certificate: 0 },
        ],
      },
    });
  });

  it("GET wr/getmddata e wr/getfrdata: 401 all'anonimo, 403 a fornitore e committente, all'altro lavoratore solo i suoi", async () => {
    for (const path of ["/api/wr/getmddata", "/api/wr/getfrdata"]) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ message: "Utente non autorizzato" });
      for (const actor of ["supplier", "customer"] as const) {
        const refused = await get(path, actor);
        expect(refused.status, `${actor} ${path}`).toBe(403);
        expect(await refused.text()).not.toMatch(/Neri/);
      }
      const other = await get(path, "otherWorker");
      expect(other.status).toBe(200);
      const text = await other.text();
      expect(text).toContain("Sara Gialli");
      expect(text).not.toMatch(/Neri|Luca/);
    }
  });

  it("GET wr/getmdcert/{id} e wr/getfrcert/{id}: il file archiviato (certificato, poi ext_pdf) vince, sempre come certificato.pdf", async () => {
    const cases = [
      [`/api/wr/getmdcert/${w.ids.visit}`, w.pdfs.visit],
      [`/api/wr/getfrcert/${w.ids.inOrder}`, w.pdfs.course],
      [`/api/wr/getmdcert/${w.ids.unnamedVisit}`, w.pdfs.visit],
      [`/api/wr/getmdcert/${w.ids.externalVisit}`, w.pdfs.external],
    ] as const;
    for (const [path, stored] of cases) {
      const response = await get(path, "worker");
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="certificato.pdf"; filename*=UTF-8''certificato.pdf`);
      expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(stored)), path).toBe(0);
    }
    // A visit without a judgement and a course never attended have nothing to certify: the same 404 as every
    // missing file.
    for (const path of [`/api/wr/getmdcert/${w.ids.pendingVisit}`, `/api/wr/getfrcert/${w.ids.neverDone}`]) {
      const response = await get(path, "worker");
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(FILE_NOT_AVAILABLE);
    }
  });

  it("GET wr/getmdcert/{id}: senza certificato archiviato, il giudizio scritto (art. 41 c.6-bis) con il ricorso entro 30 giorni", async () => {
    const partial = await pdfText(await download(`/api/wr/getmdcert/${w.ids.writtenVisit}`));
    for (const expected of [
      "Giudizio di idoneità alla mansione specifica", "Lavoratore: Luca Neri", "NRELCU80A01F257X", "Datore di lavoro: Acciaierie Emiliane Spa",
      "Mansione: Saldatore", `Data della visita: ${italian(w.day(-400))}`, "Tipo di visita: Prima visita", `Prossima visita: ${italian(w.day(-35))}`,
      "Medico competente: Anna Ferri", "IDONEITÀ PARZIALE", "Idoneo con prescrizioni e limitazioni", "Prescrizioni: Uso di otoprotettori.",
      "Limitazioni: Non sollevare carichi oltre 10 kg.", "entro trenta giorni", "organo di vigilanza territorialmente competente", "comma 9",
    ]) expect(partial, expected).toContain(expected);
    const unfit = await pdfText(await download(`/api/wr/getmdcert/${w.ids.unfitVisit}`));
    expect(unfit).toContain(`INIDONEITÀ TEMPORANEA alla mansione specifica fino al ${italian(w.day(-540))}`);
    expect(unfit).toContain("Tipo di visita: Visita periodica");
  });

  it("GET wr/getmdcert/{id}: l'inidoneità permanente si scrive come tale, senza una data di fine", async () => {
    const visit = await t.deps.prisma.examination.create({
      data: { workerId: w.ids.worker, examinationDate: parseIsoDate(w.day(-900))!, visitType: "VP", outcome: "INP", nextVisitDate: parseIsoDate(w.day(-800))! },
    });
    try {
      const permanent = await pdfText(await download(`/api/wr/getmdcert/${visit.id}`));
      expect(permanent).toContain("Giudizio: INIDONEITÀ PERMANENTE alla mansione specifica.");
      expect(permanent).not.toContain("fino al");
      expect(permanent).toContain("entro trenta giorni");
    } finally {
      await t.deps.prisma.examination.delete({ where: { id: visit.id } });
    }
  });

  it("GET wr/getfrcert/{id}: senza attestato archiviato, quello scritto dal portfolio (Accordo Stato-Regioni 17/04/2025)", async () => {
    const text = await pdfText(await download(`/api/wr/getfrcert/${w.ids.expired}`));
    for (const expected of [
      "Attestato di formazione", "Soggetto formatore: Centro Formazione Emilia Srl", "Partecipante: Luca Neri", "Codice fiscale: NRELCU80A01F257X",
      "Corso: Primo soccorso gruppi B e C (PS-BC)", "D.M. 388/2003", "Durata: 12 ore", "Modalità di erogazione: In presenza",
      `Data del corso: ${italian(w.day(-1130))}`, "Luogo: Modena, via Emilia 10", "Periodicità: Triennale", `Prossimo aggiornamento: ${italian(w.day(-35))}`,
    ]) expect(text, expected).toContain(expected);
  });

  it("i certificati di un lavoratore: a nessun altro, con la stessa risposta di un file che non esiste", async () => {
    const paths = [`/api/wr/getmdcert/${w.ids.visit}`, `/api/wr/getfrcert/${w.ids.inOrder}`, `/api/wr/getmdcert/${w.ids.otherVisit}`, `/api/wr/getfrcert/${w.ids.otherCourse}`,
      `/api/wr/getmdcert/${w.ids.writtenVisit}`, `/api/wr/getfrcert/${w.ids.expired}`];
    const missing = await get("/api/wr/getmdcert/2147483647", "worker");
    expect({ status: missing.status, body: await missing.json() }).toEqual({ status: 404, body: FILE_NOT_AVAILABLE });
    for (const actor of ["supplier", "customer"] as const) {
      for (const path of paths) {
        const response = await get(path, actor);
        expect({ status: response.status, body: await response.json() }, `${actor} ${path}`).toEqual({ status: 404, body: FILE_NOT_AVAILABLE });
      }
    }
    for (const [actor, path] of [["otherWorker", paths[0]], ["otherWorker", paths[1]], ["worker", paths[2]], ["worker", paths[3]], ["otherWorker", paths[4]], ["otherWorker", paths[5]]] as const) {
      const response = await get(path!, actor);
      expect({ status: response.status, body: await response.json() }, `${actor} ${path}`).toEqual({ status: 404, body: FILE_NOT_AVAILABLE });
    }
    for (const path of paths) {
      const response = await get(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Utente non autorizzato" });
    }
  });

  it("un id malformato risponde come un certificato che non c'è, 404 (401 all'anonimo, prima di tutto)", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "01", "1e3", "99999999999", "2147483648", "%20", encodeURIComponent("1;DROP TABLE")]) {
      for (const route of ["getmdcert", "getfrcert"]) {
        const response = await get(`/api/wr/${route}/${id}`, "worker");
        expect({ status: response.status, body: await response.json() }, `${route}/${id}`).toEqual({ status: 404, body: FILE_NOT_AVAILABLE });
      }
    }
    expect((await get("/api/wr/getmdcert/abc")).status).toBe(401);
    expect((await graphql(t, NODE_QUERY, { id: globalId("TrainingProtocol", "abc") }, w.tokens.worker)).body).toEqual({ data: { node: null } });
    expect((await graphql(t, NODE_QUERY, { id: "non-un-id" }, w.tokens.worker)).body).toEqual({ data: { node: null } });
  });

  // Last: it adds rows to the worker's visits and portfolio.
  it("/medicine e /formation come li chiede il client: le stesse istruzioni SQL con dieci volte le righe (nessuna per riga)", async () => {
    const screens = [medicineRouteQuery.params.text, formationRouteQuery.params.text];
    const count = async () => {
      const counts: number[] = [];
      for (const text of screens) {
        statements = 0;
        const { body } = await graphql(t, text!, {}, w.tokens.worker);
        expect(body.errors).toBeUndefined();
        counts.push(statements);
      }
      return counts;
    };
    const before = await count();
    // Counted at all (the viewer's user row at least), so equal counts mean something.
    expect(Math.min(...before)).toBeGreaterThan(0);
    const prisma = t.deps.prisma;
    const protocol = await prisma.trainingProtocol.findUniqueOrThrow({ where: { id: w.ids.inOrder } });
    const visit = await prisma.examination.findUniqueOrThrow({ where: { id: w.ids.visit } });
    const { id: _protocolId, ...protocolData } = protocol;
    const { id: _visitId, ...visitData } = visit;
    await prisma.trainingProtocol.createMany({ data: Array.from({ length: 27 }, (_, index) => ({ ...protocolData, position: 10 + index })) });
    await prisma.examination.createMany({ data: Array.from({ length: 27 }, () => visitData) });
    expect(await count()).toEqual(before);
  });
});
