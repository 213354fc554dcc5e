/**
 * @generated SignedSource<<10dbea08d52451f2f13d0151667809e0>>
 * @relayHash ae1deadd247a5e00d30e7cce057efe4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c0bcef9f40e3b1acbfa94dc8480113c4cc2c58b3620fd32d06f1a72e9d643aa

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApprovalState = "APPROVED" | "PENDING" | "REJECTED";
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type ParticipationState = "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "PENDING" | "REJECTED";
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type ProcurementWorkerRouteQuery$variables = {
  procurementId: string;
  workerId: string;
};
export type ProcurementWorkerRouteQuery$data = {
  readonly procurementWorker: {
    readonly approval: ParticipationState;
    readonly approvalNote: string | null | undefined;
    readonly fitnessCertificates: ReadonlyArray<{
      readonly active: boolean;
      readonly approval: ApprovalState;
      readonly attachmentName: string | null | undefined;
      readonly category: {
        readonly code: string;
        readonly label: string;
      };
      readonly complianceState: ComplianceState;
      readonly deletionRemovesFileOnly: boolean;
      readonly documentDate: string | null | undefined;
      readonly documentExpirationDate: string | null | undefined;
      readonly file: {
        readonly downloadUrl: string;
        readonly originalName: string;
      } | null | undefined;
      readonly hasFile: boolean;
      readonly id: string;
      readonly note: string | null | undefined;
      readonly reviewNote: string | null | undefined;
      readonly viewerCanDelete: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
    }>;
    readonly flags: {
      readonly chiefWorker: boolean;
      readonly fireSafetyOfficer: boolean;
      readonly firstAidOfficer: boolean;
    };
    readonly id: string;
    readonly job: string | null | undefined;
    readonly procurement: {
      readonly id: string;
      readonly label: string;
      readonly trafficLight: TrafficLight;
    };
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
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly kind: UserKind;
    readonly permissions: {
      readonly assignProcurementWorkers: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
      readonly " $fragmentSpreads": FragmentRefs<"FitnessCertificatesTable_permissions">;
    };
  } | null | undefined;
};
export type ProcurementWorkerRouteQuery = {
  response: ProcurementWorkerRouteQuery$data;
  variables: ProcurementWorkerRouteQuery$variables;
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
    "name": "workerId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "PermissionDecision",
  "kind": "LinkedField",
  "name": "assignProcurementWorkers",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "procurementId",
    "variableName": "procurementId"
  },
  {
    "kind": "Variable",
    "name": "workerId",
    "variableName": "workerId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "job",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approval",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvalNote",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trafficLight",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Procurement",
  "kind": "LinkedField",
  "name": "procurement",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v10/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chiefWorker",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fireSafetyOfficer",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstAidOfficer",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "SupplierWorker",
  "kind": "LinkedField",
  "name": "worker",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attachmentName",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "complianceState",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentDate",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentExpirationDate",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasFile",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewNote",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletionRemovesFileOnly",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "PermissionDecision",
  "kind": "LinkedField",
  "name": "viewerCanDelete",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v27 = {
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
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalName",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProcurementWorkerRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerPermissions",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FitnessCertificatesTable_permissions"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ProcurementWorker",
        "kind": "LinkedField",
        "name": "procurementWorker",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProcurementWorkerDialog_procurementWorker"
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QualificationFlags",
            "kind": "LinkedField",
            "name": "flags",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FitnessCertificate",
            "kind": "LinkedField",
            "name": "fitnessCertificates",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v16/*:: as any*/),
              (v7/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkerDocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  (v26/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v27/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "ProcurementWorkerRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerPermissions",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "uploadFitnessCertificates",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "replaceHealthFiles",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "openHealthFiles",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "addFitnessCategories",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "reviewRequiredItems",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "deleteFitnessCertificates",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ProcurementWorker",
        "kind": "LinkedField",
        "name": "procurementWorker",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v22/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QualificationFlags",
            "kind": "LinkedField",
            "name": "flags",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
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
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FitnessCertificate",
            "kind": "LinkedField",
            "name": "fitnessCertificates",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v16/*:: as any*/),
              (v7/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkerDocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  (v26/*:: as any*/),
                  (v10/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v27/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ae1deadd247a5e00d30e7cce057efe4c",
    "id": "4c0bcef9f40e3b1acbfa94dc8480113c4cc2c58b3620fd32d06f1a72e9d643aa",
    "metadata": {},
    "name": "ProcurementWorkerRouteQuery",
    "operationKind": "query",
    "text": "query ProcurementWorkerRouteQuery(\n  $procurementId: ID!\n  $workerId: ID!\n) {\n  viewer {\n    id\n    kind\n    permissions {\n      assignProcurementWorkers {\n        allowed\n        reason\n      }\n      ...FitnessCertificatesTable_permissions\n    }\n  }\n  procurementWorker(procurementId: $procurementId, workerId: $workerId) {\n    id\n    job\n    approval\n    approvalNote\n    trafficLight\n    ...ProcurementWorkerDialog_procurementWorker\n    procurement {\n      id\n      label\n      trafficLight\n    }\n    flags {\n      chiefWorker\n      fireSafetyOfficer\n      firstAidOfficer\n    }\n    worker {\n      id\n      firstName\n      lastName\n      supplier {\n        id\n      }\n    }\n    fitnessCertificates {\n      id\n      active\n      approval\n      attachmentName\n      complianceState\n      documentDate\n      documentExpirationDate\n      hasFile\n      note\n      reviewNote\n      deletionRemovesFileOnly\n      viewerCanDelete {\n        allowed\n        reason\n      }\n      category {\n        code\n        label\n        id\n      }\n      file {\n        downloadUrl\n        originalName\n      }\n    }\n  }\n}\n\nfragment FitnessCertificatesTable_permissions on ViewerPermissions {\n  uploadFitnessCertificates {\n    allowed\n    reason\n  }\n  replaceHealthFiles {\n    allowed\n    reason\n  }\n  openHealthFiles {\n    allowed\n    reason\n  }\n  addFitnessCategories {\n    allowed\n    reason\n  }\n  reviewRequiredItems {\n    allowed\n    reason\n  }\n  deleteFitnessCertificates {\n    allowed\n    reason\n  }\n}\n\nfragment ProcurementWorkerDialog_procurementWorker on ProcurementWorker {\n  id\n  job\n  note\n  worker {\n    id\n    firstName\n    lastName\n  }\n  flags {\n    chiefWorker\n    fireSafetyOfficer\n    firstAidOfficer\n    electricalWork\n    nightWork\n    loneWork\n    confinedSpaces\n    workAtHeight\n    plantProtectionProducts\n    forklifts\n    aerialPlatforms\n    tractors\n    earthMovingMachines\n    cranes\n    scaffoldAssembly\n    fGasSystems\n    nonDestructiveTesting\n    bcmRiggerLicence\n    cathodicProtectionExpert\n    asbestosRemoval\n    adrTransport\n    drilling\n    electricalSubstations\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ad1228ba26141e5d2a94c70e463699a";

export default node;
