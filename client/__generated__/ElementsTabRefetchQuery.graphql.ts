/**
 * @generated SignedSource<<6a43d5573b4d89f6bd7d2087963fd48b>>
 * @relayHash df81ed909f13bcdda30c18a31b0ccfc4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b2da57362f2e8b430d349bf2877c6544bdd7802c9ca6a6ac1da0e5305d011c8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementKind = "EQUIPMENT" | "MACHINERY" | "TOOL";
export type ElementsTabRefetchQuery$variables = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  first?: number | null | undefined;
  id: string;
  kinds: ReadonlyArray<ElementKind>;
  last?: number | null | undefined;
  requiredKind: ElementKind;
  withTools: boolean;
};
export type ElementsTabRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"ElementsTab_procurementSupplier">;
  } | null | undefined;
};
export type ElementsTabRefetchQuery = {
  response: ElementsTabRefetchQuery$data;
  variables: ElementsTabRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "before"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kinds"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "last"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requiredKind"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withTools"
},
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v9 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v10 = {
  "kind": "Variable",
  "name": "before",
  "variableName": "before"
},
v11 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v12 = {
  "kind": "Variable",
  "name": "kinds",
  "variableName": "kinds"
},
v13 = {
  "kind": "Variable",
  "name": "last",
  "variableName": "last"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approval",
  "storageKey": null
},
v17 = {
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
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsTabRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ElementsTabRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
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
          (v14/*:: as any*/),
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
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
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
                          (v14/*:: as any*/),
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
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
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
                              (v14/*:: as any*/),
                              (v17/*:: as any*/)
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
                              (v14/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "requirementId",
                                "storageKey": null
                              },
                              (v17/*:: as any*/),
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
                              (v16/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isApproved",
                                "storageKey": null
                              },
                              (v15/*:: as any*/),
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
    "cacheID": "df81ed909f13bcdda30c18a31b0ccfc4",
    "id": "6b2da57362f2e8b430d349bf2877c6544bdd7802c9ca6a6ac1da0e5305d011c8",
    "metadata": {},
    "name": "ElementsTabRefetchQuery",
    "operationKind": "query",
    "text": "query ElementsTabRefetchQuery(\n  $after: String\n  $before: String\n  $first: Int\n  $kinds: [ElementKind!]!\n  $last: Int\n  $requiredKind: ElementKind!\n  $withTools: Boolean!\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...ElementsTab_procurementSupplier_24RmEK\n    id\n  }\n}\n\nfragment ElementRow_element on ProcurementElement {\n  id\n  kind\n  kindLabel\n  type\n  makerAndModel\n  serialNumber\n  belonging\n  note\n  approval\n  approvalMode\n  reviewNote\n  compliance {\n    light\n    state\n    reasons\n  }\n  documentRequirements {\n    id\n    documentName\n  }\n  documents {\n    id\n    requirementId\n    documentName\n    documentDate\n    documentExpirationDate\n    approval\n    isApproved\n    note\n    complianceState\n    file {\n      downloadUrl\n      originalName\n    }\n  }\n}\n\nfragment ElementsTab_procurementSupplier_24RmEK on ProcurementSupplier {\n  id\n  required: requiredElementDocuments(kind: $requiredKind)\n  requiredForTools: requiredElementDocuments(kind: TOOL) @include(if: $withTools)\n  elements(kinds: $kinds, first: $first, after: $after, last: $last, before: $before) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        ...ElementRow_element\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "764886dac6d066fb2b37bd8f0440450f";

export default node;
