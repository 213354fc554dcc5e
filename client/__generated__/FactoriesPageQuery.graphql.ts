/**
 * @generated SignedSource<<122020ac3ea1df869ae54f3f86830a6d>>
 * @relayHash 2e102c00402a94925e1c4f3c8aa7a771
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 865de493b4f494b4adabcf396d18aff57e02838fb8c52e426eac9b182f67916c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FactoriesPageQuery$variables = Record<PropertyKey, never>;
export type FactoriesPageQuery$data = {
  readonly viewer: {
    readonly customer: {
      readonly " $fragmentSpreads": FragmentRefs<"FactoriesTable_customer">;
    } | null | undefined;
    readonly permissions: {
      readonly editFactories: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
    };
  } | null | undefined;
};
export type FactoriesPageQuery = {
  response: FactoriesPageQuery$data;
  variables: FactoriesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowed",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
],
v2 = {
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
      "name": "editFactories",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FactoriesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Customer",
            "kind": "LinkedField",
            "name": "customer",
            "plural": false,
            "selections": [
              {
                "args": [
                  (v3/*:: as any*/)
                ],
                "kind": "FragmentSpread",
                "name": "FactoriesTable_customer"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FactoriesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Customer",
            "kind": "LinkedField",
            "name": "customer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "viewerCanEditFactories",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              },
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
                    "name": "orderBy",
                    "value": "NAME"
                  }
                ],
                "concreteType": "FactoryConnection",
                "kind": "LinkedField",
                "name": "factoryList",
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
                    "concreteType": "FactoryEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Factory",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "address",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Municipality",
                            "kind": "LinkedField",
                            "name": "municipality",
                            "plural": false,
                            "selections": [
                              (v4/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "label",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "procurementCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "workerCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PermissionDecision",
                            "kind": "LinkedField",
                            "name": "viewerCanDelete",
                            "plural": false,
                            "selections": (v1/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "factoryList(direction:\"ASC\",first:10,orderBy:\"NAME\")"
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2e102c00402a94925e1c4f3c8aa7a771",
    "id": "865de493b4f494b4adabcf396d18aff57e02838fb8c52e426eac9b182f67916c",
    "metadata": {},
    "name": "FactoriesPageQuery",
    "operationKind": "query",
    "text": "query FactoriesPageQuery {\n  viewer {\n    permissions {\n      editFactories {\n        allowed\n        reason\n      }\n    }\n    customer {\n      ...FactoriesTable_customer_4i7Unr\n      id\n    }\n    id\n  }\n}\n\nfragment FactoriesTable_customer_4i7Unr on Customer {\n  viewerCanEditFactories {\n    allowed\n  }\n  factoryList(first: 10, orderBy: NAME, direction: ASC) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        name\n        address\n        municipality {\n          id\n          label\n        }\n        procurementCount\n        workerCount\n        viewerCanDelete {\n          allowed\n          reason\n        }\n      }\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "5d22290530ccc284d551032ed80cdd93";

export default node;
