/**
 * @generated SignedSource<<65f63ea150d2e64134f0fa73f369fcf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementWorkersTabQuery$variables = {
  procurementId: string;
  supplierId?: string | null | undefined;
};
export type ProcurementWorkersTabQuery$data = {
  readonly procurementWorkers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkersTab_procurementWorkers">;
  }>;
};
export type ProcurementWorkersTabQuery = {
  response: ProcurementWorkersTabQuery$data;
  variables: ProcurementWorkersTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "procurementId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "supplierId"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProcurementWorkersTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProcurementWorker",
        "kind": "LinkedField",
        "name": "procurementWorkers",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProcurementWorkersTab_procurementWorkers"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProcurementWorkersTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProcurementWorker",
        "kind": "LinkedField",
        "name": "procurementWorkers",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
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
              (v2/*:: as any*/),
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
                  (v2/*:: as any*/)
                ],
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FitnessCertificate",
            "kind": "LinkedField",
            "name": "fitnessCertificates",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0f7e8726e5c3c0000622f40ea583248f",
    "id": null,
    "metadata": {},
    "name": "ProcurementWorkersTabQuery",
    "operationKind": "query",
    "text": "query ProcurementWorkersTabQuery(\n  $procurementId: ID!\n  $supplierId: ID\n) {\n  procurementWorkers(procurementId: $procurementId, supplierId: $supplierId) {\n    ...ProcurementWorkersTab_procurementWorkers\n    id\n  }\n}\n\nfragment ProcurementWorkerDialog_procurementWorker on ProcurementWorker {\n  id\n  job\n  note\n  worker {\n    id\n    firstName\n    lastName\n  }\n  flags {\n    chiefWorker\n    fireSafetyOfficer\n    firstAidOfficer\n    electricalWork\n    nightWork\n    loneWork\n    confinedSpaces\n    workAtHeight\n    plantProtectionProducts\n    forklifts\n    aerialPlatforms\n    tractors\n    earthMovingMachines\n    cranes\n    scaffoldAssembly\n    fGasSystems\n    nonDestructiveTesting\n    bcmRiggerLicence\n    cathodicProtectionExpert\n    asbestosRemoval\n    adrTransport\n    drilling\n    electricalSubstations\n  }\n}\n\nfragment ProcurementWorkersTab_procurementWorkers on ProcurementWorker {\n  id\n  job\n  approval\n  approvalNote\n  trafficLight\n  ...ProcurementWorkerDialog_procurementWorker\n  flags {\n    chiefWorker\n    fireSafetyOfficer\n    firstAidOfficer\n  }\n  worker {\n    id\n    firstName\n    lastName\n    supplier {\n      id\n    }\n  }\n  fitnessCertificates {\n    id\n    active\n    complianceState\n    category {\n      label\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "90a9713246004f35be6d0d7c9309dee7";

export default node;
