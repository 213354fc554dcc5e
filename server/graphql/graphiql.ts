// The page integrators explore the API with: Yoga's own GraphiQL, at /graphql for a browser (GET with Accept:
// text/html), with the three questions a gate, an ERP and a planning tool ask, ready to run. The page itself is
// the same for everyone and holds nothing of the portal: the schema's description and every answer come from
// /graphql with the credential written in the page's Headers tab, and only a customer's users and API keys get
// the description (anonymous-operations.ts). docs/integratori.md explains the same queries with curl.
//
// GraphiQL's code, styles and editor workers come from unpkg.com, and its page has inline scripts: its answer gets a
// Content-Security-Policy of its own, allowing exactly those (the inline scripts by their hashes), while every other
// answer of the portal keeps the strict one (app.ts).
import { createHash } from "node:crypto";
import { renderGraphiQL, type GraphiQLOptions } from "graphql-yoga";

const HEADERS_TEMPLATE = JSON.stringify({ Authorization: "Bearer psa_..." }, null, 2);

const EXAMPLES = [
  {
    title: "Ingresso di un lavoratore",
    query: `# Può entrare oggi? Per codice fiscale, nell'appalto indicato (id dell'appalto: come lo dà procurementCompliance)
query IngressoLavoratore($procurementId: ID!, $fiscalCode: String!) {
  workerCompliance(procurementId: $procurementId, fiscalCode: $fiscalCode) {
    mayEnterToday
    complianceDate
    worker { firstName lastName fiscalCode }
    complianceReasons { item label state expiresOn supplierName details }
  }
}`,
    variables: { procurementId: "", fiscalCode: "" },
  },
  {
    title: "Semaforo di un fornitore",
    query: `# Il semaforo di ogni fornitore dell'appalto, con Partita IVA e motivi: si cerca la Partita IVA nella risposta
query FornitoriAppalto($procurementId: ID!) {
  procurementCompliance(procurementId: $procurementId) {
    suppliers {
      trafficLight
      supplier { id companyName vatNumber }
      complianceReasons { item label state expiresOn details }
    }
  }
}`,
    variables: { procurementId: "" },
  },
  {
    title: "Conformità di un appalto",
    query: `# L'appalto intero: semaforo, motivi di ogni fornitore
query ConformitaAppalto($procurementId: ID!) {
  procurementCompliance(procurementId: $procurementId) {
    label
    trafficLight
    complianceDate
    complianceReasons { supplierName item label state trafficLight expiresOn details }
  }
}`,
    variables: { procurementId: "" },
  },
];

export const GRAPHIQL_OPTIONS: GraphiQLOptions = {
  title: "API del Portale Sicurezza Appalti",
  favicon: "/icons/favicon-32.png",
  defaultTabs: EXAMPLES.map((example) => ({
    query: example.query,
    variables: JSON.stringify(example.variables, null, 2),
    headers: HEADERS_TEMPLATE,
  })),
  defaultQuery: EXAMPLES[0]!.query,
  headers: HEADERS_TEMPLATE,
  defaultEditorToolsVisibility: "headers",
  // A key pasted in the Headers tab is not written to the browser's storage.
  shouldPersistHeaders: false,
};

const GRAPHIQL_ORIGIN = "https://unpkg.com";

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`);
  }
  return hashes;
}

// The page as Yoga renders it with these options, and the policy that lets exactly it run.
export const GRAPHIQL_PAGE = renderGraphiQL(GRAPHIQL_OPTIONS);

export const GRAPHIQL_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src ${GRAPHIQL_ORIGIN} ${inlineScriptHashes(GRAPHIQL_PAGE).join(" ")}`,
  `style-src ${GRAPHIQL_ORIGIN} 'unsafe-inline'`,
  `font-src ${GRAPHIQL_ORIGIN} data:`,
  "img-src 'self' data:",
  // The queries go to /graphql; the editor's workers are fetched from unpkg and started from blob: URLs.
  `connect-src 'self' ${GRAPHIQL_ORIGIN}`,
  "worker-src blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");
