/**
 * @generated SignedSource<<10f8e5a15e37917df6a07e29c296430d>>
 * @relayHash 886db340b47427ec22287d752eb0ec7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e43c8cd80003f4b8a3556934817abf566a65b29ae84e4682d8f825830a2e47be

import { ConcreteRequest } from 'relay-runtime';
export type WorkerAreaAccessSectionQuery$variables = {
  workerId: string;
};
export type WorkerAreaAccessSectionQuery$data = {
  readonly node: {
    readonly viewerCanManageWorkerAreaAccess?: {
      readonly allowed: boolean;
      readonly reason: string | null | undefined;
    };
    readonly workerAreaAccess?: {
      readonly active: boolean;
      readonly email: string;
    } | null | undefined;
  } | null | undefined;
};
export type WorkerAreaAccessSectionQuery = {
  response: WorkerAreaAccessSectionQuery$data;
  variables: WorkerAreaAccessSectionQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkerAreaAccess",
      "kind": "LinkedField",
      "name": "workerAreaAccess",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "viewerCanManageWorkerAreaAccess",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupplierWorker",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkerAreaAccessSectionQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkerAreaAccessSectionQuery",
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
    ]
  },
  "params": {
    "cacheID": "886db340b47427ec22287d752eb0ec7a",
    "id": "e43c8cd80003f4b8a3556934817abf566a65b29ae84e4682d8f825830a2e47be",
    "metadata": {},
    "name": "WorkerAreaAccessSectionQuery",
    "operationKind": "query",
    "text": "query WorkerAreaAccessSectionQuery(\n  $workerId: ID!\n) {\n  node(id: $workerId) {\n    __typename\n    ... on SupplierWorker {\n      workerAreaAccess {\n        email\n        active\n      }\n      viewerCanManageWorkerAreaAccess {\n        allowed\n        reason\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa8c6d98adbbe84dbca0a8785a666d34";

export default node;
