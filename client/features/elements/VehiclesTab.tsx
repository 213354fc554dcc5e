// Tab 4 "Mezzi impiegati" / "Elenco Mezzi" of the procurement card: its query and its fragment; the rest is shared with the other
// element tab (ElementsTabLoader, ElementsTable).
import { graphql } from "react-relay/hooks";
import type { VehiclesTab_procurementSupplier$data } from "../../__generated__/VehiclesTab_procurementSupplier.graphql";
import { ElementsTabLoader, type ElementsTabData, type ElementsTabProps } from "./ElementsTabLoader";

const query = graphql`
  query VehiclesTabQuery($id: ID!, $first: Int) {
    node(id: $id) {
      # Aliased: null unless the id is a supplier's place the viewer may see.
      ... on ProcurementSupplier @alias(as: "supplierLink") {
        ...VehiclesTab_procurementSupplier @arguments(first: $first)
      }
    }
  }
`;

const fragment = graphql`
  fragment VehiclesTab_procurementSupplier on ProcurementSupplier
  @refetchable(queryName: "VehiclesTabRefetchQuery")
  @argumentDefinitions(first: { type: "Int" }, after: { type: "String" }, last: { type: "Int" }, before: { type: "String" }) {
    id
    required: requiredElementDocuments(kind: EQUIPMENT)
    elements: vehicles(first: $first, after: $after, last: $last, before: $before) {
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
export type VehiclesTabData = Fits<VehiclesTab_procurementSupplier$data>;

export function VehiclesTab(props: ElementsTabProps) {
  return <ElementsTabLoader {...props} tab="vehicles" query={query} fragment={fragment} />;
}
