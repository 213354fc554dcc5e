/**
 * @generated SignedSource<<e4b5f81df33d6fd04c1bf14606ba292d>>
 * @relayHash e58776b627f0ba3c2725f462cd68dbf1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2510e681736485a082e529af1c78e40c44504a97fbbe171abad110366cf797ab

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementWorkersTabQuery$variables = {
  first?: number | null | undefined;
  procurementId: string;
  supplierId?: string | null | undefined;
};
export type ProcurementWorkersTabQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkersTab_query">;
};
export type ProcurementWorkersTabQuery = {
  response: ProcurementWorkersTabQuery$data;
  variables: ProcurementWorkersTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
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
v3 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProcurementWorkersTabQuery",
    "selections": [
      {
        "args": [
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ProcurementWorkersTab_query"
      }
    ],
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
    "name": "ProcurementWorkersTabQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "direction",
            "value": "ASC"
          },
          (v3/*:: as any*/),
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": "LAST_NAME"
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
        "concreteType": "ProcurementWorkerConnection",
        "kind": "LinkedField",
        "name": "procurementWorkers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProcurementWorkerEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementWorker",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                      (v4/*:: as any*/),
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
                          (v4/*:: as any*/)
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
                      (v4/*:: as any*/),
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
                          (v4/*:: as any*/)
                        ],
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e58776b627f0ba3c2725f462cd68dbf1",
    "id": "2510e681736485a082e529af1c78e40c44504a97fbbe171abad110366cf797ab",
    "metadata": {},
    "name": "ProcurementWorkersTabQuery",
    "operationKind": "query",
    "text": "query ProcurementWorkersTabQuery(\n  $procurementId: ID!\n  $supplierId: ID\n  $first: Int\n) {\n  ...ProcurementWorkersTab_query_3ASum4\n}\n\nfragment ProcurementWorkerDialog_procurementWorker on ProcurementWorker {\n  id\n  job\n  note\n  worker {\n    id\n    firstName\n    lastName\n  }\n  flags {\n    chiefWorker\n    fireSafetyOfficer\n    firstAidOfficer\n    electricalWork\n    nightWork\n    loneWork\n    confinedSpaces\n    workAtHeight\n    plantProtectionProducts\n    forklifts\n    aerialPlatforms\n    tractors\n    earthMovingMachines\n    cranes\n    scaffoldAssembly\n    fGasSystems\n    nonDestructiveTesting\n    bcmRiggerLicence\n    cathodicProtectionExpert\n    asbestosRemoval\n    adrTransport\n    drilling\n    electricalSubstations\n  }\n}\n\nfragment ProcurementWorkersTab_query_3ASum4 on Query {\n  procurementWorkers(procurementId: $procurementId, supplierId: $supplierId, first: $first, orderBy: LAST_NAME, direction: ASC) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        job\n        approval\n        approvalNote\n        trafficLight\n        ...ProcurementWorkerDialog_procurementWorker\n        flags {\n          chiefWorker\n          fireSafetyOfficer\n          firstAidOfficer\n        }\n        worker {\n          id\n          firstName\n          lastName\n          supplier {\n            id\n          }\n        }\n        fitnessCertificates {\n          id\n          active\n          complianceState\n          category {\n            label\n            id\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "697ac89a1176e1b241f3702c41c8842f";

export default node;
