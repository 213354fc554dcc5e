// What one row of "Documentazione richiesta" shows and its dialogs read. @inline, so the table reads it
// with readInlineData while rendering cells (no hook per cell) and every mutation payload re-reads the
// same fields, which updates the row in place.
import { graphql, readInlineData } from "react-relay/hooks";
import type { RequiredDocumentRow_document$data, RequiredDocumentRow_document$key } from "../../__generated__/RequiredDocumentRow_document.graphql";

export const requiredDocumentRowFragment = graphql`
  fragment RequiredDocumentRow_document on RequiredDocument @inline {
    id
    category {
      code
      label
    }
    attachmentName
    documentDate
    documentExpirationDate
    approval
    active
    note
    reviewNote
    complianceState
    selfCertificationUrl
    reviewedAt
    file {
      originalName
      downloadUrl
    }
    defaultDocument {
      originalName
      downloadUrl
    }
    viewerCanDelete {
      allowed
    }
  }
`;

export type RequiredDocumentRowData = RequiredDocumentRow_document$data;

export function readRequiredDocumentRow(key: RequiredDocumentRow_document$key): RequiredDocumentRowData {
  return readInlineData(requiredDocumentRowFragment, key);
}
