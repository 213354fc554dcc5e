/**
 * @generated SignedSource<<a9ca7330180c5641b7136958eec8d5b2>>
 * @relayHash 3fb91199484354a68e490756db015fd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d4340359d7a2fd2d4e96cc81726b4ee02cb7b961cbf15b3af4af0516637114d

import { ConcreteRequest } from 'relay-runtime';
export type ApiKeyScope = "COMPLIANCE" | "PROCUREMENTS";
export type ApiKeysCardQuery$variables = Record<PropertyKey, never>;
export type ApiKeysCardQuery$data = {
  readonly apiKeys: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly previousSecretValidUntil: string | null | undefined;
    readonly revokedAt: string | null | undefined;
    readonly scope: ApiKeyScope;
  }>;
};
export type ApiKeysCardQuery = {
  response: ApiKeysCardQuery$data;
  variables: ApiKeysCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ApiKey",
    "kind": "LinkedField",
    "name": "apiKeys",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scope",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastUsedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "previousSecretValidUntil",
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
    "name": "ApiKeysCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiKeysCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3fb91199484354a68e490756db015fd1",
    "id": "6d4340359d7a2fd2d4e96cc81726b4ee02cb7b961cbf15b3af4af0516637114d",
    "metadata": {},
    "name": "ApiKeysCardQuery",
    "operationKind": "query",
    "text": "query ApiKeysCardQuery {\n  apiKeys {\n    id\n    name\n    scope\n    createdAt\n    lastUsedAt\n    revokedAt\n    previousSecretValidUntil\n  }\n}\n"
  }
};
})();

(node as any).hash = "508b37305b1e0a798062de35e42010e5";

export default node;
