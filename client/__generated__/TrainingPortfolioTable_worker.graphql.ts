/**
 * @generated SignedSource<<3b7bc3cf3e7a03fa124970dbfe4bc9f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TrainingStatus = "EXPIRED" | "IN_ORDER" | "NEVER_DONE";
import { FragmentRefs } from "relay-runtime";
export type TrainingPortfolioTable_worker$data = {
  readonly trainingPortfolio: ReadonlyArray<{
    readonly certificateUrl: string | null | undefined;
    readonly enrolledInOpenCourse: boolean;
    readonly frequencyMonths: number | null | undefined;
    readonly id: string;
    readonly lastDate: string | null | undefined;
    readonly model: {
      readonly category: {
        readonly name: string;
      };
      readonly name: string;
      readonly shortName: string;
    };
    readonly nextDate: string | null | undefined;
    readonly position: number;
    readonly status: TrainingStatus;
  }>;
  readonly " $fragmentType": "TrainingPortfolioTable_worker";
};
export type TrainingPortfolioTable_worker$key = {
  readonly " $data"?: TrainingPortfolioTable_worker$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrainingPortfolioTable_worker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrainingPortfolioTable_worker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TrainingProtocol",
      "kind": "LinkedField",
      "name": "trainingPortfolio",
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
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrainingModel",
          "kind": "LinkedField",
          "name": "model",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "shortName",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "TrainingCategory",
              "kind": "LinkedField",
              "name": "category",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "frequencyMonths",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enrolledInOpenCourse",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
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
})();

(node as any).hash = "4f2200a0ffdbf89c0255be5b7cef5d45";

export default node;
