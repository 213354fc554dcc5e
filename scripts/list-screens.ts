// Every list request the screens send, with the exact GraphQL text of the client (Relay artifacts): the
// home's first load for a supplier and a customer user, then each table's refetch for the next, previous
// and last page, every sort column, "Nascondi i non attivi" and the quick search; the procurement card and
// its required documents table as both users; the municipality autocomplete; GET /api/cs/getdata.
// scripts/bench-lists.ts times them; tests/api/list-statements.test.ts counts their SQL statements.
import { encodeGlobalID } from "@pothos/plugin-relay";
import homeRouteQuery from "../client/__generated__/HomeRouteQuery.graphql";
import procurementRouteQuery from "../client/__generated__/ProcurementRouteQuery.graphql";
import attachmentsRefetch from "../client/__generated__/SupplierAttachmentsTableRefetchQuery.graphql";
import workersRefetch from "../client/__generated__/SupplierWorkersTableRefetchQuery.graphql";
import supplierProcurementsRefetch from "../client/__generated__/SupplierProcurementsTableRefetchQuery.graphql";
import customerProcurementsRefetch from "../client/__generated__/CustomerProcurementsTableRefetchQuery.graphql";
import requiredDocumentsRefetch from "../client/__generated__/RequiredDocumentsTableRefetchQuery.graphql";
import municipalityQuery from "../client/__generated__/MunicipalityFieldQuery.graphql";

export type ListScreenTarget = {
  fetch(request: Request): Response | Promise<Response>;
  supplierToken: string;
  customerToken: string;
  supplierId: number;
  customerId: number;
  // The procurement on which the supplier keeps many required documents, and its place there.
  largeProcurementId: number;
  largeLinkId: number;
};

// Sends one request (as often as the caller wants) and returns the parsed answer of the last one.
export type RunRequest = (label: string, send: () => Promise<Response>) => Promise<unknown>;

type Variables = Record<string, unknown>;
type Connection = { totalCount: number; pageInfo: { startCursor: string | null; endCursor: string | null } };

function connectionOf(body: unknown, field: string): Connection {
  const connection = (body as { data?: { node?: Record<string, Connection> } }).data?.node?.[field];
  if (!connection) throw new Error(`nessuna connessione ${field} nella risposta: ${JSON.stringify(body).slice(0, 300)}`);
  return connection;
}

export async function visitListScreens(target: ListScreenTarget, run: RunRequest): Promise<void> {
  const send = (path: string, init: RequestInit) => Promise.resolve(target.fetch(new Request(`http://localhost${path}`, init)));
  const graphql = (token: string, text: string | null | undefined, variables: Variables = {}) => () =>
    send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: text, variables }),
    });

  // One table: the first page in its default order, next, previous and last page, the default column in the
  // other direction, every other sort column, "Nascondi i non attivi" where there is one, the searches.
  async function table(spec: {
    label: string;
    token: string;
    text: string | null | undefined;
    id: string;
    field: string;
    pageSize: number;
    orderFields: string[];
    defaultDirection: "ASC" | "DESC";
    searches: string[];
    hideInactive?: boolean;
  }) {
    const base: Variables = {
      id: spec.id,
      first: spec.pageSize,
      after: null,
      last: null,
      before: null,
      search: null,
      orderBy: spec.orderFields[0],
      direction: spec.defaultDirection,
      ...(spec.hideInactive ? { hideInactive: false } : {}),
    };
    const request = (label: string, variables: Variables) =>
      run(`${spec.label}: ${label}`, graphql(spec.token, spec.text, { ...base, ...variables }));
    const first = connectionOf(await request("pagina 1", {}), spec.field);
    const second = connectionOf(await request("pagina successiva", { after: first.pageInfo.endCursor }), spec.field);
    await request("pagina precedente", { first: null, last: spec.pageSize, before: second.pageInfo.startCursor });
    await request("ultima pagina", { first: null, last: first.totalCount % spec.pageSize || spec.pageSize });
    const opposite = spec.defaultDirection === "ASC" ? "DESC" : "ASC";
    await request(`ordine ${spec.orderFields[0]} ${opposite}`, { direction: opposite });
    for (const field of spec.orderFields.slice(1)) await request(`ordine ${field}`, { orderBy: field });
    if (spec.hideInactive) await request("nascondi i non attivi", { hideInactive: true });
    for (const search of spec.searches) await request(`ricerca "${search}"`, { search });
  }

  const { supplierToken, customerToken } = target;
  const supplierNodeId = encodeGlobalID("Supplier", target.supplierId);
  const largeCard = encodeGlobalID("Procurement", target.largeProcurementId);
  const largeLink = encodeGlobalID("ProcurementSupplier", target.largeLinkId);

  await run("/home fornitore: HomeRouteQuery", graphql(supplierToken, homeRouteQuery.params.text));
  await run("/home committente: HomeRouteQuery", graphql(customerToken, homeRouteQuery.params.text));
  await table({
    label: "documenti aziendali", token: supplierToken, text: attachmentsRefetch.params.text, id: supplierNodeId, field: "attachments",
    pageSize: 20, orderFields: ["DOCUMENT_DATE", "DOCUMENT_EXPIRATION_DATE", "ATTACHMENT_FILENAME", "ATTACHMENT_TYPE"],
    defaultDirection: "DESC", searches: ["durc", "prot. 42", "zzzz"],
  });
  await table({
    label: "lavoratori", token: supplierToken, text: workersRefetch.params.text, id: supplierNodeId, field: "workers",
    pageSize: 10, orderFields: ["LAST_NAME", "FIRST_NAME"], defaultDirection: "ASC", hideInactive: true,
    searches: ["ross", "giulia rossi", "zzzz"],
  });
  await table({
    label: "appalti del fornitore", token: supplierToken, text: supplierProcurementsRefetch.params.text, id: supplierNodeId,
    field: "procurements", pageSize: 10, orderFields: ["DATE_START", "DATE_END", "LABEL"], defaultDirection: "DESC",
    searches: ["manutenzione", "zzzz"],
  });
  await table({
    label: "appalti del committente", token: customerToken, text: customerProcurementsRefetch.params.text,
    id: encodeGlobalID("Customer", target.customerId), field: "procurements", pageSize: 10,
    orderFields: ["DATE_START", "DATE_END", "LABEL"], defaultDirection: "DESC", searches: ["manutenzione", "zzzz"],
  });
  await run("/procurement fornitore (appalto grande): ProcurementRouteQuery", graphql(supplierToken, procurementRouteQuery.params.text, { id: largeCard }));
  await run(
    "/procurement committente (appalto grande): ProcurementRouteQuery",
    graphql(customerToken, procurementRouteQuery.params.text, { id: largeCard, supplierId: supplierNodeId }),
  );
  for (const [who, token] of [["fornitore", supplierToken], ["committente", customerToken]] as const) {
    await table({
      label: `documenti richiesti (${who})`, token, text: requiredDocumentsRefetch.params.text, id: largeLink, field: "requiredDocuments",
      pageSize: 10, orderFields: ["ACTIVE", "CATEGORY", "DOCUMENT_DATE", "EXPIRATION_DATE", "APPROVAL"], defaultDirection: "DESC",
      hideInactive: true, searches: ["sicurezza", "zzzz"],
    });
  }
  await run('comuni (autocomplete "mon")', graphql(supplierToken, municipalityQuery.params.text, { search: "mon", first: 20 }));
  await run("GET /api/cs/getdata", () => send("/api/cs/getdata", { headers: { authorization: `Bearer ${supplierToken}` } }));
}
