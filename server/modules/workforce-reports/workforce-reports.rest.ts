// GET /api/reports/{rep1|rep2|rep3}: the customer's reports on its workers as .xlsx, saved as "exporta.xlsx"
// (spec section 9, default file names). Thin adapter over workforce-reports.service.ts, which authorizes.
import { requestContext, type Api } from "../../http/rest";
import { NotFoundError } from "../../lib/errors";
import { XLSX_MIME_TYPE } from "../../lib/xlsx-stream";
import { streamDownloadResponse } from "../files/downloads";
import { WORKFORCE_REPORTS, type WorkforceReport } from "./workforce-reports.service";

const REPORT_FILE_NAME = "exporta.xlsx";

export function registerWorkforceReportRoutes(api: Api): void {
  api.get("/api/reports/:report", (c) => {
    const { services, viewer } = requestContext(c);
    const report = c.req.param("report");
    if (!(WORKFORCE_REPORTS as readonly string[]).includes(report)) throw new NotFoundError("Report non trovato");
    return streamDownloadResponse(viewer, services.workforceReports.report(viewer, report as WorkforceReport), REPORT_FILE_NAME, XLSX_MIME_TYPE);
  });
}
