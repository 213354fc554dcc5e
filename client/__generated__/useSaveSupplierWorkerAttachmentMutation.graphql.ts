/**
 * @generated SignedSource<<6f49d9cffe54b9db168aba42c9a267e7>>
 * @relayHash 20f953672afd4e2c26e76723afbddf00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab8e986fb2bc2891517bf5754e91a052807f3144135fd0d3b664e3a11bf3dee2

import { ConcreteRequest } from 'relay-runtime';
export type SaveSupplierWorkerAttachmentInput = {
  attachmentFilename: string;
  categoryCode: string;
  documentDate?: string | null | undefined;
  documentExpirationDate?: string | null | undefined;
  file?: any | null | undefined;
  id?: string | null | undefined;
  workerId?: string | null | undefined;
};
export type useSaveSupplierWorkerAttachmentMutation$variables = {
  input: SaveSupplierWorkerAttachmentInput;
};
export type useSaveSupplierWorkerAttachmentMutation$data = {
  readonly saveSupplierWorkerAttachment: {
    readonly __typename: string;
    readonly data?: {
      readonly supplierWorkerAttachment: {
        readonly id: string;
      };
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useSaveSupplierWorkerAttachmentMutation = {
  response: useSaveSupplierWorkerAttachmentMutation$data;
  variables: useSaveSupplierWorkerAttachmentMutation$variables;
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
    "name": "saveSupplierWorkerAttachment",
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
            "concreteType": "SaveSupplierWorkerAttachmentPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SupplierWorkerAttachment",
                "kind": "LinkedField",
                "name": "supplierWorkerAttachment",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveSupplierWorkerAttachmentSuccess",
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
    "name": "useSaveSupplierWorkerAttachmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveSupplierWorkerAttachmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "20f953672afd4e2c26e76723afbddf00",
    "id": "ab8e986fb2bc2891517bf5754e91a052807f3144135fd0d3b664e3a11bf3dee2",
    "metadata": {},
    "name": "useSaveSupplierWorkerAttachmentMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSupplierWorkerAttachmentMutation(\n  $input: SaveSupplierWorkerAttachmentInput!\n) {\n  saveSupplierWorkerAttachment(input: $input) {\n    __typename\n    ... on SaveSupplierWorkerAttachmentSuccess {\n      data {\n        supplierWorkerAttachment {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "34b9892bb29c44effa117e0066561f2e";

export default node;
