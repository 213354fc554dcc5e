/**
 * @generated SignedSource<<c3d0f9268d9de5bf16a4bdd14777e673>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementWorkerDialog_procurementWorker$data = {
  readonly flags: {
    readonly adrTransport: boolean;
    readonly aerialPlatforms: boolean;
    readonly asbestosRemoval: boolean;
    readonly bcmRiggerLicence: boolean;
    readonly cathodicProtectionExpert: boolean;
    readonly chiefWorker: boolean;
    readonly confinedSpaces: boolean;
    readonly cranes: boolean;
    readonly drilling: boolean;
    readonly earthMovingMachines: boolean;
    readonly electricalSubstations: boolean;
    readonly electricalWork: boolean;
    readonly fGasSystems: boolean;
    readonly fireSafetyOfficer: boolean;
    readonly firstAidOfficer: boolean;
    readonly forklifts: boolean;
    readonly loneWork: boolean;
    readonly nightWork: boolean;
    readonly nonDestructiveTesting: boolean;
    readonly plantProtectionProducts: boolean;
    readonly scaffoldAssembly: boolean;
    readonly tractors: boolean;
    readonly workAtHeight: boolean;
  };
  readonly id: string;
  readonly job: string | null | undefined;
  readonly note: string | null | undefined;
  readonly worker: {
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
  };
  readonly " $fragmentType": "ProcurementWorkerDialog_procurementWorker";
};
export type ProcurementWorkerDialog_procurementWorker$key = {
  readonly " $data"?: ProcurementWorkerDialog_procurementWorker$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkerDialog_procurementWorker">;
};

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
  "metadata": null,
  "name": "ProcurementWorkerDialog_procurementWorker",
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
      "name": "note",
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
        }
      ],
      "storageKey": null
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "electricalWork",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nightWork",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "loneWork",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confinedSpaces",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "workAtHeight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "plantProtectionProducts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "forklifts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "aerialPlatforms",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tractors",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "earthMovingMachines",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cranes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scaffoldAssembly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fGasSystems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nonDestructiveTesting",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bcmRiggerLicence",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cathodicProtectionExpert",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "asbestosRemoval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "adrTransport",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "drilling",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "electricalSubstations",
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

(node as any).hash = "dd82ff415caa8c64b9caa678ccde12a2";

export default node;
