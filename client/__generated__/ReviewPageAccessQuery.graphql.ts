/**
 * @generated SignedSource<<b39f8c1d11555743ac33ee27ca3ecc32>>
 * @relayHash 392af14d54e21d53eab7bc451e43c246
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc5203c8bcd6268eb12d026eecea606e326699e49e31ea7e53d29e7de22a2416

import { ConcreteRequest } from 'relay-runtime';
export type ReviewPageAccessQuery$variables = Record<PropertyKey, never>;
export type ReviewPageAccessQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly permissions: {
      readonly useApprovalsInbox: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
    };
  } | null | undefined;
};
export type ReviewPageAccessQuery = {
  response: ReviewPageAccessQuery$data;
  variables: ReviewPageAccessQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
            "name": "useApprovalsInbox",
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
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewPageAccessQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReviewPageAccessQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "392af14d54e21d53eab7bc451e43c246",
    "id": "bc5203c8bcd6268eb12d026eecea606e326699e49e31ea7e53d29e7de22a2416",
    "metadata": {},
    "name": "ReviewPageAccessQuery",
    "operationKind": "query",
    "text": "query ReviewPageAccessQuery {\n  viewer {\n    id\n    permissions {\n      useApprovalsInbox {\n        allowed\n        reason\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4aae306d05ae9033a0e77257ad25b0c7";

export default node;
