// The baseline of the load benchmark (scripts/bench-load.ts): the procurement card's data for a supplier user,
// read with hand-written SQL through node-postgres and answered as the same JSON ProcurementRouteQuery gives
// (checked once before timing). It does what the portal must do too: check the token and its user (not
// revoked, not outdated), apply the supplier's visibility, decide the states with the compliance rules.
import { createServer, type Server } from "node:http";
import pg from "pg";
import { italianDateOf, isoDateOf } from "../common/calendar-dates";
import { SELF_CERTIFICATION_CATEGORY_CODE } from "../common/reference-lists";
import { complianceStateOf, trafficLightOf, type ComplianceState } from "../server/modules/documents/compliance";
import { requiredDocumentDownloadUrl, selfCertificationUrl } from "../server/modules/documents/required-documents.read";
import { bearerToken, verifyToken } from "../server/modules/auth/tokens";

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const cursorOf = (id: number) => Buffer.from(`GPC:N:${id}`).toString("base64");
const dateOf = (date: Date | null) => (date ? isoDateOf(date) : null);

type ComplianceRow = { supplier_id: number; active: boolean; approved: "PENDING" | "APPROVED" | "REJECTED"; has_file: boolean; expires: Date | null };

async function cardJson(pool: pg.Pool, tokenSecret: string, authorization: string | null, procurementNodeId: string) {
  const claims = await verifyToken(tokenSecret, bearerToken(authorization) ?? "", new Date());
  if (!claims) return null;
  const { rows: users } = await pool.query(
    `SELECT id, kind::text, user_level, customer_supplier_id, token_version, active,
            EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked
       FROM users WHERE id = $1`,
    [Number(claims.sub), claims.jti],
  );
  const user = users[0];
  if (!user || !user.active || user.revoked || user.token_version !== claims.tv || user.kind !== "SUPPLIER") return null;
  const supplierId: number = user.customer_supplier_id;
  const procurementId = Number(Buffer.from(procurementNodeId, "base64").toString().split(":")[1]);

  const [procurements, links, compliance, files, documents] = await Promise.all([
    pool.query(
      `SELECT p.id, p.label, p.date_start, p.date_end FROM procurements p
        WHERE p.id = $1 AND EXISTS (SELECT 1 FROM procurement_customer_suppliers l WHERE l.procurement_id = p.id AND l.customer_supplier_id = $2)`,
      [procurementId, supplierId],
    ),
    // The supplier's own place (all a supplier sees), with the companies' names.
    pool.query(
      `SELECT l.id, l.customer_supplier_id AS supplier_id, l.parent_customer_supplier_id AS parent_id, l.note,
              s.company_name, ps.company_name AS parent_name
         FROM procurement_customer_suppliers l
         JOIN customer_suppliers s ON s.id = l.customer_supplier_id
         LEFT JOIN customer_suppliers ps ON ps.id = l.parent_customer_supplier_id
        WHERE l.procurement_id = $1 AND l.customer_supplier_id = $2`,
      [procurementId, supplierId],
    ),
    pool.query<ComplianceRow>(
      `SELECT d.customer_supplier_id AS supplier_id, d.active, d.approved::text AS approved, d.media_id IS NOT NULL AS has_file,
              d.document_expiration_date AS expires
         FROM procurement_supplier_attachments d
        WHERE d.procurement_id = $1 AND d.customer_supplier_id = $2
       UNION ALL
       SELECT w.customer_supplier_id, c.active, c.approved::text, c.media_id IS NOT NULL, c.document_expiration_date
         FROM procurement_supplier_worker_attachments c
         JOIN procurement_customer_supplier_workers w ON w.id = c.procurement_worker_id
        WHERE w.procurement_id = $1 AND w.customer_supplier_id = $2`,
      [procurementId, supplierId],
    ),
    pool.query(
      `SELECT f.id, f.label, m.original_name FROM procurement_files f JOIN media m ON m.id = f.media_id
        WHERE f.procurement_id = $1 ORDER BY f.label, f.id`,
      [procurementId],
    ),
    pool.query(
      `SELECT d.id, d.attachment_name, d.document_date, d.document_expiration_date, d.approved::text AS approved, d.active,
              d.note, d.review_note, d.reviewed_at, d.media_id, c.id AS category_id, c.code, c.label AS category_label,
              m.original_name, dm.original_name AS default_name, COUNT(*) OVER () AS total
         FROM procurement_supplier_attachments d
         JOIN supplier_attachment_categories c ON c.id = d.category_id
         LEFT JOIN media m ON m.id = d.media_id
         LEFT JOIN media dm ON dm.id = d.default_media_id
        WHERE d.procurement_id = $1 AND d.customer_supplier_id = $2
        ORDER BY d.active DESC, c.label, d.id DESC LIMIT 10`,
      [procurementId, supplierId],
    ),
  ]);
  const procurement = procurements.rows[0];
  if (!procurement) return { data: { viewer: viewerJson(user), node: null } };

  const today = italianDateOf(new Date());
  const stateOf = (row: { active: boolean; approved: ComplianceRow["approved"]; has_file: boolean; expires: Date | null }): ComplianceState =>
    complianceStateOf({ active: row.active, hasFile: row.has_file, approval: row.approved, documentExpirationDate: row.expires }, today);
  const supplierLight = trafficLightOf(compliance.rows.filter((row) => row.supplier_id === supplierId).map(stateOf));
  const own = links.rows.find((link) => link.supplier_id === supplierId);
  const supplierRef = (id: number, companyName: string) => ({ id: globalId("Supplier", id), companyName });
  const parentRef = (link: { parent_id: number | null; parent_name: string | null }) =>
    link.parent_id === null ? null : { companyName: link.parent_name, id: globalId("Supplier", link.parent_id) };
  const edges = documents.rows.map((row) => ({
    node: {
      id: globalId("RequiredDocument", row.id),
      category: { code: row.code, label: row.category_label, id: globalId("SupplierDocumentCategory", row.category_id) },
      attachmentName: row.attachment_name,
      documentDate: dateOf(row.document_date),
      documentExpirationDate: dateOf(row.document_expiration_date),
      approval: row.approved,
      active: row.active,
      note: row.note,
      reviewNote: row.review_note,
      complianceState: stateOf({ active: row.active, approved: row.approved, has_file: row.media_id !== null, expires: row.document_expiration_date }),
      selfCertificationUrl: row.code === SELF_CERTIFICATION_CATEGORY_CODE ? selfCertificationUrl(procurementId, supplierId) : null,
      reviewedAt: row.reviewed_at?.toISOString() ?? null,
      file: row.original_name === null ? null : { originalName: row.original_name, downloadUrl: requiredDocumentDownloadUrl(row.id) },
      defaultDocument: row.default_name === null ? null : { originalName: row.default_name, downloadUrl: requiredDocumentDownloadUrl(row.id, true) },
    },
  }));
  const procurementId64 = globalId("Procurement", procurementId);
  return {
    data: {
      viewer: viewerJson(user),
      node: {
        __typename: "Procurement",
        id: procurementId64,
        suppliers: own
          ? [{ id: globalId("ProcurementSupplier", own.id), supplier: supplierRef(supplierId, own.company_name), trafficLight: supplierLight, parentSupplier: parentRef(own) }]
          : [],
        label: procurement.label,
        dateStart: dateOf(procurement.date_start),
        dateEnd: dateOf(procurement.date_end),
        // A supplier sees only its own place, so the procurement's light is its own.
        trafficLight: own ? supplierLight : "GREEN",
        files: files.rows.map((file) => ({
          id: globalId("ProcurementFile", file.id),
          label: file.label,
          file: { originalName: file.original_name, downloadUrl: `/api/procurementfiles/${file.id}/download` },
        })),
        supplierLink: own
          ? {
              id: globalId("ProcurementSupplier", own.id),
              note: own.note,
              trafficLight: supplierLight,
              supplier: supplierRef(supplierId, own.company_name),
              parentSupplier: parentRef(own),
              requiredDocuments: {
                totalCount: Number(documents.rows[0]?.total ?? 0),
                pageInfo: {
                  startCursor: documents.rows[0] ? cursorOf(documents.rows[0].id) : null,
                  endCursor: documents.rows.at(-1) ? cursorOf(documents.rows.at(-1).id) : null,
                },
                edges,
              },
            }
          : null,
      },
    },
  };
}

function viewerJson(user: { id: number; kind: string; user_level: number }) {
  return { id: globalId("User", user.id), kind: user.kind, userLevel: user.user_level };
}

// POST {"variables":{"id":...}} with the user's token, as the client posts the card's query.
export function serveCardBySql(databaseUrl: string, tokenSecret: string, port = 0): Promise<{ server: Server; pool: pg.Pool; port: number }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const { variables } = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { variables?: { id?: string } };
      cardJson(pool, tokenSecret, request.headers.authorization ?? null, variables?.id ?? "")
        .then((body) => {
          response.writeHead(body ? 200 : 401, { "content-type": "application/json" });
          response.end(JSON.stringify(body ?? { errors: [{ message: "non autenticato" }] }));
        })
        .catch((error: unknown) => {
          response.writeHead(500, { "content-type": "application/json" });
          response.end(JSON.stringify({ errors: [{ message: String(error) }] }));
        });
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ server, pool, port: (server.address() as { port: number }).port })));
}
