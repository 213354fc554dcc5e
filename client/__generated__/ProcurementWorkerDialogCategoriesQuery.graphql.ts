/**
 * @generated SignedSource<<589e2d8885d1caf0bc561c204d173ba6>>
 * @relayHash 3052a1f465b75c1c0761a4610a1dd1bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 007e753c6fc1b9765986d54bf8537a238133b858f2f5ff8d71b1aa5f2b2cfe0b

import { ConcreteRequest } from 'relay-runtime';
export type QualificationFlagsInput = {
  adrTransport?: boolean | null | undefined;
  aerialPlatforms?: boolean | null | undefined;
  asbestosRemoval?: boolean | null | undefined;
  bcmRiggerLicence?: boolean | null | undefined;
  cathodicProtectionExpert?: boolean | null | undefined;
  chiefWorker?: boolean | null | undefined;
  confinedSpaces?: boolean | null | undefined;
  cranes?: boolean | null | undefined;
  drilling?: boolean | null | undefined;
  earthMovingMachines?: boolean | null | undefined;
  electricalSubstations?: boolean | null | undefined;
  electricalWork?: boolean | null | undefined;
  fGasSystems?: boolean | null | undefined;
  fireSafetyOfficer?: boolean | null | undefined;
  firstAidOfficer?: boolean | null | undefined;
  forklifts?: boolean | null | undefined;
  loneWork?: boolean | null | undefined;
  nightWork?: boolean | null | undefined;
  nonDestructiveTesting?: boolean | null | undefined;
  plantProtectionProducts?: boolean | null | undefined;
  scaffoldAssembly?: boolean | null | undefined;
  tractors?: boolean | null | undefined;
  workAtHeight?: boolean | null | undefined;
};
export type ProcurementWorkerDialogCategoriesQuery$variables = {
  flags?: QualificationFlagsInput | null | undefined;
  procurementId: string;
  supplierId?: string | null | undefined;
};
export type ProcurementWorkerDialogCategoriesQuery$data = {
  readonly requiredWorkerCategories: ReadonlyArray<{
    readonly code: string;
    readonly label: string;
  }>;
};
export type ProcurementWorkerDialogCategoriesQuery = {
  response: ProcurementWorkerDialogCategoriesQuery$data;
  variables: ProcurementWorkerDialogCategoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "flags"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "procurementId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "supplierId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "flags",
        "variableName": "flags"
      },
      {
        "kind": "Variable",
        "name": "procurementId",
        "variableName": "procurementId"
      },
      {
        "kind": "Variable",
        "name": "supplierId",
        "variableName": "supplierId"
      }
    ],
    "concreteType": "RequiredWorkerCategory",
    "kind": "LinkedField",
    "name": "requiredWorkerCategories",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProcurementWorkerDialogCategoriesQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProcurementWorkerDialogCategoriesQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "3052a1f465b75c1c0761a4610a1dd1bf",
    "id": "007e753c6fc1b9765986d54bf8537a238133b858f2f5ff8d71b1aa5f2b2cfe0b",
    "metadata": {},
    "name": "ProcurementWorkerDialogCategoriesQuery",
    "operationKind": "query",
    "text": "query ProcurementWorkerDialogCategoriesQuery(\n  $procurementId: ID!\n  $supplierId: ID\n  $flags: QualificationFlagsInput\n) {\n  requiredWorkerCategories(procurementId: $procurementId, supplierId: $supplierId, flags: $flags) {\n    code\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "3712cb4a67b8c38065a56c8545626163";

export default node;
