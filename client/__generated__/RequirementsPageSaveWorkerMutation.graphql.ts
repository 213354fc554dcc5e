/**
 * @generated SignedSource<<5c8ee60c06932bfd6a17dc9d51c6328d>>
 * @relayHash 553a619e1a3350e1555575a85311f8cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cbffef351e139f401a3ca6a5aca96a6a6a9e638ab5568f3c05a777ac6c70d64

import { ConcreteRequest } from 'relay-runtime';
export type SaveWorkerCategoryInput = {
  code: string;
  id?: string | null | undefined;
  label: string;
};
export type RequirementsPageSaveWorkerMutation$variables = {
  input: SaveWorkerCategoryInput;
};
export type RequirementsPageSaveWorkerMutation$data = {
  readonly saveWorkerCategory: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type RequirementsPageSaveWorkerMutation = {
  response: RequirementsPageSaveWorkerMutation$data;
  variables: RequirementsPageSaveWorkerMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveWorkerCategory",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RequirementsPageSaveWorkerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsPageSaveWorkerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "553a619e1a3350e1555575a85311f8cd",
    "id": "3cbffef351e139f401a3ca6a5aca96a6a6a9e638ab5568f3c05a777ac6c70d64",
    "metadata": {},
    "name": "RequirementsPageSaveWorkerMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageSaveWorkerMutation(\n  $input: SaveWorkerCategoryInput!\n) {\n  saveWorkerCategory(input: $input) {\n    __typename\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2a97d235c2e04f7e47b21e37a92cf07";

export default node;
