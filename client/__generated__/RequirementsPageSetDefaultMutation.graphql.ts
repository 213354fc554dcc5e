/**
 * @generated SignedSource<<65863ca8863e35aa439a5a3190b84624>>
 * @relayHash ddbaad48c26ecbb35fa72b02a763862f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4723c6d9a0f7739c32918311ad613659fbba0272f5472387fa2915837c3aa3aa

import { ConcreteRequest } from 'relay-runtime';
export type SetCategoryDefaultDocumentInput = {
  categoryId: string;
  file: any;
};
export type RequirementsPageSetDefaultMutation$variables = {
  input: SetCategoryDefaultDocumentInput;
};
export type RequirementsPageSetDefaultMutation$data = {
  readonly setCategoryDefaultDocument: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type RequirementsPageSetDefaultMutation = {
  response: RequirementsPageSetDefaultMutation$data;
  variables: RequirementsPageSetDefaultMutation$variables;
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
    "name": "setCategoryDefaultDocument",
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
    "name": "RequirementsPageSetDefaultMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsPageSetDefaultMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ddbaad48c26ecbb35fa72b02a763862f",
    "id": "4723c6d9a0f7739c32918311ad613659fbba0272f5472387fa2915837c3aa3aa",
    "metadata": {},
    "name": "RequirementsPageSetDefaultMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageSetDefaultMutation(\n  $input: SetCategoryDefaultDocumentInput!\n) {\n  setCategoryDefaultDocument(input: $input) {\n    __typename\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0a32d3f1041e2a6d42dabd391b600b48";

export default node;
