/**
 * @generated SignedSource<<abcb0128b6b371ca9f145f6fc08ad905>>
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
    readonly certificateUrl: string | null | undefined;
    readonly examinationDate: string;
    readonly id: string;
    readonly nextVisitDate: string | null | undefined;
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
          "kind": "ScalarField",
          "name": "nextVisitDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "certificateUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Worker",
  "abstractKey": null
};

(node as any).hash = "48443f76d664c40019a7ba7077875371";

export default node;
