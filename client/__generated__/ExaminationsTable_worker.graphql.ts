/**
 * @generated SignedSource<<3168a80133116a66256a12c2cb04e408>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Worker",
  "abstractKey": null
};

(node as any).hash = "1cc819ef27bfc1b9bd98694df4eb2d7e";

export default node;
