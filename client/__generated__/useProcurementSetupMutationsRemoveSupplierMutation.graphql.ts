/**
 * @generated SignedSource<<595cca2cd2ccdff2d87b4ef02f803a01>>
 * @relayHash ce2aa05cdd9101659e6e6c81dd6ab594
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7a25e5e9c3f22592065d890ca3b2f68cb8855b33c2eed108d4d1e86df839261

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
export type RemoveProcurementSupplierInput = {
  id: string;
};
export type useProcurementSetupMutationsRemoveSupplierMutation$variables = {
  input: RemoveProcurementSupplierInput;
};
export type useProcurementSetupMutationsRemoveSupplierMutation$data = {
  readonly removeProcurementSupplier: {
    readonly __typename: string;
    readonly data?: {
      readonly procurement: {
        readonly id: string;
        readonly suppliers: ReadonlyArray<{
          readonly id: string;
          readonly supplier: {
            readonly id: string;
          };
        }>;
        readonly trafficLight: TrafficLight;
        readonly " $fragmentSpreads": FragmentRefs<"ProcurementSetupBar_procurement" | "SupplierPicker_procurement">;
      };
    };
    readonly message?: string;
  };
};
export type useProcurementSetupMutationsRemoveSupplierMutation = {
  response: useProcurementSetupMutationsRemoveSupplierMutation$data;
  variables: useProcurementSetupMutationsRemoveSupplierMutation$variables;
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
  "name": "trafficLight",
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowed",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProcurementSetupMutationsRemoveSupplierMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeProcurementSupplier",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementSupplierChangePayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Procurement",
                    "kind": "LinkedField",
                    "name": "procurement",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProcurementSupplier",
                        "kind": "LinkedField",
                        "name": "suppliers",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Supplier",
                            "kind": "LinkedField",
                            "name": "supplier",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "SupplierPicker_procurement"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ProcurementSetupBar_procurement"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RemoveProcurementSupplierSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useProcurementSetupMutationsRemoveSupplierMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeProcurementSupplier",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementSupplierChangePayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Procurement",
                    "kind": "LinkedField",
                    "name": "procurement",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProcurementSupplier",
                        "kind": "LinkedField",
                        "name": "suppliers",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Supplier",
                            "kind": "LinkedField",
                            "name": "supplier",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
                              (v6/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Supplier",
                            "kind": "LinkedField",
                            "name": "parentSupplier",
                            "plural": false,
                            "selections": [
                              (v6/*:: as any*/),
                              (v3/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
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
                        "name": "dateStart",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dateEnd",
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
                        "name": "constructionSite",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "closedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Factory",
                        "kind": "LinkedField",
                        "name": "site",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
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
                            "concreteType": "Factory",
                            "kind": "LinkedField",
                            "name": "factories",
                            "plural": true,
                            "selections": (v7/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PermissionDecision",
                            "kind": "LinkedField",
                            "name": "viewerCanEditFactories",
                            "plural": false,
                            "selections": (v8/*:: as any*/),
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanEdit",
                        "plural": false,
                        "selections": (v8/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanClose",
                        "plural": false,
                        "selections": (v8/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanDelete",
                        "plural": false,
                        "selections": (v8/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanRemoveSuppliers",
                        "plural": false,
                        "selections": (v8/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "RemoveProcurementSupplierSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ce2aa05cdd9101659e6e6c81dd6ab594",
    "id": "b7a25e5e9c3f22592065d890ca3b2f68cb8855b33c2eed108d4d1e86df839261",
    "metadata": {},
    "name": "useProcurementSetupMutationsRemoveSupplierMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementSetupMutationsRemoveSupplierMutation(\n  $input: RemoveProcurementSupplierInput!\n) {\n  removeProcurementSupplier(input: $input) {\n    __typename\n    ... on RemoveProcurementSupplierSuccess {\n      data {\n        procurement {\n          id\n          trafficLight\n          suppliers {\n            id\n            supplier {\n              id\n            }\n          }\n          ...SupplierPicker_procurement\n          ...ProcurementSetupBar_procurement\n        }\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ProcurementSetupBar_procurement on Procurement {\n  id\n  label\n  dateStart\n  dateEnd\n  note\n  constructionSite\n  closedAt\n  site {\n    id\n    name\n  }\n  customer {\n    factories {\n      id\n      name\n    }\n    viewerCanEditFactories {\n      allowed\n    }\n    id\n  }\n  viewerCanEdit {\n    allowed\n  }\n  viewerCanClose {\n    allowed\n  }\n  viewerCanDelete {\n    allowed\n  }\n  viewerCanRemoveSuppliers {\n    allowed\n  }\n  suppliers {\n    id\n    supplier {\n      id\n      companyName\n    }\n    parentSupplier {\n      companyName\n      id\n    }\n  }\n}\n\nfragment SupplierPicker_procurement on Procurement {\n  suppliers {\n    id\n    trafficLight\n    supplier {\n      id\n      companyName\n    }\n    parentSupplier {\n      companyName\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e2ecd9892143abce020b187b591270f";

export default node;
