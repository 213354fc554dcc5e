/**
 * @generated SignedSource<<dfb2cc3339f8d1c8ff33d736a8a82e9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type ParticipationState = "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "PENDING" | "REJECTED";
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
import { FragmentRefs } from "relay-runtime";
export type ProcurementWorkersTab_procurementWorkers$data = ReadonlyArray<{
  readonly approval: ParticipationState;
  readonly approvalNote: string | null | undefined;
  readonly fitnessCertificates: ReadonlyArray<{
    readonly active: boolean;
    readonly category: {
      readonly label: string;
    };
    readonly complianceState: ComplianceState;
    readonly id: string;
  }>;
  readonly flags: {
    readonly chiefWorker: boolean;
    readonly fireSafetyOfficer: boolean;
    readonly firstAidOfficer: boolean;
  };
  readonly id: string;
  readonly job: string | null | undefined;
  readonly trafficLight: TrafficLight;
  readonly worker: {
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly supplier: {
      readonly id: string;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkerDialog_procurementWorker">;
  readonly " $fragmentType": "ProcurementWorkersTab_procurementWorkers";
}>;
export type ProcurementWorkersTab_procurementWorkers$key = ReadonlyArray<{
  readonly " $data"?: ProcurementWorkersTab_procurementWorkers$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkersTab_procurementWorkers">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProcurementWorkersTab_procurementWorkers",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "job",
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
      "name": "approvalNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trafficLight",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProcurementWorkerDialog_procurementWorker"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QualificationFlags",
      "kind": "LinkedField",
      "name": "flags",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chiefWorker",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fireSafetyOfficer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstAidOfficer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierWorker",
      "kind": "LinkedField",
      "name": "worker",
      "plural": false,
      "selections": [
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
          "concreteType": "Supplier",
          "kind": "LinkedField",
          "name": "supplier",
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
      "concreteType": "FitnessCertificate",
      "kind": "LinkedField",
      "name": "fitnessCertificates",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "complianceState",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkerDocumentCategory",
          "kind": "LinkedField",
          "name": "category",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProcurementWorker",
  "abstractKey": null
};
})();

(node as any).hash = "427e3286f078f20ffcddae628644a7a2";

export default node;
