// What every required-document mutation reads back: the row, and the traffic lights the change may move
// (its supplier's on the procurement, and the procurement's) and the tabs' counts, so the table, the header and the customer's
// supplier picker update without a reload.
import { graphql } from "react-relay/hooks";

export const requiredDocumentChangeFragment = graphql`
  fragment RequiredDocumentChange_document on RequiredDocument {
    ...RequiredDocumentRow_document
    procurementSupplier {
      ...ProcurementSupplierAttention_procurementSupplier
    }
  }
`;
