/**
 * @generated SignedSource<<5451d5e845207986acb0ba3e4f7b04b4>>
 * @relayHash 4f8c6d68cd2a84462e3bbbe24f99f891
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 984df9ed765cc3351e69ab7df02613b8b731b2a548a969ffd0b38c305ca0ab21

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UploadProcurementFileInput = {
  file: any;
  label?: string | null | undefined;
  procurementId: string;
};
export type useProcurementSetupMutationsUploadFileMutation$variables = {
  input: UploadProcurementFileInput;
};
export type useProcurementSetupMutationsUploadFileMutation$data = {
  readonly uploadProcurementFile: {
    readonly __typename: string;
    readonly data?: {
      readonly procurement: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ProcurementFilesTab_procurement">;
      };
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useProcurementSetupMutationsUploadFileMutation = {
  response: useProcurementSetupMutationsUploadFileMutation$data;
  variables: useProcurementSetupMutationsUploadFileMutation$variables;
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
},
v6 = [
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
    "name": "useProcurementSetupMutationsUploadFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "uploadProcurementFile",
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
            "type": "UploadProcurementFileSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/),
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
    "name": "useProcurementSetupMutationsUploadFileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "uploadProcurementFile",
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
                        "selections": (v6/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PermissionDecision",
                        "kind": "LinkedField",
                        "name": "viewerCanDeleteFiles",
                        "plural": false,
                        "selections": (v6/*:: as any*/),
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
            "type": "UploadProcurementFileSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4f8c6d68cd2a84462e3bbbe24f99f891",
    "id": "984df9ed765cc3351e69ab7df02613b8b731b2a548a969ffd0b38c305ca0ab21",
    "metadata": {},
    "name": "useProcurementSetupMutationsUploadFileMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementSetupMutationsUploadFileMutation(\n  $input: UploadProcurementFileInput!\n) {\n  uploadProcurementFile(input: $input) {\n    __typename\n    ... on UploadProcurementFileSuccess {\n      data {\n        procurement {\n          id\n          ...ProcurementFilesTab_procurement\n        }\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n\nfragment ProcurementFilesTab_procurement on Procurement {\n  id\n  viewerCanEdit {\n    allowed\n  }\n  viewerCanDeleteFiles {\n    allowed\n  }\n  files {\n    id\n    label\n    file {\n      originalName\n      downloadUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "21f258775551abfd0b94fae55ed4277b";

export default node;
