// Routes start their query in the router's loader, before their code has even arrived
// (relay-examples style). One live reference per route: the previous one is released on reload.
import { loadQuery, type PreloadedQuery } from "react-relay/hooks";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { environment } from "./environment";

const liveReferences = new Map<string, PreloadedQuery<OperationType>>();

export function preloadRouteQuery<TQuery extends OperationType>(
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: TQuery["variables"],
): PreloadedQuery<TQuery> {
  liveReferences.get(routeKey)?.dispose();
  const reference = loadQuery<TQuery>(environment, query, variables, { fetchPolicy: "store-and-network" });
  liveReferences.set(routeKey, reference);
  return reference;
}
