/**
 * @generated SignedSource<<5bcd0acb7d7896f0b387294f57868f5b>>
 * @relayHash a49d7856b15842ecc5395c779d9f22d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9826d41aff8bffe1a28f4d42fcccb2a57849843ac576ef2c0dc5c3824b134c56

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type WorkforceRouteQuery$variables = Record<PropertyKey, never>;
export type WorkforceRouteQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly kind: UserKind;
    readonly permissions: {
      readonly downloadWorkforceReports: {
        readonly allowed: boolean;
      };
      readonly viewWorkforce: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"WorkforceTable_query">;
};
export type WorkforceRouteQuery = {
  response: WorkforceRouteQuery$data;
  variables: WorkforceRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowed",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ViewerPermissions",
      "kind": "LinkedField",
      "name": "permissions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionDecision",
          "kind": "LinkedField",
          "name": "viewWorkforce",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionDecision",
          "kind": "LinkedField",
          "name": "downloadWorkforceReports",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkforceRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "args": [
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "WorkforceTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WorkforceRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "direction",
            "value": "ASC"
          },
          (v3/*:: as any*/),
          {
            "kind": "Literal",
            "name": "hideInactive",
            "value": true
          },
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": "NAME"
          }
        ],
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
                  (v0/*:: as any*/),
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
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkforcePlace",
                    "kind": "LinkedField",
                    "name": "department",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkforcePlace",
                    "kind": "LinkedField",
                    "name": "job",
                    "plural": false,
                    "selections": (v5/*:: as any*/),
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
                      (v4/*:: as any*/),
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
        "storageKey": "workforce(direction:\"ASC\",first:10,hideInactive:true,orderBy:\"NAME\")"
      }
    ]
  },
  "params": {
    "cacheID": "a49d7856b15842ecc5395c779d9f22d7",
    "id": "9826d41aff8bffe1a28f4d42fcccb2a57849843ac576ef2c0dc5c3824b134c56",
    "metadata": {},
    "name": "WorkforceRouteQuery",
    "operationKind": "query",
    "text": "query WorkforceRouteQuery {\n  viewer {\n    id\n    kind\n    permissions {\n      viewWorkforce {\n        allowed\n        reason\n      }\n      downloadWorkforceReports {\n        allowed\n      }\n    }\n  }\n  ...WorkforceTable_query_4i7Unr\n}\n\nfragment WorkforceTable_query_4i7Unr on Query {\n  workforce(first: 10, orderBy: NAME, direction: ASC, hideInactive: true) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        ...WorkforceWorkerRow_worker\n        id\n      }\n    }\n  }\n}\n\nfragment WorkforceWorkerRow_worker on WorkforceWorker {\n  id\n  databaseId\n  firstName\n  lastName\n  resigned\n  excludedFromSurveillance\n  factory {\n    name\n  }\n  department {\n    name\n  }\n  job {\n    name\n  }\n  suitability\n  businessImpact\n  lastVisit\n  nextVisit\n  trainingFamilies {\n    code\n    name\n    status\n    enrolled\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b002f53029a51b084eb7185b50782ef";

export default node;
