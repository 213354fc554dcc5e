// Items a browser test puts in the customer's «Da approvare» through the suppliers' own API calls: a worker given to a
// procurement (its participation waits, «In corso»), a tool approved as a whole with its document, a tool of the
// supplier approved document by document with documents of the kinds the preview tells apart. Names carry the
// width, so each run of each width finds its own rows.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { sampleDocx } from "../../fixtures/files";
import { apiSignIn, graphqlAs, procurementIdAs, type ApiSession, type UploadedFile } from "./api";
import { makePdf, makePng, scratchDirectory } from "./documents";

const SUPPLIER_LINK = `query ($id: ID!) { node(id: $id) { ... on Procurement { supplierLink { id } } } }`;
const ASSIGN = `mutation ($input: AssignProcurementWorkersInput!) { assignProcurementWorkers(input: $input) { __typename } }`;
const CREATE_ELEMENT = `mutation ($input: CreateElementInput!) { createElement(input: $input) {
  __typename ... on CreateElementSuccess { data { element { id } } } } }`;
const UPLOAD = `mutation ($input: UploadElementDocumentInput!) { uploadElementDocument(input: $input) { __typename } }`;

async function supplierLink(session: ApiSession, procurement: string): Promise<string> {
  const data = await graphqlAs<{ node: { supplierLink: { id: string } } }>(session, SUPPLIER_LINK, { id: await procurementIdAs(session, procurement) });
  return data.node.supplierLink.id;
}

async function createTool(session: ApiSession, procurement: string, type: string, makerAndModel: string): Promise<string> {
  const input = { procurementSupplierId: await supplierLink(session, procurement), kind: "TOOL", type, makerAndModel, belonging: "OWNED" };
  const data = await graphqlAs<{ createElement: { data: { element: { id: string } } } }>(session, CREATE_ELEMENT, { input });
  return data.createElement.data.element.id;
}

// A new worker of the supplier, given to the procurement: its participation waits for the customer.
export async function assignNewWorker(request: APIRequestContext, email: string, procurement: string, worker: { firstName: string; lastName: string; job: string }): Promise<void> {
  const session = await apiSignIn(request, email);
  const input = { procurementId: await procurementIdAs(session, procurement), job: worker.job, newWorker: { firstName: worker.firstName, lastName: worker.lastName, sex: "M" } };
  await graphqlAs(session, ASSIGN, { input });
}

// A tool of a supplier whose tools are approved as a whole, with one PDF: the tool waits as one item.
export async function addToolWithPdf(request: APIRequestContext, email: string, procurement: string, tool: { type: string; makerAndModel: string; document: string }): Promise<void> {
  const session = await apiSignIn(request, email);
  const elementId = await createTool(session, procurement, tool.type, tool.makerAndModel);
  const file = await makePdf(path.join(await scratchDirectory("review-tool"), "dichiarazione-ce.pdf"), [tool.document, tool.makerAndModel]);
  await graphqlAs(session, UPLOAD, { input: { elementId, documentName: tool.document } }, { name: "dichiarazione-ce.pdf", mimeType: "application/pdf", buffer: await readFile(file) });
}

// A tool of a supplier whose tools are approved document by document, with a PDF, a photo and a Word document:
// each document waits as its own item.
export async function addToolWithPhotoAndWord(
  request: APIRequestContext,
  email: string,
  procurement: string,
  tool: { type: string; makerAndModel: string; pdf: string; photo: string; word: string; wordFileName: string },
): Promise<void> {
  const session = await apiSignIn(request, email);
  const elementId = await createTool(session, procurement, tool.type, tool.makerAndModel);
  const dated = { elementId, documentDate: new Date().toISOString().slice(0, 10), noExpire: true };
  const pdf = await makePdf(path.join(await scratchDirectory("review-preview"), "dichiarazione-ce.pdf"), [tool.pdf, tool.makerAndModel]);
  const files: [string, UploadedFile][] = [
    [tool.pdf, { name: "dichiarazione-ce.pdf", mimeType: "application/pdf", buffer: await readFile(pdf) }],
    [tool.photo, { name: "targhetta.png", mimeType: "image/png", buffer: makePng(480, 320, [46, 114, 210]) }],
    [tool.word, { name: tool.wordFileName, mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from(await sampleDocx()) }],
  ];
  for (const [documentName, file] of files) await graphqlAs(session, UPLOAD, { input: { ...dated, documentName } }, file);
}
