/**
 * @generated SignedSource<<bb710c9e24dee144ced2dbdde5e66e01>>
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
  readonly " $fragmentType": "ProcurementFilesTab_procurement";
};
export type ProcurementFilesTab_procurement$key = {
  readonly " $data"?: ProcurementFilesTab_procurement$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementFilesTab_procurement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProcurementFilesTab_procurement",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProcurementFile",
      "kind": "LinkedField",
      "name": "files",
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

(node as any).hash = "3453a51936e16431f35eff787e913d9e";

export default node;
