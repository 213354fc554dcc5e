/**
 * @generated SignedSource<<ad77f74007282610b86350a5bac15f43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Suitability = "ID" | "IDP" | "IL" | "INP" | "INT" | "IP" | "IPL" | "NI" | "PR" | "RVS";
export type VisitType = "PV" | "RL" | "RM" | "VP";
import { FragmentRefs } from "relay-runtime";
export type ExaminationsTable_worker$data = {
  readonly examinations: ReadonlyArray<{
    readonly certificate: {
      readonly downloadUrl: string;
    } | null | undefined;
    readonly examinationDate: string;
    readonly id: string;
    readonly outcome: Suitability | null | undefined;
    readonly visitType: VisitType;
  }>;
  readonly " $fragmentType": "ExaminationsTable_worker";
};
export type ExaminationsTable_worker$key = {
  readonly " $data"?: ExaminationsTable_worker$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExaminationsTable_worker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExaminationsTable_worker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Examination",
      "kind": "LinkedField",
      "name": "examinations",
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
          "name": "examinationDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "visitType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StoredFile",
          "kind": "LinkedField",
          "name": "certificate",
          "plural": false,
          "selections": [
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
  "type": "Worker",
  "abstractKey": null
};

(node as any).hash = "4590cb6f1fa1a20e57ff9eddb82a046d";

export default node;
