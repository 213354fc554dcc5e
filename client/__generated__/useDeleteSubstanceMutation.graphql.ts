/**
 * @generated SignedSource<<5540d2dff910a72f2eb8379ff47be4ef>>
 * @relayHash 2e474f2e702eade728a4fec2dd57562d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 328e71274cace428ce277e4aa3024fdbddb457ae525f5bd4199a64f4f70bd8fe

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSubstanceInput = {
  id: string;
};
export type useDeleteSubstanceMutation$variables = {
  input: DeleteSubstanceInput;
};
export type useDeleteSubstanceMutation$data = {
  readonly deleteSubstance: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
    };
    readonly message?: string;
  };
};
export type useDeleteSubstanceMutation = {
  response: useDeleteSubstanceMutation$data;
  variables: useDeleteSubstanceMutation$variables;
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
  "name": "deletedId",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSubstanceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSubstance",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeleteSubstancePayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteSubstanceSuccess",
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
    "name": "useDeleteSubstanceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSubstance",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeleteSubstancePayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteRecord",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "deletedId"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteSubstanceSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2e474f2e702eade728a4fec2dd57562d",
    "id": "328e71274cace428ce277e4aa3024fdbddb457ae525f5bd4199a64f4f70bd8fe",
    "metadata": {},
    "name": "useDeleteSubstanceMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSubstanceMutation(\n  $input: DeleteSubstanceInput!\n) {\n  deleteSubstance(input: $input) {\n    __typename\n    ... on DeleteSubstanceSuccess {\n      data {\n        deletedId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f69fc3f4f7c63234ff1a9722d185dca1";

export default node;
