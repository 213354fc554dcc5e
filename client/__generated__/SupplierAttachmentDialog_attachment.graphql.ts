/**
 * @generated SignedSource<<a8b00063c9415caf0b97e3545f05e654>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierAttachmentDialog_attachment$data = {
  readonly attachmentFilename: string;
  readonly attachmentType: number;
  readonly documentDate: string | null | undefined;
  readonly documentExpirationDate: string | null | undefined;
  readonly file: {
    readonly originalName: string;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "SupplierAttachmentDialog_attachment";
};
export type SupplierAttachmentDialog_attachment$key = {
  readonly " $data"?: SupplierAttachmentDialog_attachment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierAttachmentDialog_attachment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplierAttachmentDialog_attachment",
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
      "name": "attachmentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentFilename",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupplierAttachment",
  "abstractKey": null
};

(node as any).hash = "af2d49d3583ba6c6dbf7ea0e41242141";

export default node;
