/**
 * @generated SignedSource<<5ba6596520061322db9ed54e11739d0d>>
 * @relayHash f637171bdd6edf3d24eade32f5047084
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3695d0e772bb3b1030a039e780cc38aec178114927ec741d65f485399cdbf3e

import { ConcreteRequest } from 'relay-runtime';
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type WorkerAreaScreen = "FORMATION" | "MEDICINE";
export type ProtectedLayoutQuery$variables = Record<PropertyKey, never>;
export type ProtectedLayoutQuery$data = {
  readonly uploadMaxBytes: number | null | undefined;
  readonly viewer: {
    readonly displayName: string;
    readonly id: string;
    readonly kind: UserKind;
    readonly permissions: {
      readonly bookVisits: {
        readonly allowed: boolean;
      };
      readonly editFactories: {
        readonly allowed: boolean;
      };
      readonly editRequirementCatalogue: {
        readonly allowed: boolean;
      };
      readonly manageCompanyUsers: {
        readonly allowed: boolean;
      };
      readonly useApprovalsInbox: {
        readonly allowed: boolean;
      };
      readonly viewWorkforce: {
        readonly allowed: boolean;
      };
    };
    readonly reviewWaitingCount: number | null | undefined;
    readonly workerAreaScreens: ReadonlyArray<WorkerAreaScreen>;
  } | null | undefined;
};
export type ProtectedLayoutQuery = {
  response: ProtectedLayoutQuery$data;
  variables: ProtectedLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowed",
    "storageKey": null
  }
],
v1 = [
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
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reviewWaitingCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "workerAreaScreens",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ViewerPermissions",
        "kind": "LinkedField",
        "name": "permissions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionDecision",
            "kind": "LinkedField",
            "name": "manageCompanyUsers",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionDecision",
            "kind": "LinkedField",
            "name": "bookVisits",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionDecision",
            "kind": "LinkedField",
            "name": "editRequirementCatalogue",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionDecision",
            "kind": "LinkedField",
            "name": "editFactories",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionDecision",
            "kind": "LinkedField",
            "name": "useApprovalsInbox",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionDecision",
            "kind": "LinkedField",
            "name": "viewWorkforce",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "uploadMaxBytes",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProtectedLayoutQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProtectedLayoutQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f637171bdd6edf3d24eade32f5047084",
    "id": "d3695d0e772bb3b1030a039e780cc38aec178114927ec741d65f485399cdbf3e",
    "metadata": {},
    "name": "ProtectedLayoutQuery",
    "operationKind": "query",
    "text": "query ProtectedLayoutQuery {\n  viewer {\n    id\n    displayName\n    kind\n    reviewWaitingCount\n    workerAreaScreens\n    permissions {\n      manageCompanyUsers {\n        allowed\n      }\n      bookVisits {\n        allowed\n      }\n      editRequirementCatalogue {\n        allowed\n      }\n      editFactories {\n        allowed\n      }\n      useApprovalsInbox {\n        allowed\n      }\n      viewWorkforce {\n        allowed\n      }\n    }\n  }\n  uploadMaxBytes\n}\n"
  }
};
})();

(node as any).hash = "d62efadfb969f2405d15e07e1ab98c0c";

export default node;
