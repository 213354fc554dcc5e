#!/usr/bin/env node
// Esempio di client per un tornello: chiede al portale se un lavoratore può entrare oggi nel cantiere di un appalto.
// Node 20 o successivo, nessuna dipendenza, nessuna compilazione (docs/integratori.md).
//
//   PORTALE_URL=https://portale.esempio.it PORTALE_CHIAVE=psa_... node tornello.mjs <appalto> <codice fiscale>
//
// <appalto>: l'id Relay dell'appalto (come lo dà procurementCompliance) oppure il suo numero.
// Uscita 0: ammesso. Uscita 1: non ammesso (i motivi sono stampati). Uscita 2: non è stato possibile chiedere
// (rete, chiave, limiti): il tornello resta chiuso.

const ADMITTED = 0;
const REFUSED = 1;
const UNANSWERED = 2;

const QUERY = `query Tornello($procurementId: ID!, $fiscalCode: String!) {
  workerCompliance(procurementId: $procurementId, fiscalCode: $fiscalCode) {
    mayEnterToday
    complianceDate
    worker { firstName lastName fiscalCode }
    complianceReasons { item label state trafficLight expiresOn details }
  }
}`;

const ITEMS = {
  REQUIRED_DOCUMENT: "Documento del fornitore",
  FITNESS_CERTIFICATE: "Idoneità",
  PARTICIPATION: "Partecipazione all'appalto",
  SUPPLIER_LINK: "Fornitore nell'appalto",
  ELEMENT: "Mezzo, macchina o attrezzatura",
  SUBSTANCE: "Sostanza",
};

const STATES = {
  MISSING: "mancante",
  EXPIRED: "scaduto",
  EXPIRING: "in scadenza",
  PENDING: "in attesa di approvazione",
  REJECTED: "respinto",
  NOT_REQUIRED: "non richiesto",
  OK: "in regola",
};

function procurementId(text) {
  return /^\d+$/.test(text) ? Buffer.from(`Procurement:${text}`).toString("base64") : text;
}

function reasonLine(reason) {
  const expiry = reason.expiresOn ? ` (scadenza ${reason.expiresOn})` : "";
  const details = reason.details.length > 0 ? `: ${reason.details.join("; ")}` : "";
  return `  - ${ITEMS[reason.item] ?? reason.item} «${reason.label}»: ${STATES[reason.state] ?? reason.state}${expiry}${details}`;
}

async function ask(url, key, variables) {
  const response = await fetch(new URL("/graphql", url), {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ query: QUERY, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.json().catch(() => null);
  // A refusal of the rate limit (429) is an RFC 9457 problem with `detail`; GraphQL errors come in `errors`.
  const error = body?.errors?.[0]?.message ?? body?.detail;
  if (!response.ok || error) throw new Error(error ?? `risposta HTTP ${response.status}`);
  return body.data.workerCompliance;
}

async function main([procurement, fiscalCode]) {
  const url = process.env.PORTALE_URL ?? "http://localhost:3000";
  const key = process.env.PORTALE_CHIAVE;
  if (!procurement || !fiscalCode || !key) {
    console.error("Uso: PORTALE_CHIAVE=psa_... [PORTALE_URL=...] node tornello.mjs <appalto> <codice fiscale>");
    return UNANSWERED;
  }
  const code = fiscalCode.trim().toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(code)) {
    console.error(`Codice fiscale non valido: ${fiscalCode}`);
    return UNANSWERED;
  }
  let answer;
  try {
    answer = await ask(url, key, { procurementId: procurementId(procurement), fiscalCode: code });
  } catch (error) {
    console.error(`Impossibile chiedere al portale: ${error.message}`);
    return UNANSWERED;
  }
  if (!answer) {
    console.log(`NON AMMESSO: nessun lavoratore con codice fiscale ${code} in questo appalto`);
    return REFUSED;
  }
  const name = `${answer.worker.firstName} ${answer.worker.lastName} (${answer.worker.fiscalCode ?? code})`;
  if (answer.mayEnterToday) {
    console.log(`AMMESSO: ${name} può entrare oggi, ${answer.complianceDate}`);
    // What is still in order but needs attention soon (a document about to expire).
    if (answer.complianceReasons.length > 0) console.log(`Da sistemare presto:\n${answer.complianceReasons.map(reasonLine).join("\n")}`);
    return ADMITTED;
  }
  console.log(`NON AMMESSO: ${name} non può entrare oggi, ${answer.complianceDate}. Motivi:`);
  console.log(answer.complianceReasons.map(reasonLine).join("\n"));
  return REFUSED;
}

process.exitCode = await main(process.argv.slice(2));
