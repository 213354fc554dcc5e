/**
 * @generated SignedSource<<4bfb10425c108a29197c5aaf5a9e0c1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalState = "APPROVED" | "PENDING" | "REJECTED";
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type ParticipationState = "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "PENDING" | "REJECTED";
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type ProcurementWorkerRouteQuery$variables = {
  procurementId: string;
};
export type ProcurementWorkerRouteQuery$data = {
  readonly node: {
    readonly procurement: {
      readonly id: string;
      readonly label: string;
    } | null | undefined;
  } | null | undefined;
  readonly procurementWorkers: ReadonlyArray<{
    readonly approval: ParticipationState;
    readonly approvalNote: string | null | undefined;
    readonly fitnessCertificates: ReadonlyArray<{
      readonly active: boolean;
      readonly approval: ApprovalState;
      readonly attachmentName: string | null | undefined;
      readonly category: {
        readonly label: string;
      };
      readonly complianceState: ComplianceState;
      readonly documentDate: string | null | undefined;
      readonly documentExpirationDate: string | null | undefined;
      readonly file: {
        readonly downloadUrl: string;
        readonly originalName: string;
      } | null | undefined;
      readonly hasFile: boolean;
      readonly id: string;
      readonly note: string | null | undefined;
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
    };
  }>;
  readonly viewer: {
    readonly id: string;
    readonly kind: UserKind;
    readonly userLevel: number;
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
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userLevel",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "procurementId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "procurementId",
    "variableName": "procurementId"
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
v11 = {
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
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attachmentName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "complianceState",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentDate",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentExpirationDate",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasFile",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v19 = [
  (v4/*:: as any*/)
],
v20 = {
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
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v1/*:: as any*/),
                (v4/*:: as any*/)
              ],
              "type": "Procurement",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "procurement"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ProcurementWorker",
        "kind": "LinkedField",
        "name": "procurementWorkers",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
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
              (v12/*:: as any*/),
              (v7/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkerDocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": (v19/*:: as any*/),
                "storageKey": null
              },
              (v20/*:: as any*/)
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
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v19/*:: as any*/),
            "type": "Procurement",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "ProcurementWorker",
        "kind": "LinkedField",
        "name": "procurementWorkers",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
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
              (v12/*:: as any*/),
              (v7/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkerDocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "55cf7947f97825224df4692a0c78d7ec",
    "id": null,
    "metadata": {},
    "name": "ProcurementWorkerRouteQuery",
    "operationKind": "query",
    "text": "query ProcurementWorkerRouteQuery(\n  $procurementId: ID!\n) {\n  viewer {\n    id\n    kind\n    userLevel\n  }\n  node(id: $procurementId) {\n    __typename\n    ... on Procurement {\n      id\n      label\n    }\n    id\n  }\n  procurementWorkers(procurementId: $procurementId) {\n    id\n    job\n    approval\n    approvalNote\n    trafficLight\n    flags {\n      chiefWorker\n      fireSafetyOfficer\n      firstAidOfficer\n    }\n    worker {\n      id\n      firstName\n      lastName\n    }\n    fitnessCertificates {\n      id\n      active\n      approval\n      attachmentName\n      complianceState\n      documentDate\n      documentExpirationDate\n      hasFile\n      note\n      category {\n        label\n        id\n      }\n      file {\n        downloadUrl\n        originalName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b9967edd707963c8c5ed0cafd0b9953";

export default node;
