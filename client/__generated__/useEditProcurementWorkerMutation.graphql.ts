/**
 * @generated SignedSource<<dbe3daa025ab3c5968e012cd226a2c2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
export type useEditProcurementWorkerMutation$variables = {
  input: EditProcurementWorkerInput;
};
export type useEditProcurementWorkerMutation$data = {
  readonly editProcurementWorker: {
    readonly __typename: string;
    readonly data?: {
      readonly procurementWorkers: ReadonlyArray<{
        readonly id: string;
        readonly job: string | null | undefined;
        readonly note: string | null | undefined;
      }>;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useEditProcurementWorkerMutation = {
  response: useEditProcurementWorkerMutation$data;
  variables: useEditProcurementWorkerMutation$variables;
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
    "name": "editProcurementWorker",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
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
                    "name": "note",
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
    "name": "useEditProcurementWorkerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEditProcurementWorkerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "33479ae93510233ef293f087001fdd06",
    "id": null,
    "metadata": {},
    "name": "useEditProcurementWorkerMutation",
    "operationKind": "mutation",
    "text": "mutation useEditProcurementWorkerMutation(\n  $input: EditProcurementWorkerInput!\n) {\n  editProcurementWorker(input: $input) {\n    __typename\n    ... on EditProcurementWorkerSuccess {\n      data {\n        procurementWorkers {\n          id\n          job\n          note\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "89a7a9659d977eaa120bbf0786988ffb";

export default node;
