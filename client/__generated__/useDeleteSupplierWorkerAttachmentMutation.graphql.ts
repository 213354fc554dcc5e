/**
 * @generated SignedSource<<45642e78f86bfe364fffbf29d1a4520c>>
 * @relayHash d3451f19204d739495c2b5570aa23413
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 739f8d4e75c504dfabaa6bb72f53a34635ff2b852a3e20634cd7496d08f310de

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSupplierWorkerAttachmentInput = {
  id: string;
};
export type useDeleteSupplierWorkerAttachmentMutation$variables = {
  input: DeleteSupplierWorkerAttachmentInput;
};
export type useDeleteSupplierWorkerAttachmentMutation$data = {
  readonly deleteSupplierWorkerAttachment: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
    };
    readonly message?: string;
  };
};
export type useDeleteSupplierWorkerAttachmentMutation = {
  response: useDeleteSupplierWorkerAttachmentMutation$data;
  variables: useDeleteSupplierWorkerAttachmentMutation$variables;
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
    "name": "deleteSupplierWorkerAttachment",
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
            "concreteType": "DeleteSupplierWorkerAttachmentPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletedId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DeleteSupplierWorkerAttachmentSuccess",
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
    "name": "useDeleteSupplierWorkerAttachmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSupplierWorkerAttachmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d3451f19204d739495c2b5570aa23413",
    "id": "739f8d4e75c504dfabaa6bb72f53a34635ff2b852a3e20634cd7496d08f310de",
    "metadata": {},
    "name": "useDeleteSupplierWorkerAttachmentMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSupplierWorkerAttachmentMutation(\n  $input: DeleteSupplierWorkerAttachmentInput!\n) {\n  deleteSupplierWorkerAttachment(input: $input) {\n    __typename\n    ... on DeleteSupplierWorkerAttachmentSuccess {\n      data {\n        deletedId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "510efaa0ffdb190fa7913b98e3971f9a";

export default node;
