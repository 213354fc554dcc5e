// What every element row, dialog and mutation reads of a vehicle, machine or tool: its fields, its
// compliance light with the reasons (@inline: the table reads it while rendering cells, and every
// mutation payload re-reads the same fields, which updates the row in place), its documents with their approval, and the lights the change may
// move (the supplier's on the procurement and the procurement's), so the header updates in place.
import { graphql, readInlineData } from "react-relay/hooks";
import type { ElementRow_element$data, ElementRow_element$key } from "../../__generated__/ElementRow_element.graphql";

export const elementRowFragment = graphql`
  fragment ElementRow_element on ProcurementElement @inline {
    id
    kind
    kindLabel
    type
    makerAndModel
    serialNumber
    belonging
    note
    approval
    approvalMode
    reviewNote
    compliance {
      light
      state
      reasons
    }
    documentRequirements {
      id
      documentName
    }
    documents {
      id
      requirementId
      documentName
      documentDate
      documentExpirationDate
      approval
      isApproved
      note
      complianceState
      file {
        downloadUrl
        originalName
      }
    }
  }
`;

export const elementChangeFragment = graphql`
  fragment ElementRow_change on ElementPayload {
    element {
      ...ElementRow_element
    }
    procurementSupplier {
      ...ProcurementSupplierAttention_procurementSupplier
    }
  }
`;

export const elementDocumentChangeFragment = graphql`
  fragment ElementRow_documentChange on ElementDocumentPayload {
    element {
      ...ElementRow_element
    }
    procurementSupplier {
      ...ProcurementSupplierAttention_procurementSupplier
    }
  }
`;

export function readElementRow(key: ElementRow_element$key): ElementRow_element$data {
  return readInlineData(elementRowFragment, key);
}

export type ElementRowData = ElementRow_element$data;
export type ElementDocumentData = ElementRowData["documents"][number];
export type ElementKindValue = ElementRowData["kind"];
