/**
 * @generated SignedSource<<a3be935fbde1049269ca48e75cd73ed2>>
 * @relayHash 0161453e3825b1adb429383eeaed28e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a4a0d4ef3fe160e7d070df9231edf518007ab0bd2dd41a6b8d269b6ec0d5297

import { ConcreteRequest } from 'relay-runtime';
export type useMatchingWorkerDocumentsQuery$variables = {
  categoryCode: string;
  workerId: string;
};
export type useMatchingWorkerDocumentsQuery$data = {
  readonly matchingWorkerDocuments: ReadonlyArray<{
    readonly attachmentFilename: string;
    readonly documentDate: string | null | undefined;
    readonly documentExpirationDate: string | null | undefined;
    readonly file: {
      readonly downloadUrl: string;
      readonly mimeType: string;
      readonly originalName: string;
    } | null | undefined;
    readonly id: string;
  }>;
};
export type useMatchingWorkerDocumentsQuery = {
  response: useMatchingWorkerDocumentsQuery$data;
  variables: useMatchingWorkerDocumentsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "categoryCode"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "workerId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "categoryCode",
        "variableName": "categoryCode"
      },
      {
        "kind": "Variable",
        "name": "workerId",
        "variableName": "workerId"
      }
    ],
    "concreteType": "SupplierWorkerAttachment",
    "kind": "LinkedField",
    "name": "matchingWorkerDocuments",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mimeType",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMatchingWorkerDocumentsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useMatchingWorkerDocumentsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0161453e3825b1adb429383eeaed28e8",
    "id": "2a4a0d4ef3fe160e7d070df9231edf518007ab0bd2dd41a6b8d269b6ec0d5297",
    "metadata": {},
    "name": "useMatchingWorkerDocumentsQuery",
    "operationKind": "query",
    "text": "query useMatchingWorkerDocumentsQuery(\n  $workerId: ID!\n  $categoryCode: String!\n) {\n  matchingWorkerDocuments(workerId: $workerId, categoryCode: $categoryCode) {\n    id\n    attachmentFilename\n    documentDate\n    documentExpirationDate\n    file {\n      originalName\n      mimeType\n      downloadUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5f480381722c2a18bfb1d416e7fe670f";

export default node;
