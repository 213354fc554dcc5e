// REST facade of the procurement card (spec section 7): cs/subprocurements/{id}, the supplier's
// information within the procurement (procurements/customersuppliers: its pivot store, which also adds a supplier
// to the procurement) and the general files' download.
import { parseNodeId } from "../../lib/node-id";
import { readJsonBody, requestContext, requestToday, withRestFieldNames, type Api } from "../../http/rest";
import { elementRestSelect, toProcurementElementsData } from "../elements/element-shapes.rest";
import { fileDownloadResponse } from "../files/downloads";
import { substanceRestSelect, toSubstanceData } from "../substances/substance-shapes.rest";
import { procurementWorkersData } from "../workers/procurement-worker-shapes.rest";
import { pivotSelect } from "./procurement-links";
import { toPivot, toSubprocurementData } from "./procurement-shapes.rest";

export function registerProcurementRoutes(api: Api): void {
  api.get("/api/cs/subprocurements/:id", async (c) => {
    const { services, viewer } = requestContext(c);
    const data = toSubprocurementData(await services.procurements.readProcurementCard(viewer, parseNodeId(c.req.param("id"))), requestToday(c));
    // customer_supplier_workers and supplier_worker_attachments (spec section 3), from the workers module.
    const workers = await procurementWorkersData(c, data.id);
    // equipments, machineries, tools, vehicles and machinery (spec section 3), from the elements module.
    const elements = toProcurementElementsData(await services.elements.readProcurementElements(viewer, data.id, elementRestSelect), requestToday(c));
    const today = requestToday(c);
    const substances = (await services.substances.readProcurementSubstances(viewer, data.id, substanceRestSelect)).map((row) => toSubstanceData(row, viewer, today));
    return c.json({ data: { ...data, ...workers, ...elements, substances } });
  });

  api.post("/api/procurements/customersuppliers", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const body = await readJsonBody(c);
    // The REST form calls the parent field parent_supplier.
    // A pivot store: a supplier not yet on the procurement is added (by its customer), one already on it is updated.
    const data = await withRestFieldNames({ procurementId: "procurement_id", parentSupplierId: "parent_supplier", supplierId: "supplier_id" }, async () => {
      const added = await services.procurementSuppliers.addFromRestPivot(viewer, body, ip);
      return added ? services.procurements.loadVisibleLink(viewer, added.id, { select: pivotSelect }) : services.procurements.storeProcurementSupplierPivot(viewer, body, ip);
    });
    return c.json({ data: toPivot(data) });
  });

  api.get("/api/procurementfiles/:id/download", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    const media = await services.procurements.procurementFileMedia(viewer, parseNodeId(c.req.param("id")));
    return fileDownloadResponse(deps, viewer, media);
  });
}
