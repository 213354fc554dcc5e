// What tabs 4 and 5 share around ElementsTable: the tab's own query, loaded when the tab opens (so the
// card's first load stays small), and its @refetchable fragment, paged on the server. Each tab gives its
// query and fragment (VehiclesTab.tsx, MachineryTab.tsx), which alias their lists to the same names:
// `required` (the documents asked for each element) and `elements` (the connection).
import { Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { useLazyLoadQuery, type GraphQLTaggedNode } from "react-relay/hooks";
import type { OperationType } from "relay-runtime";
import type { KeyType } from "react-relay/relay-hooks/helpers";
import type { ElementRow_element$key } from "../../__generated__/ElementRow_element.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { useConnectionTable, type ConnectionLike } from "../../components/table/useConnectionTable";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";
import { readElementRow } from "./ElementRow";
import { ElementsTable, type ElementsTab } from "./ElementsTable";
import "./elements.css";

const PAGE_SIZE = 10;

export type ElementsTabProps = { procurementSupplierId: string; viewerKind: string; userLevel: number; refreshCount: number };

// The shape both tab fragments read (their generated types are checked against it in the tab files).
export type ElementsTabData = {
  readonly id: string;
  readonly required: ReadonlyArray<string>;
  readonly elements: ConnectionLike<ElementRow_element$key & { readonly id: string }>;
};

type Sources = { tab: ElementsTab; query: GraphQLTaggedNode; fragment: GraphQLTaggedNode };

export function ElementsTabLoader(props: ElementsTabProps & Sources) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Loader {...props} />
    </Suspense>
  );
}

function Loader(props: ElementsTabProps & Sources) {
  const data = useLazyLoadQuery<OperationType>(props.query, { id: props.procurementSupplierId, first: PAGE_SIZE }, { fetchPolicy: "store-and-network" }) as {
    node?: { supplierLink?: KeyType | null } | null;
  };
  const supplierLink = data.node?.supplierLink;
  return supplierLink ? <List {...props} supplierLink={supplierLink} /> : null;
}

function List(props: ElementsTabProps & Sources & { supplierLink: KeyType }) {
  const [raw, refetch] = useRefetchKeepingData<OperationType, KeyType>(props.fragment, props.supplierLink);
  const data = raw as unknown as ElementsTabData;
  const table = useConnectionTable<ElementRow_element$key & { readonly id: string }, string>({
    connection: data.elements,
    // The element lists have no search or sort: only the page travels.
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
      viewerKind={props.viewerKind}
      userLevel={props.userLevel}
      reload={reload}
    />
  );
}
