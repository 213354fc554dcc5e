/**
 * @generated SignedSource<<18dac7bc834dbeef9b9f606d9c6673ca>>
 * @relayHash ff040cdc1fe28c66c76bdda7edf8ec15
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d45c3277ba98a449954c399e78f9d677aceb75e03208dee5b74f325f93f9291d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteProcurementFileInput = {
  id: string;
};
export type useProcurementSetupMutationsDeleteFileMutation$variables = {
  input: DeleteProcurementFileInput;
};
export type useProcurementSetupMutationsDeleteFileMutation$data = {
  readonly deleteProcurementFile: {
    readonly __typename: string;
    readonly data?: {
      readonly procurement: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ProcurementFilesTab_procurement">;
      };
    };
    readonly message?: string;
  };
};
export type useProcurementSetupMutationsDeleteFileMutation = {
  response: useProcurementSetupMutationsDeleteFileMutation$data;
  variables: useProcurementSetupMutationsDeleteFileMutation$variables;
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
v5 = [
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
    "name": "useProcurementSetupMutationsDeleteFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteProcurementFile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementFilePayload",
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
                        "name": "ProcurementFilesTab_procurement"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteProcurementFileSuccess",
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
    "name": "useProcurementSetupMutationsDeleteFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteProcurementFile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementFilePayload",
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
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanEdit",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanDeleteFiles",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
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
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteProcurementFileSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ff040cdc1fe28c66c76bdda7edf8ec15",
    "id": "d45c3277ba98a449954c399e78f9d677aceb75e03208dee5b74f325f93f9291d",
    "metadata": {},
    "name": "useProcurementSetupMutationsDeleteFileMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementSetupMutationsDeleteFileMutation(\n  $input: DeleteProcurementFileInput!\n) {\n  deleteProcurementFile(input: $input) {\n    __typename\n    ... on DeleteProcurementFileSuccess {\n      data {\n        procurement {\n          id\n          ...ProcurementFilesTab_procurement\n        }\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ProcurementFilesTab_procurement on Procurement {\n  id\n  viewerCanEdit {\n    allowed\n  }\n  viewerCanDeleteFiles {\n    allowed\n  }\n  files {\n    id\n    label\n    file {\n      originalName\n      downloadUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3dfeb616d862ca2fc8fe1c98727bdee5";

export default node;
