/**
 * @generated SignedSource<<318cba63eb9ecb92dc5d6d824b681fec>>
 * @relayHash 71e5825be14a4c2824bd575c1460da58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 032ef2f0ce6187ecd3d5cbca04d95666dca837942fd4a4c5ffd8b91b4de6a375

import { ConcreteRequest } from 'relay-runtime';
export type RequirementsDialogQuery$variables = {
  id: string;
};
export type RequirementsDialogQuery$data = {
  readonly node: {
    readonly customer?: {
      readonly procurements: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly id: string;
            readonly label: string;
          };
        }>;
      };
    };
    readonly requirements?: {
      readonly defaults: ReadonlyArray<{
        readonly categoryId: string;
        readonly hasFile: boolean;
        readonly mandatory: boolean;
      }>;
      readonly suppliers: ReadonlyArray<{
        readonly categories: ReadonlyArray<{
          readonly categoryId: string;
          readonly hasFile: boolean;
          readonly mandatory: boolean;
        }>;
        readonly companyName: string;
        readonly supplierId: string;
      }>;
    } | null | undefined;
  } | null | undefined;
  readonly requirementCatalogue: ReadonlyArray<{
    readonly id: string;
    readonly label: string;
  }>;
};
export type RequirementsDialogQuery = {
  response: RequirementsDialogQuery$data;
  variables: RequirementsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "SupplierDocumentCategory",
  "kind": "LinkedField",
  "name": "requirementCatalogue",
  "plural": true,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "categoryId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "mandatory",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "hasFile",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ProcurementRequirements",
  "kind": "LinkedField",
  "name": "requirements",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CategoryRequirement",
      "kind": "LinkedField",
      "name": "defaults",
      "plural": true,
      "selections": (v5/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierRequirements",
      "kind": "LinkedField",
      "name": "suppliers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "supplierId",
          "storageKey": null
        },
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
          "concreteType": "CategoryRequirement",
          "kind": "LinkedField",
          "name": "categories",
          "plural": true,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "ProcurementConnection",
  "kind": "LinkedField",
  "name": "procurements",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProcurementEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Procurement",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "procurements(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RequirementsDialogQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Customer",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Procurement",
            "abstractKey": null
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
    "name": "RequirementsDialogQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Customer",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Procurement",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "71e5825be14a4c2824bd575c1460da58",
    "id": "032ef2f0ce6187ecd3d5cbca04d95666dca837942fd4a4c5ffd8b91b4de6a375",
    "metadata": {},
    "name": "RequirementsDialogQuery",
    "operationKind": "query",
    "text": "query RequirementsDialogQuery(\n  $id: ID!\n) {\n  requirementCatalogue {\n    id\n    label\n  }\n  node(id: $id) {\n    __typename\n    ... on Procurement {\n      requirements {\n        defaults {\n          categoryId\n          mandatory\n          hasFile\n        }\n        suppliers {\n          supplierId\n          companyName\n          categories {\n            categoryId\n            mandatory\n            hasFile\n          }\n        }\n      }\n      customer {\n        procurements(first: 100) {\n          edges {\n            node {\n              id\n              label\n            }\n          }\n        }\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0dbe176910db78cd91ec3127e7c3d8eb";

export default node;
