// The traffic lights come from one hand-written SQL statement (documents/traffic-lights.ts); what each viewer may
// see is written there again in SQL. This checks, for every demo user, every procurement and every supplier
// place, that the lights equal the compliance rule applied row by row to the rows the Prisma visibility filters
// give (procurement-visibility.ts, worker-visibility.ts): the same rows, so the same lights.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { italianDateOf } from "../../common/calendar-dates";
import { seedDemoData } from "../../prisma/seed/demo";
import { ensureReferenceData } from "../../prisma/seed/reference";
import { trafficLightOf, type TrafficLight } from "../../server/modules/documents/compliance";
import { complianceOfRow, complianceSelect } from "../../server/modules/documents/required-documents.read";
import { createTrafficLightLoaders } from "../../server/modules/documents/traffic-lights";
import { procurementSupplierWhereForViewer, requiredDocumentWhereForViewer } from "../../server/modules/procurements/procurement-visibility";
import { fitnessCertificateWhereForViewer } from "../../server/modules/workers/worker-visibility";
import type { Viewer } from "../../server/viewer";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

describe.each(databaseKinds)("semafori calcolati in SQL (%s)", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await ensureReferenceData(t.deps.prisma, t.deps.logger);
    await seedDemoData(t.deps);
    // A supplier removed from a procurement keeps its old requirements in the table: they must not count.
    const link = await t.deps.prisma.procurementSupplier.findFirstOrThrow({ where: { procurement: { suppliers: { some: {} } } }, orderBy: { id: "desc" } });
    await t.deps.prisma.procurementSupplier.delete({ where: { id: link.id } });
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  // The lights as the Prisma filters give them, one requirement at a time.
  async function expectedLights(viewer: Viewer) {
    const { prisma } = t.deps;
    const today = italianDateOf(t.deps.now());
    const documents = await prisma.procurementSupplierAttachment.findMany({ where: requiredDocumentWhereForViewer(viewer), select: { ...complianceSelect, procurementId: true, supplierId: true } });
    const certificates = await prisma.procurementWorkerAttachment.findMany({
      where: fitnessCertificateWhereForViewer(viewer),
      select: { ...complianceSelect, procurementWorker: { select: { procurementId: true, supplierId: true } } },
    });
    const rows = [...documents, ...certificates.map(({ procurementWorker, ...row }) => ({ ...row, ...procurementWorker }))];
    const visibleLinks = await prisma.procurementSupplier.findMany({ where: procurementSupplierWhereForViewer(viewer) });
    const supplierLight = (procurementId: number, supplierId: number): TrafficLight =>
      trafficLightOf(rows.filter((row) => row.procurementId === procurementId && row.supplierId === supplierId).map((row) => complianceOfRow(row, today)));
    const procurementLight = (procurementId: number): TrafficLight =>
      trafficLightOf(
        visibleLinks
          .filter((link) => link.procurementId === procurementId)
          .flatMap((link) => rows.filter((row) => row.procurementId === procurementId && row.supplierId === link.supplierId))
          .map((row) => complianceOfRow(row, today)),
      );
    return { supplierLight, procurementLight };
  }

  it("ogni utente demo vede gli stessi semafori del calcolo riga per riga", { timeout: 300_000 }, async () => {
    const { prisma } = t.deps;
    const users = await prisma.user.findMany({ orderBy: { id: "asc" } });
    const procurements = await prisma.procurement.findMany({ select: { id: true } });
    const links = await prisma.procurementSupplier.findMany({ select: { procurementId: true, supplierId: true } });
    expect(users.map((user) => user.kind)).toEqual(expect.arrayContaining(["SUPPLIER", "CUSTOMER", "WORKER"]));
    let colouredLights = 0;
    for (const user of users) {
      const viewer: Viewer = { userId: user.id, kind: user.kind, email: user.email, userLevel: user.userLevel, supplierId: user.supplierId, customerId: user.customerId, workerId: user.workerId };
      const expected = await expectedLights(viewer);
      const loaders = createTrafficLightLoaders(t.deps, viewer);
      const actual = await Promise.all(procurements.map((procurement) => loaders.procurementLight(procurement.id)));
      expect(actual, user.email).toEqual(procurements.map((procurement) => expected.procurementLight(procurement.id)));
      const actualPlaces = await Promise.all(links.map((link) => loaders.supplierLight(link.procurementId, link.supplierId)));
      expect(actualPlaces, user.email).toEqual(links.map((link) => expected.supplierLight(link.procurementId, link.supplierId)));
      colouredLights += actual.filter((light) => light !== "GREEN").length;
    }
    // The demo data has yellow and red procurements: a comparison of greens only would prove nothing.
    expect(colouredLights).toBeGreaterThan(0);
  });
});
