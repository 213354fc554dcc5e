/**
 * @generated SignedSource<<ddaa327112bccc57c54d7ee9c6a88a86>>
 * @relayHash 1ecd672c2722bfa8aefe84522cc57bf4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc0be0c6c6bf289a66872a8818f20fbaac66ee87694984793baaef13534dff96

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierHeaderCardRefetchQuery$variables = {
  id: string;
};
export type SupplierHeaderCardRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"SupplierHeaderCard_supplier">;
  } | null | undefined;
};
export type SupplierHeaderCardRefetchQuery = {
  response: SupplierHeaderCardRefetchQuery$data;
  variables: SupplierHeaderCardRefetchQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SupplierHeaderCardRefetchQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "SupplierHeaderCard_supplier"
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
    "name": "SupplierHeaderCardRefetchQuery",
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
            "kind": "InlineFragment",
            "selections": [
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
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Municipality",
                "kind": "LinkedField",
                "name": "municipality",
                "plural": false,
                "selections": [
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
                    "name": "province",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "type": "Supplier",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1ecd672c2722bfa8aefe84522cc57bf4",
    "id": "fc0be0c6c6bf289a66872a8818f20fbaac66ee87694984793baaef13534dff96",
    "metadata": {},
    "name": "SupplierHeaderCardRefetchQuery",
    "operationKind": "query",
    "text": "query SupplierHeaderCardRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...SupplierHeaderCard_supplier\n    id\n  }\n}\n\nfragment SupplierEditDialog_supplier on Supplier {\n  id\n  email\n}\n\nfragment SupplierHeaderCard_supplier on Supplier {\n  id\n  companyName\n  phone\n  address\n  municipality {\n    name\n    province\n    id\n  }\n  ...SupplierEditDialog_supplier\n}\n"
  }
};
})();

(node as any).hash = "f930c097751ad4b28b681bee6c771348";

export default node;
