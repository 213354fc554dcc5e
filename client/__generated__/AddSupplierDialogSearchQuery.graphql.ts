/**
 * @generated SignedSource<<7d83956cd1669ee6e395933774efe50b>>
 * @relayHash 91be4987dcdd09e932f9c3b42d2da297
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90f8f9afc1092f7529ca21d4905a42903ffc4c4a68acf29d22ebf379a78472c2

import { ConcreteRequest } from 'relay-runtime';
export type AddSupplierDialogSearchQuery$variables = {
  id: string;
  search: string;
};
export type AddSupplierDialogSearchQuery$data = {
  readonly node: {
    readonly supplierDirectory?: ReadonlyArray<{
      readonly companyName: string;
      readonly id: string;
      readonly municipality: string | null | undefined;
      readonly onProcurement: boolean;
      readonly vatNumber: string | null | undefined;
    }>;
  } | null | undefined;
};
export type AddSupplierDialogSearchQuery = {
  response: AddSupplierDialogSearchQuery$data;
  variables: AddSupplierDialogSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
      "args": [
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        }
      ],
      "concreteType": "SupplierDirectoryEntry",
      "kind": "LinkedField",
      "name": "supplierDirectory",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "municipality",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "onProcurement",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Procurement",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddSupplierDialogSearchQuery",
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
    "name": "AddSupplierDialogSearchQuery",
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
    "cacheID": "91be4987dcdd09e932f9c3b42d2da297",
    "id": "90f8f9afc1092f7529ca21d4905a42903ffc4c4a68acf29d22ebf379a78472c2",
    "metadata": {},
    "name": "AddSupplierDialogSearchQuery",
    "operationKind": "query",
    "text": "query AddSupplierDialogSearchQuery(\n  $id: ID!\n  $search: String!\n) {\n  node(id: $id) {\n    __typename\n    ... on Procurement {\n      supplierDirectory(search: $search) {\n        id\n        companyName\n        vatNumber\n        municipality\n        onProcurement\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "95dcd2aa13713d2c5bdb493e0f1f5622";

export default node;
