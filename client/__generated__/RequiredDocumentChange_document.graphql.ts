/**
 * @generated SignedSource<<003197058962927601dec6d2221908fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
import { FragmentRefs } from "relay-runtime";
export type RequiredDocumentChange_document$data = {
  readonly procurementSupplier: {
    readonly id: string;
    readonly procurement: {
      readonly id: string;
      readonly trafficLight: TrafficLight;
    };
    readonly trafficLight: TrafficLight;
  };
  readonly " $fragmentSpreads": FragmentRefs<"RequiredDocumentRow_document">;
  readonly " $fragmentType": "RequiredDocumentChange_document";
};
export type RequiredDocumentChange_document$key = {
  readonly " $data"?: RequiredDocumentChange_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequiredDocumentChange_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trafficLight",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequiredDocumentChange_document",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "RequiredDocumentRow_document",
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SupplierDocumentCategory",
          "kind": "LinkedField",
          "name": "category",
          "plural": false,
          "selections": [
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
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attachmentName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentExpirationDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "complianceState",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selfCertificationUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StoredFile",
          "kind": "LinkedField",
          "name": "file",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StoredFile",
          "kind": "LinkedField",
          "name": "defaultDocument",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionDecision",
          "kind": "LinkedField",
          "name": "viewerCanDelete",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "allowed",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProcurementSupplier",
      "kind": "LinkedField",
      "name": "procurementSupplier",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Procurement",
          "kind": "LinkedField",
          "name": "procurement",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RequiredDocument",
  "abstractKey": null
};
})();

(node as any).hash = "0df005e72bd9c011924210faf88f472d";

export default node;
