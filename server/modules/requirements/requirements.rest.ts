// The download of a catalogue category's default document, for the customer's catalogue screen.
import { parseNodeId } from "../../lib/node-id";
import { requestContext, type Api } from "../../http/rest";
import { fileDownloadResponse } from "../files/downloads";

export function registerRequirementRoutes(api: Api): void {
  api.get("/api/requirementcategories/:id/defaultdocument", async (c) => {
    const { deps, services, viewer } = requestContext(c);
    const media = await services.otherRequirements.defaultDocumentMedia(viewer, parseNodeId(c.req.param("id")));
    return fileDownloadResponse(deps, viewer, media);
  });
}
