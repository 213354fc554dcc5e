/**
 * @generated SignedSource<<76f734c2afa4f4cde6992f2fae7021c3>>
 * @relayHash 9422646dcaa5f42c7cf6d1f9101f976c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 600890ad9eea6718aa37b8c39bbeabb900b2654fa1391128694a0b8a44c9ed18

import { ConcreteRequest } from 'relay-runtime';
export type RequiredDocumentUploadDialogMatchQuery$variables = {
  requiredDocumentId: string;
};
export type RequiredDocumentUploadDialogMatchQuery$data = {
  readonly matchingSupplierAttachments: ReadonlyArray<{
    readonly attachmentFilename: string;
    readonly documentDate: string | null | undefined;
    readonly documentExpirationDate: string | null | undefined;
    readonly file: {
      readonly originalName: string;
    } | null | undefined;
    readonly id: string;
  }>;
};
export type RequiredDocumentUploadDialogMatchQuery = {
  response: RequiredDocumentUploadDialogMatchQuery$data;
  variables: RequiredDocumentUploadDialogMatchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "requiredDocumentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "requiredDocumentId",
        "variableName": "requiredDocumentId"
      }
    ],
    "concreteType": "SupplierAttachment",
    "kind": "LinkedField",
    "name": "matchingSupplierAttachments",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "attachmentFilename",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentExpirationDate",
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
          }
        ],
        "storageKey": null
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
    "name": "RequiredDocumentUploadDialogMatchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequiredDocumentUploadDialogMatchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9422646dcaa5f42c7cf6d1f9101f976c",
    "id": "600890ad9eea6718aa37b8c39bbeabb900b2654fa1391128694a0b8a44c9ed18",
    "metadata": {},
    "name": "RequiredDocumentUploadDialogMatchQuery",
    "operationKind": "query",
    "text": "query RequiredDocumentUploadDialogMatchQuery(\n  $requiredDocumentId: ID!\n) {\n  matchingSupplierAttachments(requiredDocumentId: $requiredDocumentId) {\n    id\n    attachmentFilename\n    documentDate\n    documentExpirationDate\n    file {\n      originalName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e422ed5fd6a674ad453a1f43a9d4d618";

export default node;
