/**
 * @generated SignedSource<<77da8539dc69e352b774aa9efcb85177>>
 * @relayHash bfb21af6b5ba93650f5d81be8b730493
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afd3ccf3dafa0bc9e9483a533b8e9a0baf6443fe79c89c6482562e74bb04cc47

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicineRouteQuery$variables = Record<PropertyKey, never>;
export type MedicineRouteQuery$data = {
  readonly ownSupplierWorkerArea: {
    readonly " $fragmentSpreads": FragmentRefs<"SupplierWorkerAreaView_area">;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly worker: {
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
      readonly " $fragmentSpreads": FragmentRefs<"ExaminationsTable_worker" | "UpcomingAppointments_worker">;
    } | null | undefined;
  } | null | undefined;
};
export type MedicineRouteQuery = {
  response: MedicineRouteQuery$data;
  variables: MedicineRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "job",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expirationDate",
  "storageKey": null
},
v6 = {
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
      "name": "downloadUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MedicineRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Worker",
            "kind": "LinkedField",
            "name": "worker",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExaminationsTable_worker"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "UpcomingAppointments_worker"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SupplierWorkerArea",
        "kind": "LinkedField",
        "name": "ownSupplierWorkerArea",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SupplierWorkerAreaView_area"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MedicineRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Worker",
            "kind": "LinkedField",
            "name": "worker",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Examination",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CalendarAppointment",
                "kind": "LinkedField",
                "name": "upcomingAppointments",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dateEnd",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "time",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "timeEnd",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recurring",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "doctorName",
                    "storageKey": null
                  }
                ],
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
        "args": null,
        "concreteType": "SupplierWorkerArea",
        "kind": "LinkedField",
        "name": "ownSupplierWorkerArea",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "employer",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplierWorkerAreaDocument",
            "kind": "LinkedField",
            "name": "documents",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplierWorkerAreaProcurement",
            "kind": "LinkedField",
            "name": "procurements",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "procurementLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "customerName",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "participation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "participationNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SupplierWorkerAreaCertificate",
                "kind": "LinkedField",
                "name": "fitnessCertificates",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
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
    "cacheID": "bfb21af6b5ba93650f5d81be8b730493",
    "id": "afd3ccf3dafa0bc9e9483a533b8e9a0baf6443fe79c89c6482562e74bb04cc47",
    "metadata": {},
    "name": "MedicineRouteQuery",
    "operationKind": "query",
    "text": "query MedicineRouteQuery {\n  viewer {\n    id\n    worker {\n      id\n      firstName\n      lastName\n      ...ExaminationsTable_worker\n      ...UpcomingAppointments_worker\n    }\n  }\n  ownSupplierWorkerArea {\n    ...SupplierWorkerAreaView_area\n  }\n}\n\nfragment ExaminationsTable_worker on Worker {\n  examinations {\n    id\n    examinationDate\n    visitType\n    outcome\n    nextVisitDate\n    certificateUrl\n  }\n}\n\nfragment SupplierWorkerAreaView_area on SupplierWorkerArea {\n  firstName\n  lastName\n  employer\n  job\n  documents {\n    category\n    name\n    expirationDate\n    file {\n      originalName\n      downloadUrl\n    }\n  }\n  procurements {\n    procurementLabel\n    customerName\n    job\n    participation\n    participationNote\n    fitnessCertificates {\n      category\n      state\n      expirationDate\n      file {\n        originalName\n        downloadUrl\n      }\n    }\n  }\n}\n\nfragment UpcomingAppointments_worker on Worker {\n  upcomingAppointments {\n    date\n    dateEnd\n    time\n    timeEnd\n    recurring\n    doctorName\n  }\n}\n"
  }
};
})();

(node as any).hash = "99aff156b0bb2f12f0e45fd18dbfa63c";

export default node;
