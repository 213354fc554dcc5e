// Tabs 4 "Mezzi impiegati" / "Elenco Mezzi" and 5 "Macchine/Attrezzature" of the procurement card: one query,
// loaded when the tab opens (so the card's first load stays small), and one @refetchable fragment, paged on the
// server. The tab only chooses the kinds it lists and the kind whose required documents its warning panel shows.
import { Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { ElementRow_element$key } from "../../__generated__/ElementRow_element.graphql";
import type { ElementKind, ElementsTabQuery } from "../../__generated__/ElementsTabQuery.graphql";
import type { ElementsTabRefetchQuery } from "../../__generated__/ElementsTabRefetchQuery.graphql";
import type { ElementsTab_procurementSupplier$key } from "../../__generated__/ElementsTab_procurementSupplier.graphql";
import type { ElementsTable_permissions$key } from "../../__generated__/ElementsTable_permissions.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";
import { readElementRow } from "./ElementRow";
import { ElementsTable, type ElementsTabKind } from "./ElementsTable";
import "./elements.css";

const PAGE_SIZE = 10;

// Tab 5 lists machines and tools together (as REST's procurementmachinery does); both ask for the machinery documents.
const TAB_KINDS: Record<ElementsTabKind, { kinds: ElementKind[]; requiredKind: ElementKind; withTools: boolean }> = {
  vehicles: { kinds: ["EQUIPMENT"], requiredKind: "EQUIPMENT", withTools: false },
  // Machines and tools share the tab, and each kind has its own list of required documents.
  machinery: { kinds: ["MACHINERY", "TOOL"], requiredKind: "MACHINERY", withTools: true },
};

const query = graphql`
  query ElementsTabQuery($id: ID!, $first: Int, $kinds: [ElementKind!]!, $requiredKind: ElementKind!, $withTools: Boolean!) {
    node(id: $id) {
      # Aliased: null unless the id is a supplier's place the viewer may see.
      ... on ProcurementSupplier @alias(as: "supplierLink") {
        ...ElementsTab_procurementSupplier @arguments(first: $first, kinds: $kinds, requiredKind: $requiredKind, withTools: $withTools)
      }
    }
  }
`;

const fragment = graphql`
  fragment ElementsTab_procurementSupplier on ProcurementSupplier
  @refetchable(queryName: "ElementsTabRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    kinds: { type: "[ElementKind!]!" }
    requiredKind: { type: "ElementKind!" }
    withTools: { type: "Boolean!" }
  ) {
    id
    required: requiredElementDocuments(kind: $requiredKind)
    requiredForTools: requiredElementDocuments(kind: TOOL) @include(if: $withTools)
    elements(kinds: $kinds, first: $first, after: $after, last: $last, before: $before) {
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

export type ElementsTabProps = {
  tab: ElementsTabKind;
  procurementSupplierId: string;
  viewerKind: string;
  permissions: ElementsTable_permissions$key;
  refreshCount: number;
};

export function ElementsTab(props: ElementsTabProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Loader {...props} />
    </Suspense>
  );
}

function Loader(props: ElementsTabProps) {
  const data = useLazyLoadQuery<ElementsTabQuery>(
    query,
    { id: props.procurementSupplierId, first: PAGE_SIZE, ...TAB_KINDS[props.tab] },
    { fetchPolicy: "store-and-network" },
  );
  const supplierLink = data.node?.supplierLink;
  return supplierLink ? <List {...props} supplierLink={supplierLink} /> : null;
}

function List(props: ElementsTabProps & { supplierLink: ElementsTab_procurementSupplier$key }) {
  const [data, refetch] = useRefetchKeepingData<ElementsTabRefetchQuery, ElementsTab_procurementSupplier$key>(fragment, props.supplierLink);
  const table = useConnectionTable<ElementRow_element$key & { readonly id: string }, string>({
    connection: data.elements,
    // The element lists have no search or sort: only the page travels (the kinds stay the fragment's).
    refetch: useCallback(
      (variables, options) => refetch({ first: variables.first, after: variables.after, last: variables.last, before: variables.before }, options),
      [refetch],
    ),
    defaultOrderBy: "INSERTION",
    pageSize: PAGE_SIZE,
  });
  const rows = useMemo(() => table.rows.map((node) => readElementRow(node)), [table.rows]);
  const { reload } = table;
  // The card's refresh button reloads the page on screen.
  const firstRefresh = useRef(props.refreshCount);
  useEffect(() => {
    if (props.refreshCount !== firstRefresh.current) reload();
  }, [props.refreshCount, reload]);
  return (
    <ElementsTable
      tab={props.tab}
      procurementSupplierId={data.id}
      rows={rows}
      table={table.tableProps}
      requiredDocuments={data.required}
      requiredToolDocuments={data.requiredForTools ?? []}
      viewerKind={props.viewerKind}
      permissions={props.permissions}
      reload={reload}
    />
  );
}
