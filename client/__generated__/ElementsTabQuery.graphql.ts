/**
 * @generated SignedSource<<d218bcc125f3cd7dd4eb26bc3a5f2947>>
 * @relayHash 8e37eb4ffa70568d79d31b389c85d367
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0cb93a8c33d0f63fb88d907d39f16f2a2d32431ead0da25e84241af1f0b557a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementKind = "EQUIPMENT" | "MACHINERY" | "TOOL";
export type ElementsTabQuery$variables = {
  first?: number | null | undefined;
  id: string;
  kinds: ReadonlyArray<ElementKind>;
  requiredKind: ElementKind;
  withTools: boolean;
};
export type ElementsTabQuery$data = {
  readonly node: {
    readonly supplierLink: {
      readonly " $fragmentSpreads": FragmentRefs<"ElementsTab_procurementSupplier">;
    } | null | undefined;
  } | null | undefined;
};
export type ElementsTabQuery = {
  response: ElementsTabQuery$data;
  variables: ElementsTabQuery$variables;
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
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kinds"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requiredKind"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withTools"
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v6 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v7 = {
  "kind": "Variable",
  "name": "kinds",
  "variableName": "kinds"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approval",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    {
                      "kind": "Variable",
                      "name": "requiredKind",
                      "variableName": "requiredKind"
                    },
                    {
                      "kind": "Variable",
                      "name": "withTools",
                      "variableName": "withTools"
                    }
                  ],
                  "kind": "FragmentSpread",
                  "name": "ElementsTab_procurementSupplier"
                }
              ],
              "type": "ProcurementSupplier",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "supplierLink"
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
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ElementsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": "required",
                "args": [
                  {
                    "kind": "Variable",
                    "name": "kind",
                    "variableName": "requiredKind"
                  }
                ],
                "kind": "ScalarField",
                "name": "requiredElementDocuments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "concreteType": "ProcurementElementConnection",
                "kind": "LinkedField",
                "name": "elements",
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
                    "concreteType": "ProcurementElementEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProcurementElement",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
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
                            "kind": "ScalarField",
                            "name": "kindLabel",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "type",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "makerAndModel",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "serialNumber",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "belonging",
                            "storageKey": null
                          },
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "approvalMode",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reviewNote",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ElementCompliance",
                            "kind": "LinkedField",
                            "name": "compliance",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "light",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "state",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "reasons",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ElementDocumentRequirement",
                            "kind": "LinkedField",
                            "name": "documentRequirements",
                            "plural": true,
                            "selections": [
                              (v8/*:: as any*/),
                              (v11/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ElementDocument",
                            "kind": "LinkedField",
                            "name": "documents",
                            "plural": true,
                            "selections": [
                              (v8/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "requirementId",
                                "storageKey": null
                              },
                              (v11/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "documentDate",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "documentExpirationDate",
                                "storageKey": null
                              },
                              (v10/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isApproved",
                                "storageKey": null
                              },
                              (v9/*:: as any*/),
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
                                "concreteType": "StoredFile",
                                "kind": "LinkedField",
                                "name": "file",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "downloadUrl",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "originalName",
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
                "storageKey": null
              },
              {
                "condition": "withTools",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": "requiredForTools",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "kind",
                        "value": "TOOL"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "requiredElementDocuments",
                    "storageKey": "requiredElementDocuments(kind:\"TOOL\")"
                  }
                ]
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
    "cacheID": "8e37eb4ffa70568d79d31b389c85d367",
    "id": "a0cb93a8c33d0f63fb88d907d39f16f2a2d32431ead0da25e84241af1f0b557a",
    "metadata": {},
    "name": "ElementsTabQuery",
    "operationKind": "query",
    "text": "query ElementsTabQuery(\n  $id: ID!\n  $first: Int\n  $kinds: [ElementKind!]!\n  $requiredKind: ElementKind!\n  $withTools: Boolean!\n) {\n  node(id: $id) {\n    __typename\n    ... on ProcurementSupplier {\n      ...ElementsTab_procurementSupplier_3HKLG2\n    }\n    id\n  }\n}\n\nfragment ElementRow_element on ProcurementElement {\n  id\n  kind\n  kindLabel\n  type\n  makerAndModel\n  serialNumber\n  belonging\n  note\n  approval\n  approvalMode\n  reviewNote\n  compliance {\n    light\n    state\n    reasons\n  }\n  documentRequirements {\n    id\n    documentName\n  }\n  documents {\n    id\n    requirementId\n    documentName\n    documentDate\n    documentExpirationDate\n    approval\n    isApproved\n    note\n    complianceState\n    file {\n      downloadUrl\n      originalName\n    }\n  }\n}\n\nfragment ElementsTab_procurementSupplier_3HKLG2 on ProcurementSupplier {\n  id\n  required: requiredElementDocuments(kind: $requiredKind)\n  requiredForTools: requiredElementDocuments(kind: TOOL) @include(if: $withTools)\n  elements(kinds: $kinds, first: $first) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        ...ElementRow_element\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e6e13d50454ad74af7a0d3231ddd7ab";

export default node;
