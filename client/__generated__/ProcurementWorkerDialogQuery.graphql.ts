/**
 * @generated SignedSource<<c309952cb339b5a5259e923df3229bb8>>
 * @relayHash cb9953d478ab268cd91a3e1010b7d4ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4a79ee3f3842b6052ecc284330b7d117440501b140b927547ed6e3b279fcfca

import { ConcreteRequest } from 'relay-runtime';
export type ProcurementWorkerDialogQuery$variables = {
  procurementId: string;
  search?: string | null | undefined;
};
export type ProcurementWorkerDialogQuery$data = {
  readonly node: {
    readonly forcedOffQualificationFlags?: ReadonlyArray<string>;
  } | null | undefined;
  readonly viewer: {
    readonly supplier: {
      readonly workers: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly firstName: string;
            readonly id: string;
            readonly job: string | null | undefined;
            readonly lastName: string;
            readonly onProcurement: boolean;
          };
        }>;
        readonly totalCount: number;
      };
    } | null | undefined;
  } | null | undefined;
};
export type ProcurementWorkerDialogQuery = {
  response: ProcurementWorkerDialogQuery$data;
  variables: ProcurementWorkerDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "procurementId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "procurementId"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forcedOffQualificationFlags",
      "storageKey": null
    }
  ],
  "type": "Procurement",
  "abstractKey": null
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
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    },
    {
      "kind": "Literal",
      "name": "hideInactive",
      "value": true
    },
    {
      "kind": "Variable",
      "name": "search",
      "variableName": "search"
    }
  ],
  "concreteType": "SupplierWorkerConnection",
  "kind": "LinkedField",
  "name": "workers",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierWorkerEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SupplierWorker",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "job",
              "storageKey": null
            },
            {
              "alias": null,
              "args": [
                {
                  "kind": "Variable",
                  "name": "procurementId",
                  "variableName": "procurementId"
                }
              ],
              "kind": "ScalarField",
              "name": "onProcurement",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProcurementWorkerDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Supplier",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProcurementWorkerDialogQuery",
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
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Supplier",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cb9953d478ab268cd91a3e1010b7d4ab",
    "id": "a4a79ee3f3842b6052ecc284330b7d117440501b140b927547ed6e3b279fcfca",
    "metadata": {},
    "name": "ProcurementWorkerDialogQuery",
    "operationKind": "query",
    "text": "query ProcurementWorkerDialogQuery(\n  $procurementId: ID!\n  $search: String\n) {\n  node(id: $procurementId) {\n    __typename\n    ... on Procurement {\n      forcedOffQualificationFlags\n    }\n    id\n  }\n  viewer {\n    supplier {\n      workers(first: 100, hideInactive: true, search: $search) {\n        totalCount\n        edges {\n          node {\n            id\n            firstName\n            lastName\n            job\n            onProcurement(procurementId: $procurementId)\n          }\n        }\n      }\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e48866fe5c943dc3eb9a4727aea52937";

export default node;
