// REST facade of the supplier home (spec section 7): GET cs/getdata.
import { requestContext, type Api } from "../../lib/rest";

export function registerSupplierRoutes(api: Api): void {
  api.get("/api/cs/getdata", async (c) => {
    const { services, viewer } = requestContext(c);
    const data = await services.suppliers.getOwnSupplierData(viewer);
    return c.json({ data });
  });
}
