/**
 * @generated SignedSource<<8b5d7bc9ec964056b531d63fd7491e1f>>
 * @relayHash 6cccaa6799f34a5fa2d752ed46a30171
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 541557d7cbcfefbc85605dad16613bc4ef2746b7a00c539fac1b05f674a4657d

import { ConcreteRequest } from 'relay-runtime';
export type AssignProcurementWorkersInput = {
  flags?: QualificationFlagsInput | null | undefined;
  importFromSupplierDocumentation?: boolean | null | undefined;
  job?: string | null | undefined;
  newWorker?: NewProcurementWorkerInput | null | undefined;
  note?: string | null | undefined;
  procurementId: string;
  selectedWorkers?: ReadonlyArray<string> | null | undefined;
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
export type NewProcurementWorkerInput = {
  birthDate?: string | null | undefined;
  birthplaceId?: string | null | undefined;
  firstName: string;
  fiscalCode?: string | null | undefined;
  job?: string | null | undefined;
  lastName: string;
  sex: string;
};
export type useProcurementWorkerMutationsAssignMutation$variables = {
  input: AssignProcurementWorkersInput;
};
export type useProcurementWorkerMutationsAssignMutation$data = {
  readonly assignProcurementWorkers: {
    readonly __typename: "AssignProcurementWorkersSuccess";
    readonly data: {
      readonly procurementWorkers: ReadonlyArray<{
        readonly id: string;
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
export type useProcurementWorkerMutationsAssignMutation = {
  response: useProcurementWorkerMutationsAssignMutation$data;
  variables: useProcurementWorkerMutationsAssignMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "assignProcurementWorkers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AssignProcurementWorkersPayload",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AssignProcurementWorkersSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
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
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "ForbiddenError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "UnauthenticatedError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProcurementWorkerMutationsAssignMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProcurementWorkerMutationsAssignMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "6cccaa6799f34a5fa2d752ed46a30171",
    "id": "541557d7cbcfefbc85605dad16613bc4ef2746b7a00c539fac1b05f674a4657d",
    "metadata": {},
    "name": "useProcurementWorkerMutationsAssignMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementWorkerMutationsAssignMutation(\n  $input: AssignProcurementWorkersInput!\n) {\n  assignProcurementWorkers(input: $input) {\n    __typename\n    ... on AssignProcurementWorkersSuccess {\n      data {\n        procurementWorkers {\n          id\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on ForbiddenError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UnauthenticatedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "989dd43b897baf7aaa9f5687c1b647c6";

export default node;
