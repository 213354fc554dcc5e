// What a change on the procurement card reads back about the supplier's place: its light, the procurement's, and
// the counts on the card's tabs, so the header, the picker and the badges follow without a reload.
import { graphql } from "react-relay/hooks";

export const procurementSupplierAttentionFragment = graphql`
  fragment ProcurementSupplierAttention_procurementSupplier on ProcurementSupplier {
    id
    trafficLight
    attentionCounts {
      documents
      workers
      vehicles
      machinery
      substances
    }
    procurement {
      id
      trafficLight
    }
  }
`;
