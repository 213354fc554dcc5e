// REST facade of the reference data (spec section 7): GET /api/tcomnos?search={text} for the municipality
// autocomplete. Answers {data: [...]} with the spec's Italian column names plus the label the form shows.
import { requestContext, type Api } from "../../http/rest";
import { municipalityLabel } from "./municipality-label";

export function registerReferenceRoutes(api: Api): void {
  api.get("/api/tcomnos", async (c) => {
    const { services, viewer } = requestContext(c);
    services.auth.requireViewer(viewer);
    const limitText = c.req.query("limit");
    const municipalities = await services.reference.searchMunicipalities(viewer, {
      search: c.req.query("search"),
      limit: limitText && /^\d{1,3}$/.test(limitText) ? Number(limitText) : null,
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
