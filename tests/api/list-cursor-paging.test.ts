// Paging by cursor through lists sorted by a date that may be missing (server/lib/paging.ts asks the page
// after or before the cursor with its own WHERE, since Prisma would read the whole rest of the list): forward
// with first/after and backward with last/before, in both directions, every row once and in the list's order,
// rows without a date last, equal dates kept apart by the id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplierHomeWorld, globalId, gql, type SupplierHomeWorld } from "../fixtures/supplier-home";

type Page = {
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { node: { id: string } }[];
};

const ATTACHMENTS = `query ($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $orderBy: SupplierAttachmentOrderField, $direction: SortDirection) {
  node(id: $id) { ... on Supplier { list: attachments(first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy, direction: $direction) {
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { id } } } } } }`;
const REQUIRED = `query ($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $orderBy: RequiredDocumentOrderField, $direction: SortDirection) {
  node(id: $id) { ... on ProcurementSupplier { list: requiredDocuments(first: $first, after: $after, last: $last, before: $before, orderBy: $orderBy, direction: $direction) {
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { node { id } } } } } }`;

// Five dates for 23 rows, so many share one, and every fourth row without a date.
const dateOf = (index: number) => (index % 4 === 3 ? null : new Date(Date.UTC(2026, 0, 1 + (index % 5))));
const ROWS = 23;

// The list's order: by the date in the given direction, rows without a date last, then by id the same way.
function expectedOrder(rows: { id: number; date: Date | null }[], direction: "ASC" | "DESC"): number[] {
  const sign = direction === "ASC" ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      if (a.date === null || b.date === null) return a.date === b.date ? sign * (a.id - b.id) : a.date === null ? 1 : -1;
      return sign * (a.date.getTime() - b.date.getTime()) || sign * (a.id - b.id);
    })
    .map((row) => row.id);
}

describe.each(databaseKinds)("pagine per cursore con date mancanti (%s)", (kind) => {
  let t: TestApp;
  let world: SupplierHomeWorld;
  let attachments: { id: number; documentDate: Date | null; documentExpirationDate: Date | null }[];
  let required: { id: number; documentDate: Date | null; documentExpirationDate: Date | null }[];
  let linkId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await createSupplierHomeWorld(t, ["alfa1"]);
    const prisma = t.deps.prisma;
    await prisma.supplierAttachment.createMany({
      data: Array.from({ length: ROWS }, (_, index) => ({
        supplierId: world.ids.alfa,
        attachmentType: 1,
        attachmentFilename: `Documento ${index}`,
        documentDate: dateOf(index),
        documentExpirationDate: dateOf(index + 2),
      })),
    });
    attachments = await prisma.supplierAttachment.findMany({ where: { supplierId: world.ids.alfa } });
    await prisma.supplierDocumentCategory.createMany({ data: Array.from({ length: ROWS }, (_, index) => ({ code: `CUR_${index}`, label: `Categoria ${index}` })) });
    const categories = await prisma.supplierDocumentCategory.findMany({ where: { code: { startsWith: "CUR_" } } });
    await prisma.procurementSupplierAttachment.createMany({
      data: categories.map((category, index) => ({
        procurementId: world.ids.procurement,
        supplierId: world.ids.alfa,
        categoryId: category.id,
        documentDate: dateOf(index + 1),
        documentExpirationDate: dateOf(index + 3),
      })),
    });
    required = await prisma.procurementSupplierAttachment.findMany({ where: { supplierId: world.ids.alfa } });
    const link = await prisma.procurementSupplier.findUniqueOrThrow({
      where: { procurementId_supplierId: { procurementId: world.ids.procurement, supplierId: world.ids.alfa } },
    });
    linkId = link.id;
  });
  afterAll(async () => t?.close());

  async function page(query: string, id: string, variables: Record<string, unknown>): Promise<Page> {
    const { body } = await gql<{ node: { list: Page } }>(t, query, { id, ...variables }, world.tokens.alfa1);
    expect(body.errors).toBeUndefined();
    return body.data!.node.list;
  }
  const ids = (result: Page, type: string) => result.edges.map((edge) => Number(Buffer.from(edge.node.id, "base64").toString().replace(`${type}:`, "")));

  // Every page forward, then every page backward from the end, as the table's buttons ask for them.
  async function walk(query: string, id: string, type: string, sort: Record<string, unknown>) {
    const forward: number[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard += 1) {
      const result: Page = await page(query, id, { ...sort, first: 4, after });
      forward.push(...ids(result, type));
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    const backward: number[] = [];
    let before: string | null = null;
    for (let guard = 0; guard < 20; guard += 1) {
      const result: Page = await page(query, id, { ...sort, last: 4, before });
      backward.unshift(...ids(result, type));
      if (!result.pageInfo.hasPreviousPage) break;
      before = result.pageInfo.startCursor;
    }
    return { forward, backward };
  }

  for (const [orderBy, column] of [["DOCUMENT_DATE", "documentDate"], ["DOCUMENT_EXPIRATION_DATE", "documentExpirationDate"]] as const) {
    for (const direction of ["DESC", "ASC"] as const) {
      it(`documenti aziendali per ${orderBy} ${direction}: avanti e indietro, ogni riga una volta, senza data in fondo`, async () => {
        const expected = expectedOrder(attachments.map((row) => ({ id: row.id, date: row[column] })), direction);
        const { forward, backward } = await walk(ATTACHMENTS, globalId("Supplier", world.ids.alfa), "SupplierAttachment", { orderBy, direction });
        expect(forward).toEqual(expected);
        expect(backward).toEqual(expected);
      });
    }
  }

  for (const [orderBy, column] of [["DOCUMENT_DATE", "documentDate"], ["EXPIRATION_DATE", "documentExpirationDate"]] as const) {
    for (const direction of ["DESC", "ASC"] as const) {
      it(`documenti richiesti per ${orderBy} ${direction}: avanti e indietro, ogni riga una volta, senza data in fondo`, async () => {
        const expected = expectedOrder(required.map((row) => ({ id: row.id, date: row[column] })), direction);
        const { forward, backward } = await walk(REQUIRED, globalId("ProcurementSupplier", linkId), "RequiredDocument", { orderBy, direction });
        expect(forward).toEqual(expected);
        expect(backward).toEqual(expected);
      });
    }
  }
});
