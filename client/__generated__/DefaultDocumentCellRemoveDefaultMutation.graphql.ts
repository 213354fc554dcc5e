/**
 * @generated SignedSource<<8a7205c1302ddbca2a00c3b2610b9f32>>
 * @relayHash 13c9751d72e5cd41c188533ac18b7729
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 510ea1596b8ddfa847f7af6e68b77c520eafad24eeb34bc7c7cd221c972b81a4

import { ConcreteRequest } from 'relay-runtime';
export type RemoveCategoryDefaultDocumentInput = {
  categoryId: string;
};
export type DefaultDocumentCellRemoveDefaultMutation$variables = {
  input: RemoveCategoryDefaultDocumentInput;
};
export type DefaultDocumentCellRemoveDefaultMutation$data = {
  readonly removeCategoryDefaultDocument: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type DefaultDocumentCellRemoveDefaultMutation = {
  response: DefaultDocumentCellRemoveDefaultMutation$data;
  variables: DefaultDocumentCellRemoveDefaultMutation$variables;
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
    "name": "removeCategoryDefaultDocument",
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
    "name": "DefaultDocumentCellRemoveDefaultMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefaultDocumentCellRemoveDefaultMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "13c9751d72e5cd41c188533ac18b7729",
    "id": "510ea1596b8ddfa847f7af6e68b77c520eafad24eeb34bc7c7cd221c972b81a4",
    "metadata": {},
    "name": "DefaultDocumentCellRemoveDefaultMutation",
    "operationKind": "mutation",
    "text": "mutation DefaultDocumentCellRemoveDefaultMutation(\n  $input: RemoveCategoryDefaultDocumentInput!\n) {\n  removeCategoryDefaultDocument(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8af38c2f81f767d58ea72ef83e66ab41";

export default node;
