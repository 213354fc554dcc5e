// REST facade of the customer's workforce: GET /api/workers (the list, paged: page, per_page, search,
// hide_inactive, status, sort, direction), GET /api/workers/{id} (a record), the photo and the files, and spec
// section 7's lists: GET /api/factories, /api/departments (?factory_id), /api/jobs?factory_id and
// /api/hazards?job_id (&level). Thin adapters over workforce.service.ts, which authorizes every call.
import { listPageMeta, parsePageParams } from "../../lib/page-params";
import { parseInput } from "../../lib/errors";
import { parseNodeId } from "../../lib/node-id";
import { requestContext, type Api } from "../../http/rest";
import { signedIn } from "../../viewer";
import { factoryQuerySchema, jobHazardsQuerySchema, workforceListQuerySchema, WORKFORCE_REST_ORDER } from "../../../common/validation/workforce";
import { fileDownloadResponse } from "../files/downloads";
import { WORKFORCE_ORDER_FIELDS } from "./workforce-list";
import { workforceRecordSelect, workforceRecordShape, workforceRowSelect, workforceRowShape } from "./workforce-shapes.rest";
import { trainingFamiliesOfRows } from "./workforce.service";

const DEFAULT_PER_PAGE = 10;

export function registerWorkforceRoutes(api: Api): void {
  api.get("/api/workers", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    signedIn(viewer);
    const query = c.req.query();
    const page = parsePageParams(query, DEFAULT_PER_PAGE);
    const args = parseInput(workforceListQuerySchema, query);
    const { rows, total } = await services.workforce.restPage(
      viewer,
      {
        search: args.search ?? null,
        hideInactive: args.hide_inactive,
        status: args.status ?? null,
        orderBy: args.sort ? WORKFORCE_ORDER_FIELDS[WORKFORCE_REST_ORDER.indexOf(args.sort)] : null,
        direction: args.direction ? (args.direction === "asc" ? "ASC" : "DESC") : null,
      },
      page,
      workforceRowSelect,
    );
    const now = deps.now();
    return c.json({ data: rows.map((row) => workforceRowShape(row, trainingFamiliesOfRows(row.training, now))), ...listPageMeta(page, total) });
  });

  api.get("/api/workers/:id", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    signedIn(viewer);
    const row = await services.workforce.record(viewer, parseNodeId(c.req.param("id")), workforceRecordSelect);
    return c.json({ data: workforceRecordShape(row, trainingFamiliesOfRows(row.training, deps.now())) });
  });

  api.get("/api/workers/:id/photo", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    signedIn(viewer);
    return fileDownloadResponse(deps, viewer, await services.workforce.photo(viewer, parseNodeId(c.req.param("id"))));
  });

  api.get("/api/workers/:id/files/:fileId", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    signedIn(viewer);
    const media = await services.workforce.file(viewer, parseNodeId(c.req.param("fileId")));
    return fileDownloadResponse(deps, viewer, media);
  });

  api.get("/api/factories", async (c) => {
    const { services, viewer } = requestContext(c);
    signedIn(viewer);
    return c.json({ data: await services.workforce.factories(viewer) });
  });

  api.get("/api/departments", async (c) => {
    const { services, viewer } = requestContext(c);
    signedIn(viewer);
    const { factory_id } = parseInput(factoryQuerySchema, c.req.query());
    const rows = await services.workforce.departments(viewer, factory_id ?? null);
    return c.json({ data: rows.map((row) => ({ id: row.id, name: row.name, factory_id: row.factoryId })) });
  });

  api.get("/api/jobs", async (c) => {
    const { services, viewer } = requestContext(c);
    signedIn(viewer);
    const { factory_id } = parseInput(factoryQuerySchema, c.req.query());
    const rows = factory_id === undefined ? [] : await services.workforce.jobs(viewer, factory_id);
    return c.json({ data: rows.map((row) => ({ id: row.id, name: row.name, factory_id: row.factoryId })) });
  });

  api.get("/api/hazards", async (c) => {
    const { services, viewer } = requestContext(c);
    signedIn(viewer);
    const { job_id, level } = parseInput(jobHazardsQuerySchema, c.req.query());
    const rows = await services.workforce.jobHazards(viewer, job_id, level ?? null);
    return c.json({ data: rows.map((row) => ({ id: row.hazard.id, name: row.hazard.name, level: row.level })) });
  });
}
