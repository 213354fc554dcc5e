/**
 * @generated SignedSource<<456de56a5e479257628da28a575baf05>>
 * @relayHash 56ac03f1531071943147cbb968450e51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb4a563f20d3653aed0744276b2b6619d544c4386ed43a8f483de6c6617df449

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkforceWorkerRouteQuery$variables = {
  id: string;
};
export type WorkforceWorkerRouteQuery$data = {
  readonly node: {
    readonly id: string;
    readonly worker: {
      readonly " $fragmentSpreads": FragmentRefs<"WorkforceWorkerRecord_worker">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly permissions: {
      readonly bookVisits: {
        readonly allowed: boolean;
      };
      readonly deleteWorkforceFiles: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
      readonly editWorkforceFiles: {
        readonly allowed: boolean;
        readonly reason: string | null | undefined;
      };
    };
  } | null | undefined;
};
export type WorkforceWorkerRouteQuery = {
  response: WorkforceWorkerRouteQuery$data;
  variables: WorkforceWorkerRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
  "name": "allowed",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
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
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ViewerPermissions",
      "kind": "LinkedField",
      "name": "permissions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionDecision",
          "kind": "LinkedField",
          "name": "editWorkforceFiles",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionDecision",
          "kind": "LinkedField",
          "name": "deleteWorkforceFiles",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionDecision",
          "kind": "LinkedField",
          "name": "bookVisits",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downloadUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkforceWorkerRouteQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "WorkforceWorkerRecord_worker"
                }
              ],
              "type": "WorkforceWorker",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "worker"
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
    "name": "WorkforceWorkerRouteQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
            "selections": [
              (v6/*:: as any*/),
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
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkforcePlace",
                "kind": "LinkedField",
                "name": "department",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkforcePlace",
                "kind": "LinkedField",
                "name": "job",
                "plural": false,
                "selections": (v8/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enrolled",
                    "storageKey": null
                  }
                ],
                "storageKey": null
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
                  (v6/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                  (v9/*:: as any*/)
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
                  (v10/*:: as any*/)
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
                  (v6/*:: as any*/),
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
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "WorkforceWorker",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "56ac03f1531071943147cbb968450e51",
    "id": "bb4a563f20d3653aed0744276b2b6619d544c4386ed43a8f483de6c6617df449",
    "metadata": {},
    "name": "WorkforceWorkerRouteQuery",
    "operationKind": "query",
    "text": "query WorkforceWorkerRouteQuery(\n  $id: ID!\n) {\n  viewer {\n    id\n    permissions {\n      editWorkforceFiles {\n        allowed\n        reason\n      }\n      deleteWorkforceFiles {\n        allowed\n        reason\n      }\n      bookVisits {\n        allowed\n      }\n    }\n  }\n  node(id: $id) {\n    __typename\n    id\n    ...WorkforceWorkerRecord_worker\n  }\n}\n\nfragment WorkforceWorkerRecord_worker on WorkforceWorker {\n  ...WorkforceWorkerRow_worker\n  fiscalCode\n  employeeNumber\n  birthDate\n  examinations {\n    databaseId\n    examinationDate\n    outcome\n    prescriptions\n    limitations\n    nextVisitDate\n  }\n  trainingPortfolio {\n    databaseId\n    position\n    familyName\n    modelShortName\n    lastDate\n    frequencyMonths\n    nextDate\n    enrolledInOpenCourse\n    status\n  }\n  photo {\n    downloadUrl\n  }\n  files {\n    databaseId\n    file {\n      originalName\n      extension\n      downloadUrl\n    }\n  }\n}\n\nfragment WorkforceWorkerRow_worker on WorkforceWorker {\n  id\n  databaseId\n  firstName\n  lastName\n  resigned\n  excludedFromSurveillance\n  factory {\n    name\n  }\n  department {\n    name\n  }\n  job {\n    name\n  }\n  suitability\n  businessImpact\n  lastVisit\n  nextVisit\n  trainingFamilies {\n    code\n    name\n    status\n    enrolled\n  }\n}\n"
  }
};
})();

(node as any).hash = "55d25b28cd2efca9803d03bdec69a881";

export default node;
