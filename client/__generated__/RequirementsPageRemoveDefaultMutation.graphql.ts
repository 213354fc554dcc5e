/**
 * @generated SignedSource<<aaa377b8b994d836cdb7b684be27c209>>
 * @relayHash 7f8a63cfd85262c48324da4240a0b94e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e9cf2a24a615b7089be9b66e34854c634fb0672751570aa4bfad983f1e7cb5d

import { ConcreteRequest } from 'relay-runtime';
export type RemoveCategoryDefaultDocumentInput = {
  categoryId: string;
};
export type RequirementsPageRemoveDefaultMutation$variables = {
  input: RemoveCategoryDefaultDocumentInput;
};
export type RequirementsPageRemoveDefaultMutation$data = {
  readonly removeCategoryDefaultDocument: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type RequirementsPageRemoveDefaultMutation = {
  response: RequirementsPageRemoveDefaultMutation$data;
  variables: RequirementsPageRemoveDefaultMutation$variables;
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
    "name": "RequirementsPageRemoveDefaultMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsPageRemoveDefaultMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7f8a63cfd85262c48324da4240a0b94e",
    "id": "3e9cf2a24a615b7089be9b66e34854c634fb0672751570aa4bfad983f1e7cb5d",
    "metadata": {},
    "name": "RequirementsPageRemoveDefaultMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageRemoveDefaultMutation(\n  $input: RemoveCategoryDefaultDocumentInput!\n) {\n  removeCategoryDefaultDocument(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f375363e23565593c90175b0e501748";

export default node;
