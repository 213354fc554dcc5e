// REST facade of vehicles, machines and tools (spec section 7, "Vehicles (equipment)" and "Machinery and
// tools"): thin adapters over the element service, answering the spec's snake_case shapes. The element type
// in an address is equipment, machinery or tool; any other answers "Tipo di oggetto non supportato".
import type { Context } from "hono";
import { parseNodeId } from "../../lib/node-id";
import { readJsonBody, requestContext, requestToday, withRestFieldNames, type Api, type ApiEnv } from "../../http/rest";
import { approvalValue, flagValue, presentValue as present } from "../../lib/rest-values";
import { ValidationError } from "../../lib/errors";
import type { ElementKind } from "../../generated/prisma/enums";
import type { Viewer } from "../../viewer";
import type { Services } from "../../services";
import { fileDownloadResponse } from "../files/downloads";
import { withMultipartForm } from "../files/multipart";
import { ELEMENT_MESSAGES, elementKindOf } from "./elements.validation";
import { elementDocumentRestSelect, elementRestSelect, toElementData, toElementDocumentData } from "./element-shapes.rest";

// Service field -> REST field, for the 422 maps.
const REST_FIELDS: Record<string, string> = {
  id: "item_id",
  elementId: "item_id",
  procurementId: "procurement_id",
  supplierId: "customer_supplier_id",
  kind: "type_object",
  makerAndModel: "maker_and_model",
  serialNumber: "serial_number",
  documentName: "document_name",
  requirementId: "requirement_id",
  documentDate: "document_date",
  documentExpirationDate: "document_expiration_date",
  approval: "approved",
};

// The resources of section 7 and the kinds they serve; procurementmachinery also takes tools when the
// form sends type_object (the radio choice of tab 5).
const RESOURCES: Record<string, { kinds: ElementKind[]; idField: string; elementIdField: string }> = {
  procurementequipments: { kinds: ["EQUIPMENT"], idField: "preq_id", elementIdField: "equipment_id" },
  procurementmachinery: { kinds: ["MACHINERY", "TOOL"], idField: "item_id", elementIdField: "item_id" },
  procurementtool: { kinds: ["TOOL", "MACHINERY"], idField: "item_id", elementIdField: "item_id" },
};

function unsupported(): never {
  throw new ValidationError({ type_object: [ELEMENT_MESSAGES.unsupportedKind] }, ELEMENT_MESSAGES.unsupportedKind);
}

// procurement{elementType} of the attachment delete: the resource names the kind.
function kindOfResource(name: string): ElementKind {
  return elementKindOf(name.replace(/^procurement/, "")) ?? unsupported();
}

const elementFields = (body: Record<string, unknown>) => ({
  type: body.type,
  makerAndModel: body.maker_and_model,
  serialNumber: body.serial_number,
  belonging: present(body.belonging) ?? null,
  note: body.note,
});

async function storeElement(c: Context<ApiEnv>, resource: (typeof RESOURCES)[string]) {
  const { services, viewer, ip } = requestContext(c);
  const body = await readJsonBody(c);
  const id = present(body[resource.idField]) ?? present(body.id);
  return withRestFieldNames({ ...REST_FIELDS, id: resource.idField, reviewNote: "note" }, async () => {
    if (id !== undefined && viewer?.kind === "CUSTOMER" && present(body.approved) !== undefined) {
      // The customer's approval form on an element (0/1/2 with its note).
      const row = await services.elementDocuments.reviewElement(viewer, { id, approval: approvalValue(body.approved), reviewNote: present(body.note) ?? null }, ip, resource.kinds);
      return row.id;
    }
    if (id !== undefined) {
      const row = await services.elements.updateElement(viewer, { id, procurementId: present(body.procurement_id), kind: present(body.type_object), ...elementFields(body) }, ip);
      return row.id;
    }
    const kind = present(body.type_object) ?? resource.kinds[0];
    if (!resource.kinds.includes(elementKindOf(kind) ?? unsupported())) unsupported();
    const row = await services.elements.createElement(
      viewer,
      { procurementId: present(body.procurement_id), supplierId: present(body.customer_supplier_id), kind, ...elementFields(body) },
      ip,
    );
    return row.id;
  });
}

async function uploadElementFile(c: Context<ApiEnv>, resource: (typeof RESOURCES)[string]) {
  const { services, viewer, ip } = requestContext(c);
  const row = await withMultipartForm(c, "file", (fields, file) =>
    withRestFieldNames({ ...REST_FIELDS, elementId: resource.elementIdField }, () =>
      services.elementDocuments.uploadElementDocument(
        viewer,
        {
          elementId: present(fields[resource.elementIdField]) ?? present(fields.item_id),
          procurementId: present(fields.procurement_id),
          file,
          requirementId: present(fields.requirement_id),
          documentName: present(fields.document_name) ?? present(fields.name),
          documentDate: present(fields.document_date),
          documentExpirationDate: present(fields.document_expiration_date),
          noExpire: flagValue(fields.no_expire),
        },
        ip,
        resource.kinds,
      ),
    ),
  );
  return elementDocumentData(c, row.id);
}

async function elementDocumentData(c: Context<ApiEnv>, id: number) {
  const { services, viewer } = requestContext(c);
  const { element, document } = await services.elements.readElementDocument(viewer, id, elementDocumentRestSelect);
  return toElementDocumentData(document, element, requestToday(c));
}

type AttachmentAddress = { procurementId: string | undefined; kind: string | undefined; elementId: string | undefined; mediaId: string | undefined };

async function documentIdAt(services: Services, viewer: Viewer | null, address: AttachmentAddress): Promise<number> {
  return withRestFieldNames(REST_FIELDS, () =>
    services.elements.elementDocumentIdAt(viewer, {
      procurementId: parseNodeId(address.procurementId ?? ""),
      kind: address.kind,
      elementId: parseNodeId(address.elementId ?? ""),
      mediaId: parseNodeId(address.mediaId ?? ""),
    }),
  );
}

// The element and media ids come from the address; the procurement is the element's own.
async function deleteDocument(c: Context<ApiEnv>, kind: ElementKind) {
  const { services, viewer, ip } = requestContext(c);
  const elementId = c.req.param("elementId");
  const element = await services.elements.elementKey(viewer, parseNodeId(elementId ?? ""));
  const id = await documentIdAt(services, viewer, { procurementId: String(element.procurementId), kind, elementId, mediaId: c.req.param("mediaId") });
  const row = await withRestFieldNames({ id: "id" }, () => services.elementDocuments.deleteElementDocument(viewer, { id }, ip));
  return c.json({ data: { id: row.id, media_id: row.mediaId } });
}

export function registerElementRoutes(api: Api): void {
  for (const [name, resource] of Object.entries(RESOURCES)) {
    api.post(`/api/${name}`, async (c) => {
      const { services, viewer } = requestContext(c);
      const id = await storeElement(c, resource);
      return c.json({ data: toElementData(await services.elements.readElement(viewer, id, elementRestSelect), requestToday(c)) });
    });

    api.post(`/api/${name}/upload/file`, async (c) => c.json({ data: await uploadElementFile(c, resource) }));

    api.delete(`/api/${name}/:id`, async (c) => {
      const { services, viewer, ip } = requestContext(c);
      const row = await withRestFieldNames({ id: "id" }, () => services.elements.deleteElement(viewer, { id: parseNodeId(c.req.param("id")) }, ip, resource.kinds));
      return c.json({ data: { id: row.id } });
    });

    // The pivot delete of one of its documents: {resource}/{elementId}/delete/file/{mediaId}.
    api.delete(`/api/${name}/:elementId/delete/file/:mediaId`, (c) => deleteDocument(c, kindOfResource(name)));
  }

  const ATTACHMENTS = "/api/cs/procurements/:procurementId/:elementType/:elementId";

  api.get(`${ATTACHMENTS}/attachments`, async (c) => {
    const { services, viewer } = requestContext(c);
    const { element, documents } = await withRestFieldNames(REST_FIELDS, () =>
      services.elements.readElementDocuments(
        viewer,
        { procurementId: parseNodeId(c.req.param("procurementId")), kind: c.req.param("elementType"), elementId: parseNodeId(c.req.param("elementId")) },
        elementDocumentRestSelect,
      ),
    );
    const today = requestToday(c);
    return c.json({ data: documents.map((document) => toElementDocumentData(document, element, today)) });
  });

  // Edit (store) of one document: name and dates, or (the customer) its approval 0/1/2 with a note.
  api.post(`${ATTACHMENTS}/attachment/:mediaId`, async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const id = await documentIdAt(services, viewer, { ...c.req.param(), kind: c.req.param("elementType") });
    const body = await readJsonBody(c);
    await withRestFieldNames(REST_FIELDS, () =>
      viewer?.kind === "CUSTOMER" && present(body.approved) !== undefined
        ? services.elementDocuments.reviewElementDocument(viewer, { id, approval: approvalValue(body.approved), note: present(body.note) ?? null }, ip)
        : services.elementDocuments.updateElementDocument(
            viewer,
            {
              id,
              requirementId: present(body.requirement_id),
              documentName: present(body.document_name) ?? null,
              documentDate: present(body.document_date),
              documentExpirationDate: present(body.document_expiration_date),
              noExpire: flagValue(body.no_expire),
            },
            ip,
          ),
    );
    return c.json({ data: await elementDocumentData(c, id) });
  });

  api.get(`${ATTACHMENTS}/attachment/:mediaId/download`, async (c) => {
    const { deps, services, viewer } = requestContext(c);
    const id = await documentIdAt(services, viewer, { ...c.req.param(), kind: c.req.param("elementType") });
    return fileDownloadResponse(deps, viewer, await services.elements.elementDocumentMedia(viewer, id));
  });

  // The generic dialogs' file deletion: fileID is the file (media) id of an element document.
  api.post("/api/complianceobject/delfile", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    const body = await readJsonBody(c);
    const id = await services.elements.elementDocumentIdOfFile(viewer, parseNodeId(String(present(body.fileID) ?? "")));
    const row = await withRestFieldNames({ id: "fileID" }, () => services.elementDocuments.deleteElementDocument(viewer, { id }, ip));
    return c.json({ data: { id: row.id, media_id: row.mediaId } });
  });
}
