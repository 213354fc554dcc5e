// Tab 5 "Macchine/Attrezzature" of the procurement card: its query and its fragment; the rest is shared with the other
// element tab (ElementsTabLoader, ElementsTable).
import { graphql } from "react-relay/hooks";
import type { MachineryTab_procurementSupplier$data } from "../../__generated__/MachineryTab_procurementSupplier.graphql";
import { ElementsTabLoader, type ElementsTabData, type ElementsTabProps } from "./ElementsTabLoader";

const query = graphql`
  query MachineryTabQuery($id: ID!, $first: Int) {
    node(id: $id) {
      # Aliased: null unless the id is a supplier's place the viewer may see.
      ... on ProcurementSupplier @alias(as: "supplierLink") {
        ...MachineryTab_procurementSupplier @arguments(first: $first)
      }
    }
  }
`;

const fragment = graphql`
  fragment MachineryTab_procurementSupplier on ProcurementSupplier
  @refetchable(queryName: "MachineryTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int" }, after: { type: "String" }, last: { type: "Int" }, before: { type: "String" }) {
    id
    required: requiredElementDocuments(kind: MACHINERY)
    elements: machineriesAndTools(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        startCursor
        endCursor
      }
      edges {
        node {
          id
          ...ElementRow_element
        }
      }
    }
  }
`;

// Checked when compiling: the generated type fits the shape the shared loader reads.
type Fits<T extends ElementsTabData> = T;
export type MachineryTabData = Fits<MachineryTab_procurementSupplier$data>;

export function MachineryTab(props: ElementsTabProps) {
  return <ElementsTabLoader {...props} tab="machinery" query={query} fragment={fragment} />;
}
