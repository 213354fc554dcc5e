/**
 * @generated SignedSource<<3efa8bb2c9d5394e86c5fe3ffd806b07>>
 * @relayHash 3ade966bbdf87da61331ddf32f9ec8c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23c1dbbdbcfe935d5b39fcb6490bcb88fad6ade4aa83fad106e7cb1fa386a54a

import { ConcreteRequest } from 'relay-runtime';
export type ElementKind = "EQUIPMENT" | "MACHINERY" | "TOOL";
export type RequirementsDialogQuery$variables = {
  id: string;
};
export type RequirementsDialogQuery$data = {
  readonly elementDocumentCatalogue: ReadonlyArray<{
    readonly id: string;
    readonly kind: ElementKind;
    readonly name: string;
  }>;
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
    readonly otherRequirements?: {
      readonly elementDocuments: ReadonlyArray<{
        readonly documentName: string;
        readonly kind: ElementKind;
      }>;
      readonly suppliers: ReadonlyArray<{
        readonly elementDocuments: ReadonlyArray<{
          readonly documentName: string;
          readonly kind: ElementKind;
        }>;
        readonly supplierId: string;
        readonly workerCategoryCodes: ReadonlyArray<string>;
      }>;
      readonly workerCategoryCodes: ReadonlyArray<string>;
    } | null | undefined;
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
  readonly workerRequirementCatalogue: ReadonlyArray<{
    readonly code: string;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "SupplierDocumentCategory",
  "kind": "LinkedField",
  "name": "requirementCatalogue",
  "plural": true,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "WorkerRequirementCategory",
  "kind": "LinkedField",
  "name": "workerRequirementCatalogue",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ElementDocumentType",
  "kind": "LinkedField",
  "name": "elementDocumentCatalogue",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "workerCategoryCodes",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ElementRequirement",
  "kind": "LinkedField",
  "name": "elementDocuments",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supplierId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "OtherRequirements",
  "kind": "LinkedField",
  "name": "otherRequirements",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierOtherRequirements",
      "kind": "LinkedField",
      "name": "suppliers",
      "plural": true,
      "selections": [
        (v11/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = [
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
v14 = {
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
      "selections": (v13/*:: as any*/),
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
        (v11/*:: as any*/),
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
          "selections": (v13/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
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
          "selections": (v3/*:: as any*/),
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
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v12/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Customer",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/)
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
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v8/*:: as any*/),
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
              (v12/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Customer",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
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
    "cacheID": "3ade966bbdf87da61331ddf32f9ec8c1",
    "id": "23c1dbbdbcfe935d5b39fcb6490bcb88fad6ade4aa83fad106e7cb1fa386a54a",
    "metadata": {},
    "name": "RequirementsDialogQuery",
    "operationKind": "query",
    "text": "query RequirementsDialogQuery(\n  $id: ID!\n) {\n  requirementCatalogue {\n    id\n    label\n  }\n  workerRequirementCatalogue {\n    id\n    code\n    label\n  }\n  elementDocumentCatalogue {\n    id\n    kind\n    name\n  }\n  node(id: $id) {\n    __typename\n    ... on Procurement {\n      otherRequirements {\n        workerCategoryCodes\n        elementDocuments {\n          kind\n          documentName\n        }\n        suppliers {\n          supplierId\n          workerCategoryCodes\n          elementDocuments {\n            kind\n            documentName\n          }\n        }\n      }\n      requirements {\n        defaults {\n          categoryId\n          mandatory\n          hasFile\n        }\n        suppliers {\n          supplierId\n          companyName\n          categories {\n            categoryId\n            mandatory\n            hasFile\n          }\n        }\n      }\n      customer {\n        procurements(first: 100) {\n          edges {\n            node {\n              id\n              label\n            }\n          }\n        }\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "33233b523abd5a9054e2b6423f28d1e2";

export default node;
