/**
 * @generated SignedSource<<e7fee389e3a0595d6693c5bd242afb61>>
 * @relayHash e47cd9eea0868a4b0bcc616a58b609f4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7b2217baac5156bfa36b8b83f2d49813565b021ba01620b2ac802ea0b606ef6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ParticipationState = "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "PENDING" | "REJECTED";
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
export type EditProcurementWorkerInput = {
  flags?: QualificationFlagsInput | null | undefined;
  job?: string | null | undefined;
  note?: string | null | undefined;
  procurementId: string;
  propagate?: boolean | null | undefined;
  workerId: string;
};
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
export type useProcurementWorkerMutationsEditMutation$variables = {
  input: EditProcurementWorkerInput;
};
export type useProcurementWorkerMutationsEditMutation$data = {
  readonly editProcurementWorker: {
    readonly __typename: "EditProcurementWorkerSuccess";
    readonly data: {
      readonly procurementWorkers: ReadonlyArray<{
        readonly approval: ParticipationState;
        readonly approvalNote: string | null | undefined;
        readonly id: string;
        readonly job: string | null | undefined;
        readonly trafficLight: TrafficLight;
        readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkerDialog_procurementWorker">;
      }>;
    };
  } | {
    readonly __typename: "ForbiddenError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "UnauthenticatedError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useProcurementWorkerMutationsEditMutation = {
  response: useProcurementWorkerMutationsEditMutation$data;
  variables: useProcurementWorkerMutationsEditMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "job",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approval",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvalNote",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trafficLight",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messages",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v10 = [
  (v8/*:: as any*/)
],
v11 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "ForbiddenError",
  "abstractKey": null
},
v12 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "UnauthenticatedError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProcurementWorkerMutationsEditMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editProcurementWorker",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "EditProcurementWorkerPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProcurementWorker",
                    "kind": "LinkedField",
                    "name": "procurementWorkers",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ProcurementWorkerDialog_procurementWorker"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "EditProcurementWorkerSuccess",
            "abstractKey": null
          },
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProcurementWorkerMutationsEditMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editProcurementWorker",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "EditProcurementWorkerPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProcurementWorker",
                    "kind": "LinkedField",
                    "name": "procurementWorkers",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
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
                          (v3/*:: as any*/),
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
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "EditProcurementWorkerSuccess",
            "abstractKey": null
          },
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e47cd9eea0868a4b0bcc616a58b609f4",
    "id": "f7b2217baac5156bfa36b8b83f2d49813565b021ba01620b2ac802ea0b606ef6",
    "metadata": {},
    "name": "useProcurementWorkerMutationsEditMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementWorkerMutationsEditMutation(\n  $input: EditProcurementWorkerInput!\n) {\n  editProcurementWorker(input: $input) {\n    __typename\n    ... on EditProcurementWorkerSuccess {\n      data {\n        procurementWorkers {\n          id\n          job\n          approval\n          approvalNote\n          trafficLight\n          ...ProcurementWorkerDialog_procurementWorker\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on ForbiddenError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UnauthenticatedError {\n      message\n    }\n  }\n}\n\nfragment ProcurementWorkerDialog_procurementWorker on ProcurementWorker {\n  id\n  job\n  note\n  worker {\n    id\n    firstName\n    lastName\n  }\n  flags {\n    chiefWorker\n    fireSafetyOfficer\n    firstAidOfficer\n    electricalWork\n    nightWork\n    loneWork\n    confinedSpaces\n    workAtHeight\n    plantProtectionProducts\n    forklifts\n    aerialPlatforms\n    tractors\n    earthMovingMachines\n    cranes\n    scaffoldAssembly\n    fGasSystems\n    nonDestructiveTesting\n    bcmRiggerLicence\n    cathodicProtectionExpert\n    asbestosRemoval\n    adrTransport\n    drilling\n    electricalSubstations\n  }\n}\n"
  }
};
})();

(node as any).hash = "92e014924a11b9f5696ef3ba84a4ee5b";

export default node;
