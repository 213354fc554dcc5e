// REST facade of the reference data (spec section 7): GET /api/tcomnos?search={text} for the municipality
// autocomplete. Answers {data: [...]} with the spec's Italian column names plus the label the form shows.
import { requestContext, type Api } from "../../http/rest";
import { parsePageSize } from "../../lib/page-params";
import { municipalityLabel } from "./municipality-label";
import { MUNICIPALITY_SEARCH_DEFAULT_LIMIT } from "./reference.service";

export function registerReferenceRoutes(api: Api): void {
  api.get("/api/tcomnos", async (c) => {
    const { services, viewer } = requestContext(c);
    services.auth.requireViewer(viewer);
    const limit = parsePageSize("limit", c.req.query("limit"), MUNICIPALITY_SEARCH_DEFAULT_LIMIT);
    const municipalities = await services.reference.searchMunicipalities(viewer, {
      search: c.req.query("search"),
      limit,
    });
    return c.json({
      data: municipalities.map((municipality) => ({
        id: municipality.id,
        comune: municipality.name,
        provincia: municipality.province,
        codice_istat: municipality.istatCode,
        codice_catastale: municipality.cadastralCode,
        cessato: municipality.discontinued ? 1 : 0,
        label: municipalityLabel(municipality),
      })),
    });
  });
}
