// REST facade of chemical substances (spec section 7, "Chemical substances"): GET hphrases, the multipart store
// procurementsubstances (add, or edit with prsb_id), DELETE procurementsubstances/{id} and the SDS download.
// Thin adapters over substances.service.ts; the 422 maps use the names the request used.
import { ghsPictogramsOf } from "../../../common/ghs-pictograms";
import { parseNodeId } from "../../lib/node-id";
import { requestContext, requestToday, withRestFieldNames, type Api } from "../../http/rest";
import { presentValue as present } from "../../lib/rest-values";
import { fileDownloadResponse } from "../files/downloads";
import { withMultipartForm } from "../files/multipart";
import { substanceRestSelect, toSubstanceData } from "./substance-shapes.rest";

const REST_FIELDS: Record<string, string> = {
  id: "prsb_id",
  procurementId: "procurement_id",
  supplierId: "customer_supplier_id",
  hazardStatementCodes: "selected_hphrases",
  sdsDate: "sds_date",
};

export function registerSubstanceRoutes(api: Api): void {
  // The H-phrase options of the form: {value, label} as every options list, plus the code, texts and pictograms.
  api.get("/api/hphrases", async (c) => {
    const { services, viewer } = requestContext(c);
    services.auth.requireViewer(viewer);
    const statements = await services.substances.hazardStatements(viewer);
    return c.json({
      data: statements.map((statement) => ({
        id: statement.id,
        value: statement.id,
        code: statement.code,
        label: `${statement.code} - ${statement.textIt}`,
        text_it: statement.textIt,
        text_en: statement.textEn,
        group: statement.group,
        pictograms: ghsPictogramsOf([statement.code]),
      })),
    });
  });

  api.post("/api/procurementsubstances", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const saved = await withMultipartForm(c, "file", (fields, file) =>
      withRestFieldNames(REST_FIELDS, () =>
        services.substances.save(
          viewer,
          {
            id: present(fields.prsb_id ?? fields.id),
            procurementId: present(fields.procurement_id),
            supplierId: present(fields.customer_supplier_id),
            label: fields.label,
            hazardStatementCodes: fields.selected_hphrases,
            hazardous: fields.hazardous,
            sdsDate: fields.sds_date,
            note: fields.note,
            file,
          },
          ip,
        ),
      ),
    );
    return c.json({ data: toSubstanceData(await services.substances.readSubstance(viewer, saved.id, substanceRestSelect), viewer, requestToday(c)) });
  });

  api.delete("/api/procurementsubstances/:id", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const removed = await services.substances.remove(viewer, parseNodeId(c.req.param("id")), ip);
    return c.json({ data: removed });
  });

  // The SDS opens at user level 5 (spec section 6).
  api.get("/api/procurementsubstances/:id/download", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    const media = await services.substances.sdsMedia(viewer, parseNodeId(c.req.param("id")));
    return fileDownloadResponse(deps, viewer, media);
  });
}
