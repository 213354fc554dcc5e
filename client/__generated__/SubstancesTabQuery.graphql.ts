/**
 * @generated SignedSource<<2c580ec7def34505a2b66131eafbc004>>
 * @relayHash d12859d21583ebbbd0e2fcf1b15c977b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0974297cabade7fc93325bf4262446a67a36dc60ec029524f12c97ab3b30a419

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubstancesTabQuery$variables = {
  first?: number | null | undefined;
  id: string;
};
export type SubstancesTabQuery$data = {
  readonly node: {
    readonly link: {
      readonly " $fragmentSpreads": FragmentRefs<"SubstancesTable_procurementSupplier">;
    } | null | undefined;
  } | null | undefined;
};
export type SubstancesTabQuery = {
  response: SubstancesTabQuery$data;
  variables: SubstancesTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubstancesTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": [
                    (v3/*:: as any*/)
                  ],
                  "kind": "FragmentSpread",
                  "name": "SubstancesTable_procurementSupplier"
                }
              ],
              "type": "ProcurementSupplier",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "link"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SubstancesTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Procurement",
                "kind": "LinkedField",
                "name": "procurement",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
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
                    "value": "LABEL"
                  }
                ],
                "concreteType": "SubstanceConnection",
                "kind": "LinkedField",
                "name": "substances",
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
                    "concreteType": "SubstanceEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Substance",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "label",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hazardous",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "sdsDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "note",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hasSds",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "complianceState",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "HazardStatement",
                            "kind": "LinkedField",
                            "name": "hazardStatements",
                            "plural": true,
                            "selections": [
                              (v4/*:: as any*/),
                              (v5/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "textIt",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "GhsPictogram",
                            "kind": "LinkedField",
                            "name": "pictograms",
                            "plural": true,
                            "selections": [
                              (v5/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StoredFile",
                            "kind": "LinkedField",
                            "name": "sds",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "originalName",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "downloadUrl",
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
            ],
            "type": "ProcurementSupplier",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d12859d21583ebbbd0e2fcf1b15c977b",
    "id": "0974297cabade7fc93325bf4262446a67a36dc60ec029524f12c97ab3b30a419",
    "metadata": {},
    "name": "SubstancesTabQuery",
    "operationKind": "query",
    "text": "query SubstancesTabQuery(\n  $id: ID!\n  $first: Int\n) {\n  node(id: $id) {\n    __typename\n    ... on ProcurementSupplier {\n      ...SubstancesTable_procurementSupplier_3ASum4\n    }\n    id\n  }\n}\n\nfragment SubstanceRow_substance on Substance {\n  id\n  label\n  hazardous\n  sdsDate\n  note\n  hasSds\n  complianceState\n  hazardStatements {\n    id\n    code\n    textIt\n  }\n  pictograms {\n    code\n  }\n  sds {\n    originalName\n    downloadUrl\n  }\n}\n\nfragment SubstancesTable_procurementSupplier_3ASum4 on ProcurementSupplier {\n  id\n  procurement {\n    id\n  }\n  substances(first: $first, orderBy: LABEL, direction: ASC) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        ...SubstanceRow_substance\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "73f61e63d90fa4875948a35446c701ce";

export default node;
