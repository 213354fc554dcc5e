/**
 * @generated SignedSource<<2daa76efd4fb47f8becc5b5da7ce73ca>>
 * @relayHash 87174c18c871487e765f282b97ea461c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ed6dab06fd298851b9a158f01149824edd6efd51824bb34f0fc68e4f6ca0c60

import { ConcreteRequest } from 'relay-runtime';
export type ElementKind = "EQUIPMENT" | "MACHINERY" | "TOOL";
export type RequirementsPageQuery$variables = Record<PropertyKey, never>;
export type RequirementsPageQuery$data = {
  readonly elementDocumentCatalogue: ReadonlyArray<{
    readonly id: string;
    readonly kind: ElementKind;
    readonly name: string;
  }>;
  readonly requirementCatalogue: ReadonlyArray<{
    readonly code: string;
    readonly defaultDocument: {
      readonly downloadUrl: string;
      readonly originalName: string;
    } | null | undefined;
    readonly expires: boolean;
    readonly id: string;
    readonly label: string;
    readonly supplierAttachmentType: number | null | undefined;
  }>;
  readonly viewer: {
    readonly permissions: {
      readonly editRequirementCatalogue: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
    };
  } | null | undefined;
  readonly workerRequirementCatalogue: ReadonlyArray<{
    readonly code: string;
    readonly id: string;
    readonly label: string;
    readonly own: boolean;
  }>;
};
export type RequirementsPageQuery = {
  response: RequirementsPageQuery$data;
  variables: RequirementsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
      "name": "editRequirementCatalogue",
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
},
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
  "name": "code",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "SupplierDocumentCategory",
  "kind": "LinkedField",
  "name": "requirementCatalogue",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierAttachmentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expires",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoredFile",
      "kind": "LinkedField",
      "name": "defaultDocument",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "originalName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
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
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "own",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ElementDocumentType",
  "kind": "LinkedField",
  "name": "elementDocumentCatalogue",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
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
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RequirementsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RequirementsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "87174c18c871487e765f282b97ea461c",
    "id": "4ed6dab06fd298851b9a158f01149824edd6efd51824bb34f0fc68e4f6ca0c60",
    "metadata": {},
    "name": "RequirementsPageQuery",
    "operationKind": "query",
    "text": "query RequirementsPageQuery {\n  viewer {\n    permissions {\n      editRequirementCatalogue {\n        allowed\n        reason\n      }\n    }\n    id\n  }\n  requirementCatalogue {\n    id\n    code\n    label\n    supplierAttachmentType\n    expires\n    defaultDocument {\n      originalName\n      downloadUrl\n    }\n  }\n  workerRequirementCatalogue {\n    id\n    code\n    label\n    own\n  }\n  elementDocumentCatalogue {\n    id\n    kind\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "96d8e39d87315c8a2615b9cb04a3b7e3";

export default node;
