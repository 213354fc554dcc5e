/**
 * @generated SignedSource<<59272cad84031df9eb3650cbdbcfcfe8>>
 * @relayHash 51b8d03931fbf0c3cd51afe06347cf01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b87fe6e64ff987c99f344357928ed645a89a5ee5d1280e3673bb36e780cfb207

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateProcurementSupplierInput = {
  id: string;
  note?: string | null | undefined;
  parentSupplierId?: string | null | undefined;
};
export type useUpdateProcurementSupplierMutation$variables = {
  input: UpdateProcurementSupplierInput;
};
export type useUpdateProcurementSupplierMutation$data = {
  readonly updateProcurementSupplier: {
    readonly __typename: string;
    readonly data?: {
      readonly procurementSupplier: {
        readonly id: string;
        readonly parentSupplier: {
          readonly companyName: string;
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"ProcurementSupplierDialog_procurementSupplier" | "SupplierLinkSummary_procurementSupplier">;
      };
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useUpdateProcurementSupplierMutation = {
  response: useUpdateProcurementSupplierMutation$data;
  variables: useUpdateProcurementSupplierMutation$variables;
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
  "name": "companyName",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateProcurementSupplierMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProcurementSupplier",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UpdateProcurementSupplierPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProcurementSupplier",
                    "kind": "LinkedField",
                    "name": "procurementSupplier",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "SupplierLinkSummary_procurementSupplier"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ProcurementSupplierDialog_procurementSupplier"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Supplier",
                        "kind": "LinkedField",
                        "name": "parentSupplier",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/)
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
            "type": "UpdateProcurementSupplierSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "useUpdateProcurementSupplierMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProcurementSupplier",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UpdateProcurementSupplierPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProcurementSupplier",
                    "kind": "LinkedField",
                    "name": "procurementSupplier",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
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
                        "name": "trafficLight",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Supplier",
                        "kind": "LinkedField",
                        "name": "supplier",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Supplier",
                        "kind": "LinkedField",
                        "name": "parentSupplier",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v3/*:: as any*/)
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
            "type": "UpdateProcurementSupplierSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "51b8d03931fbf0c3cd51afe06347cf01",
    "id": "b87fe6e64ff987c99f344357928ed645a89a5ee5d1280e3673bb36e780cfb207",
    "metadata": {},
    "name": "useUpdateProcurementSupplierMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateProcurementSupplierMutation(\n  $input: UpdateProcurementSupplierInput!\n) {\n  updateProcurementSupplier(input: $input) {\n    __typename\n    ... on UpdateProcurementSupplierSuccess {\n      data {\n        procurementSupplier {\n          id\n          ...SupplierLinkSummary_procurementSupplier\n          ...ProcurementSupplierDialog_procurementSupplier\n          parentSupplier {\n            companyName\n            id\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n\nfragment ProcurementSupplierDialog_procurementSupplier on ProcurementSupplier {\n  id\n  note\n  supplier {\n    companyName\n    id\n  }\n  parentSupplier {\n    id\n    companyName\n  }\n}\n\nfragment SupplierLinkSummary_procurementSupplier on ProcurementSupplier {\n  note\n  trafficLight\n  supplier {\n    id\n    companyName\n  }\n  parentSupplier {\n    companyName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d358ddaabe9234fd8372b4f50d27628f";

export default node;
