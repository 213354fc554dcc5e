/**
 * @generated SignedSource<<ee24145ec20355ed671aa65b8e94df71>>
 * @relayHash 6d479cb32980ecd56f0bfc16afbedaa7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c803c2073760d9b9865b5576081a989cc60bb3469e1b657ca4c79fb7162495b3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementKind = "EQUIPMENT" | "MACHINERY" | "TOOL";
export type ElementsTabQuery$variables = {
  first?: number | null | undefined;
  id: string;
  kinds: ReadonlyArray<ElementKind>;
  requiredKind: ElementKind;
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
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v5 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v6 = {
  "kind": "Variable",
  "name": "kinds",
  "variableName": "kinds"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approval",
  "storageKey": null
},
v10 = {
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
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
                    (v5/*:: as any*/),
                    (v6/*:: as any*/),
                    {
                      "kind": "Variable",
                      "name": "requiredKind",
                      "variableName": "requiredKind"
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
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ElementsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
          (v7/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
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
                          (v7/*:: as any*/),
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
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
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
                              (v7/*:: as any*/),
                              (v10/*:: as any*/)
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
                              (v7/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "requirementId",
                                "storageKey": null
                              },
                              (v10/*:: as any*/),
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
                              (v9/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isApproved",
                                "storageKey": null
                              },
                              (v8/*:: as any*/),
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
    "cacheID": "6d479cb32980ecd56f0bfc16afbedaa7",
    "id": "c803c2073760d9b9865b5576081a989cc60bb3469e1b657ca4c79fb7162495b3",
    "metadata": {},
    "name": "ElementsTabQuery",
    "operationKind": "query",
    "text": "query ElementsTabQuery(\n  $id: ID!\n  $first: Int\n  $kinds: [ElementKind!]!\n  $requiredKind: ElementKind!\n) {\n  node(id: $id) {\n    __typename\n    ... on ProcurementSupplier {\n      ...ElementsTab_procurementSupplier_2fi8JB\n    }\n    id\n  }\n}\n\nfragment ElementRow_element on ProcurementElement {\n  id\n  kind\n  kindLabel\n  type\n  makerAndModel\n  serialNumber\n  belonging\n  note\n  approval\n  approvalMode\n  reviewNote\n  compliance {\n    light\n    state\n    reasons\n  }\n  documentRequirements {\n    id\n    documentName\n  }\n  documents {\n    id\n    requirementId\n    documentName\n    documentDate\n    documentExpirationDate\n    approval\n    isApproved\n    note\n    complianceState\n    file {\n      downloadUrl\n      originalName\n    }\n  }\n}\n\nfragment ElementsTab_procurementSupplier_2fi8JB on ProcurementSupplier {\n  id\n  required: requiredElementDocuments(kind: $requiredKind)\n  elements(kinds: $kinds, first: $first) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        ...ElementRow_element\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e4fe1dcbe947bb2b652c43775129bf98";

export default node;
