/**
 * @generated SignedSource<<095f33c0eb4a9a51820b6d8d79a4927d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementWorkerEditDialog_flags$data = {
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
  readonly " $fragmentType": "ProcurementWorkerEditDialog_flags";
};
export type ProcurementWorkerEditDialog_flags$key = {
  readonly " $data"?: ProcurementWorkerEditDialog_flags$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkerEditDialog_flags">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProcurementWorkerEditDialog_flags",
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
  "type": "QualificationFlags",
  "abstractKey": null
};

(node as any).hash = "e8b69e90969111f032fda0d4cf77d07a";

export default node;
