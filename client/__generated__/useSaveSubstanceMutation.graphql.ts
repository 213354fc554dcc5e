/**
 * @generated SignedSource<<88ac4882fa0c416ff37e39f39a6ae801>>
 * @relayHash 7d746b455a87a5c0bf864aab03a8cb16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44948d7eafd73e627f6234dba89790c69f85237f9d4fade3e3b7d7537526311b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveSubstanceInput = {
  file?: any | null | undefined;
  hazardStatementCodes: ReadonlyArray<string>;
  hazardous: boolean;
  id?: string | null | undefined;
  label: string;
  note?: string | null | undefined;
  procurementId?: string | null | undefined;
  sdsDate?: string | null | undefined;
};
export type useSaveSubstanceMutation$variables = {
  input: SaveSubstanceInput;
};
export type useSaveSubstanceMutation$data = {
  readonly saveSubstance: {
    readonly __typename: "ForbiddenError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "SaveSubstanceSuccess";
    readonly data: {
      readonly substance: {
        readonly id: string;
        readonly procurementSupplier: {
          readonly " $fragmentSpreads": FragmentRefs<"ProcurementSupplierAttention_procurementSupplier">;
        };
        readonly " $fragmentSpreads": FragmentRefs<"SubstanceRow_substance">;
      };
    };
  } | {
    readonly __typename: "UnauthenticatedError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSaveSubstanceMutation = {
  response: useSaveSubstanceMutation$data;
  variables: useSaveSubstanceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hazardous",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sdsDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasSds",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "complianceState",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "HazardStatement",
  "kind": "LinkedField",
  "name": "hazardStatements",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v10/*:: as any*/),
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
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "GhsPictogram",
  "kind": "LinkedField",
  "name": "pictograms",
  "plural": true,
  "selections": [
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
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
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v15 = {
  "kind": "InlineFragment",
  "selections": [
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messages",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v16 = [
  (v14/*:: as any*/)
],
v17 = {
  "kind": "InlineFragment",
  "selections": (v16/*:: as any*/),
  "type": "ForbiddenError",
  "abstractKey": null
},
v18 = {
  "kind": "InlineFragment",
  "selections": (v16/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
},
v19 = {
  "kind": "InlineFragment",
  "selections": (v16/*:: as any*/),
  "type": "UnauthenticatedError",
  "abstractKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trafficLight",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveSubstanceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSubstance",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SaveSubstancePayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Substance",
                    "kind": "LinkedField",
                    "name": "substance",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "kind": "InlineDataFragmentSpread",
                        "name": "SubstanceRow_substance",
                        "selections": [
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/)
                        ],
                        "args": null,
                        "argumentDefinitions": []
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProcurementSupplier",
                        "kind": "LinkedField",
                        "name": "procurementSupplier",
                        "plural": false,
                        "selections": [
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "ProcurementSupplierAttention_procurementSupplier"
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
            "type": "SaveSubstanceSuccess",
            "abstractKey": null
          },
          (v15/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveSubstanceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSubstance",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SaveSubstancePayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Substance",
                    "kind": "LinkedField",
                    "name": "substance",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProcurementSupplier",
                        "kind": "LinkedField",
                        "name": "procurementSupplier",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v20/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ProcurementTabCounts",
                            "kind": "LinkedField",
                            "name": "attentionCounts",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "documents",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "workers",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "vehicles",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "machinery",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "substances",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Procurement",
                            "kind": "LinkedField",
                            "name": "procurement",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
                              (v20/*:: as any*/)
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
            "type": "SaveSubstanceSuccess",
            "abstractKey": null
          },
          (v15/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7d746b455a87a5c0bf864aab03a8cb16",
    "id": "44948d7eafd73e627f6234dba89790c69f85237f9d4fade3e3b7d7537526311b",
    "metadata": {},
    "name": "useSaveSubstanceMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSubstanceMutation(\n  $input: SaveSubstanceInput!\n) {\n  saveSubstance(input: $input) {\n    __typename\n    ... on SaveSubstanceSuccess {\n      data {\n        substance {\n          id\n          ...SubstanceRow_substance\n          procurementSupplier {\n            ...ProcurementSupplierAttention_procurementSupplier\n            id\n          }\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on ForbiddenError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UnauthenticatedError {\n      message\n    }\n  }\n}\n\nfragment ProcurementSupplierAttention_procurementSupplier on ProcurementSupplier {\n  id\n  trafficLight\n  attentionCounts {\n    documents\n    workers\n    vehicles\n    machinery\n    substances\n  }\n  procurement {\n    id\n    trafficLight\n  }\n}\n\nfragment SubstanceRow_substance on Substance {\n  id\n  label\n  hazardous\n  sdsDate\n  note\n  hasSds\n  complianceState\n  hazardStatements {\n    id\n    code\n    textIt\n  }\n  pictograms {\n    code\n  }\n  sds {\n    originalName\n    downloadUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "5e284b012fe29912e77a29938ad13b2a";

export default node;
