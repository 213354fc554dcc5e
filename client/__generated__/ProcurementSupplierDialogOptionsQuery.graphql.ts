/**
 * @generated SignedSource<<516af91ffbc9455dea74b6f3076fdd30>>
 * @relayHash d7318a62287c9c23514b6abb3cf2aabe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffa82e5591bf1dc513c60b690bac48185b327451880d7eb36ecbea1e3b18d71f

import { ConcreteRequest } from 'relay-runtime';
export type ProcurementSupplierDialogOptionsQuery$variables = {
  id: string;
};
export type ProcurementSupplierDialogOptionsQuery$data = {
  readonly node: {
    readonly parentSupplierOptions?: ReadonlyArray<{
      readonly companyName: string;
      readonly id: string;
    }>;
  } | null | undefined;
};
export type ProcurementSupplierDialogOptionsQuery = {
  response: ProcurementSupplierDialogOptionsQuery$data;
  variables: ProcurementSupplierDialogOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Supplier",
      "kind": "LinkedField",
      "name": "parentSupplierOptions",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProcurementSupplier",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProcurementSupplierDialogOptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "ProcurementSupplierDialogOptionsQuery",
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
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d7318a62287c9c23514b6abb3cf2aabe",
    "id": "ffa82e5591bf1dc513c60b690bac48185b327451880d7eb36ecbea1e3b18d71f",
    "metadata": {},
    "name": "ProcurementSupplierDialogOptionsQuery",
    "operationKind": "query",
    "text": "query ProcurementSupplierDialogOptionsQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on ProcurementSupplier {\n      parentSupplierOptions {\n        id\n        companyName\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "697e113745c3ea60e536b191b7c2efe8";

export default node;
