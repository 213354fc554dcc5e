/**
 * @generated SignedSource<<02a7cf80301319951359da7122a01e42>>
 * @relayHash e575dfb365e7e372fd827cd544ed15d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 438dd360d28ba7dd0bd5efe429450161c241f28a74aedd8ae57eaccce7e6a913

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CloseProcurementInput = {
  id: string;
};
export type useProcurementSetupMutationsCloseMutation$variables = {
  input: CloseProcurementInput;
};
export type useProcurementSetupMutationsCloseMutation$data = {
  readonly closeProcurement: {
    readonly __typename: string;
    readonly data?: {
      readonly procurement: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ProcurementFilesTab_procurement" | "ProcurementSetupBar_procurement">;
      };
    };
    readonly message?: string;
  };
};
export type useProcurementSetupMutationsCloseMutation = {
  response: useProcurementSetupMutationsCloseMutation$data;
  variables: useProcurementSetupMutationsCloseMutation$variables;
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v6 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowed",
    "storageKey": null
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProcurementSetupMutationsCloseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "closeProcurement",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementPayload",
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
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ProcurementSetupBar_procurement"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ProcurementFilesTab_procurement"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CloseProcurementSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useProcurementSetupMutationsCloseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "closeProcurement",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementPayload",
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
                      (v5/*:: as any*/),
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
                        "selections": (v6/*:: as any*/),
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
                            "selections": (v6/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PermissionDecision",
                            "kind": "LinkedField",
                            "name": "viewerCanEditFactories",
                            "plural": false,
                            "selections": (v7/*:: as any*/),
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
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanClose",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanDelete",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanRemoveSuppliers",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
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
                              (v8/*:: as any*/)
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
                              (v8/*:: as any*/),
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
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanDeleteFiles",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProcurementFile",
                        "kind": "LinkedField",
                        "name": "files",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v5/*:: as any*/),
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
            "type": "CloseProcurementSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e575dfb365e7e372fd827cd544ed15d4",
    "id": "438dd360d28ba7dd0bd5efe429450161c241f28a74aedd8ae57eaccce7e6a913",
    "metadata": {},
    "name": "useProcurementSetupMutationsCloseMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementSetupMutationsCloseMutation(\n  $input: CloseProcurementInput!\n) {\n  closeProcurement(input: $input) {\n    __typename\n    ... on CloseProcurementSuccess {\n      data {\n        procurement {\n          id\n          ...ProcurementSetupBar_procurement\n          ...ProcurementFilesTab_procurement\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ProcurementFilesTab_procurement on Procurement {\n  id\n  viewerCanEdit {\n    allowed\n  }\n  viewerCanDeleteFiles {\n    allowed\n  }\n  files {\n    id\n    label\n    file {\n      originalName\n      downloadUrl\n    }\n  }\n}\n\nfragment ProcurementSetupBar_procurement on Procurement {\n  id\n  label\n  dateStart\n  dateEnd\n  note\n  constructionSite\n  closedAt\n  site {\n    id\n    name\n  }\n  customer {\n    factories {\n      id\n      name\n    }\n    viewerCanEditFactories {\n      allowed\n    }\n    id\n  }\n  viewerCanEdit {\n    allowed\n  }\n  viewerCanClose {\n    allowed\n  }\n  viewerCanDelete {\n    allowed\n  }\n  viewerCanRemoveSuppliers {\n    allowed\n  }\n  suppliers {\n    id\n    supplier {\n      id\n      companyName\n    }\n    parentSupplier {\n      companyName\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e2fcd4777b72782093fb373c00c12ce";

export default node;
