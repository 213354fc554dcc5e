/**
 * @generated SignedSource<<3640dc5ff920cba722c84bb3a8ee977c>>
 * @relayHash 2ebf215f4345af231805800ac884e974
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 905b60db1017536022fa5c6d19cd9fafd90f1f7a3ff8833f37344cf0b21495dd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortDirection = "ASC" | "DESC";
export type WorkerStatusFilter = "ALT" | "ALTO" | "BASSO" | "ID" | "IDPL" | "NI";
export type WorkforceOrderField = "BUSINESS_IMPACT" | "DEPARTMENT" | "FACTORY" | "JOB" | "LAST_VISIT" | "NAME" | "NEXT_VISIT" | "SUITABILITY";
export type WorkforceTableRefetchQuery$variables = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  hideInactive?: boolean | null | undefined;
  last?: number | null | undefined;
  orderBy?: WorkforceOrderField | null | undefined;
  search?: string | null | undefined;
  status?: WorkerStatusFilter | null | undefined;
};
export type WorkforceTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WorkforceTable_query">;
};
export type WorkforceTableRefetchQuery = {
  response: WorkforceTableRefetchQuery$data;
  variables: WorkforceTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "before"
  },
  {
    "defaultValue": "ASC",
    "kind": "LocalArgument",
    "name": "direction"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": true,
    "kind": "LocalArgument",
    "name": "hideInactive"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "last"
  },
  {
    "defaultValue": "NAME",
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "before",
    "variableName": "before"
  },
  {
    "kind": "Variable",
    "name": "direction",
    "variableName": "direction"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "hideInactive",
    "variableName": "hideInactive"
  },
  {
    "kind": "Variable",
    "name": "last",
    "variableName": "last"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkforceTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "WorkforceTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkforceTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WorkforceConnection",
        "kind": "LinkedField",
        "name": "workforce",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkforceEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkforceWorker",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "resigned",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "excludedFromSurveillance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkforcePlace",
                    "kind": "LinkedField",
                    "name": "factory",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkforcePlace",
                    "kind": "LinkedField",
                    "name": "department",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkforcePlace",
                    "kind": "LinkedField",
                    "name": "job",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "suitability",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "businessImpact",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastVisit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextVisit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrainingFamily",
                    "kind": "LinkedField",
                    "name": "trainingFamilies",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "enrolled",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2ebf215f4345af231805800ac884e974",
    "id": "905b60db1017536022fa5c6d19cd9fafd90f1f7a3ff8833f37344cf0b21495dd",
    "metadata": {},
    "name": "WorkforceTableRefetchQuery",
    "operationKind": "query",
    "text": "query WorkforceTableRefetchQuery(\n  $after: String\n  $before: String\n  $direction: SortDirection = ASC\n  $first: Int\n  $hideInactive: Boolean = true\n  $last: Int\n  $orderBy: WorkforceOrderField = NAME\n  $search: String\n  $status: WorkerStatusFilter\n) {\n  ...WorkforceTable_query_mMfFM\n}\n\nfragment WorkforceTable_query_mMfFM on Query {\n  workforce(first: $first, after: $after, last: $last, before: $before, search: $search, status: $status, orderBy: $orderBy, direction: $direction, hideInactive: $hideInactive) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...WorkforceWorkerRow_worker\n        id\n      }\n    }\n  }\n}\n\nfragment WorkforceWorkerRow_worker on WorkforceWorker {\n  id\n  databaseId\n  firstName\n  lastName\n  resigned\n  excludedFromSurveillance\n  factory {\n    name\n  }\n  department {\n    name\n  }\n  job {\n    name\n  }\n  suitability\n  businessImpact\n  lastVisit\n  nextVisit\n  trainingFamilies {\n    code\n    name\n    status\n    enrolled\n  }\n}\n"
  }
};
})();

(node as any).hash = "02f409ba8dd3c50bdc97fbfa38b184d1";

export default node;
