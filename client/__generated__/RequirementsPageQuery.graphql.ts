/**
 * @generated SignedSource<<7e9f3447487dfe484732fa6fa695131c>>
 * @relayHash f732fb7febe1d0ce2ad1f86109d0ca16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1ccfa73f99d7dc809341752a8697f4867c6b6039eec2412916fe1bf6b9a2b14

import { ConcreteRequest } from 'relay-runtime';
export type RequirementsPageQuery$variables = Record<PropertyKey, never>;
export type RequirementsPageQuery$data = {
  readonly requirementCatalogue: ReadonlyArray<{
    readonly code: string;
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
  "concreteType": "SupplierDocumentCategory",
  "kind": "LinkedField",
  "name": "requirementCatalogue",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
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
      (v2/*:: as any*/)
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
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "f732fb7febe1d0ce2ad1f86109d0ca16",
    "id": "b1ccfa73f99d7dc809341752a8697f4867c6b6039eec2412916fe1bf6b9a2b14",
    "metadata": {},
    "name": "RequirementsPageQuery",
    "operationKind": "query",
    "text": "query RequirementsPageQuery {\n  viewer {\n    permissions {\n      editRequirementCatalogue {\n        allowed\n        reason\n      }\n    }\n    id\n  }\n  requirementCatalogue {\n    id\n    code\n    label\n    supplierAttachmentType\n    expires\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7ffe384db6b2a8f545c2209eeaeb750";

export default node;
