/**
 * @generated SignedSource<<61ec80831b979e4ff8cd1a7a90146cb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Suitability = "ID" | "IDP" | "IL" | "INP" | "INT" | "IP" | "IPL" | "NI" | "PR" | "RVS";
export type TrainingFamilyStatus = "EXPIRED" | "IN_ORDER" | "NEVER_DONE";
import { FragmentRefs } from "relay-runtime";
export type WorkforceWorkerRecord_worker$data = {
  readonly birthDate: string | null | undefined;
  readonly employeeNumber: string | null | undefined;
  readonly examinations: ReadonlyArray<{
    readonly databaseId: number;
    readonly examinationDate: string;
    readonly limitations: string | null | undefined;
    readonly nextVisitDate: string | null | undefined;
    readonly outcome: Suitability | null | undefined;
    readonly prescriptions: string | null | undefined;
  }>;
  readonly files: ReadonlyArray<{
    readonly databaseId: number;
    readonly file: {
      readonly downloadUrl: string;
      readonly extension: string;
      readonly originalName: string;
    };
  }>;
  readonly fiscalCode: string | null | undefined;
  readonly photo: {
    readonly downloadUrl: string;
  } | null | undefined;
  readonly trainingPortfolio: ReadonlyArray<{
    readonly databaseId: number;
    readonly enrolledInOpenCourse: boolean;
    readonly familyName: string;
    readonly frequencyMonths: number | null | undefined;
    readonly lastDate: string | null | undefined;
    readonly modelShortName: string;
    readonly nextDate: string | null | undefined;
    readonly position: number;
    readonly status: TrainingFamilyStatus;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"WorkforceWorkerRow_worker">;
  readonly " $fragmentType": "WorkforceWorkerRecord_worker";
};
export type WorkforceWorkerRecord_worker$key = {
  readonly " $data"?: WorkforceWorkerRecord_worker$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkforceWorkerRecord_worker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downloadUrl",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkforceWorkerRecord_worker",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "WorkforceWorkerRow_worker",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resigned",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "excludedFromSurveillance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkforcePlace",
          "kind": "LinkedField",
          "name": "factory",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkforcePlace",
          "kind": "LinkedField",
          "name": "department",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkforcePlace",
          "kind": "LinkedField",
          "name": "job",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suitability",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "businessImpact",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastVisit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextVisit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TrainingFamily",
          "kind": "LinkedField",
          "name": "trainingFamilies",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "enrolled",
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
      "kind": "ScalarField",
      "name": "fiscalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employeeNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkforceExamination",
      "kind": "LinkedField",
      "name": "examinations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "outcome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "prescriptions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "limitations",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextVisitDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkforceTrainingLine",
      "kind": "LinkedField",
      "name": "trainingPortfolio",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "familyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "modelShortName",
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
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoredFile",
      "kind": "LinkedField",
      "name": "photo",
      "plural": false,
      "selections": [
        (v4/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkerFile",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
              "name": "extension",
              "storageKey": null
            },
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WorkforceWorker",
  "abstractKey": null
};
})();

(node as any).hash = "cac96055166e17f11515ebe4956e10f9";

export default node;
