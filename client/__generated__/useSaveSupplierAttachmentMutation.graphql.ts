/**
 * @generated SignedSource<<f433834babc4f2d373c163256b0db9df>>
 * @relayHash 9b6b3516490953d61b4b2725b262fde6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ad35e297640f5c66b49670e7f116973fc246770a504b9c0964b6517effdd26d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveSupplierAttachmentInput = {
  attachmentFilename: string;
  attachmentType: number;
  documentDate?: string | null | undefined;
  documentExpirationDate?: string | null | undefined;
  file?: any | null | undefined;
  id?: string | null | undefined;
};
export type useSaveSupplierAttachmentMutation$variables = {
  input: SaveSupplierAttachmentInput;
};
export type useSaveSupplierAttachmentMutation$data = {
  readonly saveSupplierAttachment: {
    readonly __typename: "ForbiddenError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "SaveSupplierAttachmentSuccess";
    readonly data: {
      readonly supplierAttachment: {
        readonly attachmentFilename: string;
        readonly attachmentTypeLabel: string;
        readonly documentDate: string | null | undefined;
        readonly documentExpirationDate: string | null | undefined;
        readonly file: {
          readonly downloadUrl: string;
          readonly originalName: string;
        } | null | undefined;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SupplierAttachmentDialog_attachment">;
      };
    };
  } | {
    readonly __typename: "UnauthenticatedError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSaveSupplierAttachmentMutation = {
  response: useSaveSupplierAttachmentMutation$data;
  variables: useSaveSupplierAttachmentMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attachmentTypeLabel",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attachmentFilename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentExpirationDate",
  "storageKey": null
},
v8 = {
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
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": [
    (v9/*:: as any*/),
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
v11 = [
  (v9/*:: as any*/)
],
v12 = {
  "kind": "InlineFragment",
  "selections": (v11/*:: as any*/),
  "type": "ForbiddenError",
  "abstractKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": (v11/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
},
v14 = {
  "kind": "InlineFragment",
  "selections": (v11/*:: as any*/),
  "type": "UnauthenticatedError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveSupplierAttachmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSupplierAttachment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SaveSupplierAttachmentPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SupplierAttachment",
                    "kind": "LinkedField",
                    "name": "supplierAttachment",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "SupplierAttachmentDialog_attachment"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveSupplierAttachmentSuccess",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
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
    "name": "useSaveSupplierAttachmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveSupplierAttachment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SaveSupplierAttachmentPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SupplierAttachment",
                    "kind": "LinkedField",
                    "name": "supplierAttachment",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "attachmentType",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveSupplierAttachmentSuccess",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9b6b3516490953d61b4b2725b262fde6",
    "id": "4ad35e297640f5c66b49670e7f116973fc246770a504b9c0964b6517effdd26d",
    "metadata": {},
    "name": "useSaveSupplierAttachmentMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveSupplierAttachmentMutation(\n  $input: SaveSupplierAttachmentInput!\n) {\n  saveSupplierAttachment(input: $input) {\n    __typename\n    ... on SaveSupplierAttachmentSuccess {\n      data {\n        supplierAttachment {\n          id\n          attachmentTypeLabel\n          attachmentFilename\n          documentDate\n          documentExpirationDate\n          file {\n            originalName\n            downloadUrl\n          }\n          ...SupplierAttachmentDialog_attachment\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on ForbiddenError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UnauthenticatedError {\n      message\n    }\n  }\n}\n\nfragment SupplierAttachmentDialog_attachment on SupplierAttachment {\n  id\n  attachmentType\n  attachmentFilename\n  documentDate\n  documentExpirationDate\n  file {\n    originalName\n  }\n}\n"
  }
};
})();

(node as any).hash = "32709928d1fd8534e81b8bea21ca9449";

export default node;
