/**
 * @generated SignedSource<<112f4a5957a4434504977e50462bb00d>>
 * @relayHash 6a557743c813f81cda04c3d0b7b14aaf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf1e2dc1aed4aa4a5e7874fe1b75afa70d34f8c47f8bf81e8e7aa591221f440f

import { ConcreteRequest } from 'relay-runtime';
export type MunicipalityFieldQuery$variables = {
  first: number;
  search: string;
};
export type MunicipalityFieldQuery$data = {
  readonly municipalities: ReadonlyArray<{
    readonly id: string;
    readonly label: string;
  }>;
};
export type MunicipalityFieldQuery = {
  response: MunicipalityFieldQuery$data;
  variables: MunicipalityFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "Municipality",
    "kind": "LinkedField",
    "name": "municipalities",
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
        "name": "label",
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
    "name": "MunicipalityFieldQuery",
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
    "name": "MunicipalityFieldQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "6a557743c813f81cda04c3d0b7b14aaf",
    "id": "bf1e2dc1aed4aa4a5e7874fe1b75afa70d34f8c47f8bf81e8e7aa591221f440f",
    "metadata": {},
    "name": "MunicipalityFieldQuery",
    "operationKind": "query",
    "text": "query MunicipalityFieldQuery(\n  $search: String!\n  $first: Int!\n) {\n  municipalities(search: $search, first: $first) {\n    id\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "c4f14df910e1004286f3499deb6847a4";

export default node;
