/**
 * @generated SignedSource<<73e4dd190d0b4253afb4292b17295d31>>
 * @relayHash ee50e78ec643e3a62075c9a78c53c55c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36f143c311be7857506b9e871aeff6094cb66ca68fb9e545a9c8bf59ce076b73

import { ConcreteRequest } from 'relay-runtime';
export type WorkerDocumentsSectionQuery$variables = {
  workerId: string;
};
export type WorkerDocumentsSectionQuery$data = {
  readonly fitnessCertificateCategories: ReadonlyArray<{
    readonly code: string;
    readonly label: string;
  }>;
  readonly node: {
    readonly documents?: ReadonlyArray<{
      readonly attachmentFilename: string;
      readonly category: {
        readonly code: string;
        readonly label: string;
      };
      readonly documentDate: string | null | undefined;
      readonly documentExpirationDate: string | null | undefined;
      readonly file: {
        readonly downloadUrl: string;
        readonly originalName: string;
      } | null | undefined;
      readonly id: string;
    }>;
  } | null | undefined;
};
export type WorkerDocumentsSectionQuery = {
  response: WorkerDocumentsSectionQuery$data;
  variables: WorkerDocumentsSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "workerId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "workerId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attachmentFilename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentExpirationDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v8 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = {
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
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "FitnessCertificateCategory",
  "kind": "LinkedField",
  "name": "fitnessCertificateCategories",
  "plural": true,
  "selections": (v8/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkerDocumentsSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SupplierWorkerAttachment",
                "kind": "LinkedField",
                "name": "documents",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkerDocumentCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "SupplierWorker",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkerDocumentsSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
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
                "concreteType": "SupplierWorkerAttachment",
                "kind": "LinkedField",
                "name": "documents",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkerDocumentCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "SupplierWorker",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v10/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "ee50e78ec643e3a62075c9a78c53c55c",
    "id": "36f143c311be7857506b9e871aeff6094cb66ca68fb9e545a9c8bf59ce076b73",
    "metadata": {},
    "name": "WorkerDocumentsSectionQuery",
    "operationKind": "query",
    "text": "query WorkerDocumentsSectionQuery(\n  $workerId: ID!\n) {\n  node(id: $workerId) {\n    __typename\n    ... on SupplierWorker {\n      documents {\n        id\n        attachmentFilename\n        documentDate\n        documentExpirationDate\n        category {\n          code\n          label\n          id\n        }\n        file {\n          originalName\n          downloadUrl\n        }\n      }\n    }\n    id\n  }\n  fitnessCertificateCategories {\n    code\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e72e1f5bf3506bdd7d71eac0a234dce";

export default node;
