/**
 * @generated SignedSource<<037c9d9bbe26c24213942b710302fa41>>
 * @relayHash 7525d90974ccc33d3b03bf3f08c5c205
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41a056b6121f6e90355098e908ec96b84e293c1583a4e7a52249742d48b94581

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSupplierAttachmentInput = {
  id: string;
};
export type useDeleteSupplierAttachmentMutation$variables = {
  input: DeleteSupplierAttachmentInput;
};
export type useDeleteSupplierAttachmentMutation$data = {
  readonly deleteSupplierAttachment: {
    readonly __typename: "DeleteSupplierAttachmentSuccess";
    readonly data: {
      readonly deletedId: string;
    };
  } | {
    readonly __typename: "ForbiddenError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "UnauthenticatedError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDeleteSupplierAttachmentMutation = {
  response: useDeleteSupplierAttachmentMutation$data;
  variables: useDeleteSupplierAttachmentMutation$variables;
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
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v5 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "ForbiddenError",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "UnauthenticatedError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSupplierAttachmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSupplierAttachment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeleteSupplierAttachmentPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteSupplierAttachmentSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "useDeleteSupplierAttachmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSupplierAttachment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeleteSupplierAttachmentPayload",
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
            "type": "DeleteSupplierAttachmentSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7525d90974ccc33d3b03bf3f08c5c205",
    "id": "41a056b6121f6e90355098e908ec96b84e293c1583a4e7a52249742d48b94581",
    "metadata": {},
    "name": "useDeleteSupplierAttachmentMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSupplierAttachmentMutation(\n  $input: DeleteSupplierAttachmentInput!\n) {\n  deleteSupplierAttachment(input: $input) {\n    __typename\n    ... on DeleteSupplierAttachmentSuccess {\n      data {\n        deletedId\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on ForbiddenError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UnauthenticatedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b1a3c5a723e8c47fe51126e7960222d7";

export default node;
