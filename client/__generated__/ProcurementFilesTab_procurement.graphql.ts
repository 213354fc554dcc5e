/**
 * @generated SignedSource<<befb6f60611219043009705f8d99420f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementFilesTab_procurement$data = {
  readonly files: ReadonlyArray<{
    readonly file: {
      readonly downloadUrl: string;
      readonly originalName: string;
    };
    readonly id: string;
    readonly label: string | null | undefined;
  }>;
  readonly id: string;
  readonly viewerCanDeleteFiles: {
    readonly allowed: boolean;
  };
  readonly viewerCanEdit: {
    readonly allowed: boolean;
  };
  readonly " $fragmentType": "ProcurementFilesTab_procurement";
};
export type ProcurementFilesTab_procurement$key = {
  readonly " $data"?: ProcurementFilesTab_procurement$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementFilesTab_procurement">;
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
    "name": "allowed",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProcurementFilesTab_procurement",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "viewerCanEdit",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "viewerCanDeleteFiles",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProcurementFile",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "StoredFile",
          "kind": "LinkedField",
          "name": "file",
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
    }
  ],
  "type": "Procurement",
  "abstractKey": null
};
})();

(node as any).hash = "eae81404cf3dc6e9b084d9d48e489a80";

export default node;
