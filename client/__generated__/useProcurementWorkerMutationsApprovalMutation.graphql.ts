/**
 * @generated SignedSource<<5d04b107e9b5485ec9413ef370d13c3d>>
 * @relayHash 9ea01f6be4a25832c2bf211b2ecee302
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f85bd65d8196e8f8283b4c2541620f2711c427b5e4e9d52e2768b054b65e5401

import { ConcreteRequest } from 'relay-runtime';
export type ParticipationState = "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "PENDING" | "REJECTED";
export type SetProcurementWorkerApprovalInput = {
  approval: ParticipationState;
  id: string;
  note?: string | null | undefined;
};
export type useProcurementWorkerMutationsApprovalMutation$variables = {
  input: SetProcurementWorkerApprovalInput;
};
export type useProcurementWorkerMutationsApprovalMutation$data = {
  readonly setProcurementWorkerApproval: {
    readonly __typename: "ForbiddenError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "SetProcurementWorkerApprovalSuccess";
    readonly data: {
      readonly procurementWorkers: ReadonlyArray<{
        readonly approval: ParticipationState;
        readonly approvalNote: string | null | undefined;
        readonly id: string;
      }>;
    };
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
export type useProcurementWorkerMutationsApprovalMutation = {
  response: useProcurementWorkerMutationsApprovalMutation$data;
  variables: useProcurementWorkerMutationsApprovalMutation$variables;
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
    "name": "setProcurementWorkerApproval",
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
            "concreteType": "SetProcurementWorkerApprovalPayload",
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
                    "name": "approval",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "approvalNote",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetProcurementWorkerApprovalSuccess",
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
    "name": "useProcurementWorkerMutationsApprovalMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProcurementWorkerMutationsApprovalMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "9ea01f6be4a25832c2bf211b2ecee302",
    "id": "f85bd65d8196e8f8283b4c2541620f2711c427b5e4e9d52e2768b054b65e5401",
    "metadata": {},
    "name": "useProcurementWorkerMutationsApprovalMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementWorkerMutationsApprovalMutation(\n  $input: SetProcurementWorkerApprovalInput!\n) {\n  setProcurementWorkerApproval(input: $input) {\n    __typename\n    ... on SetProcurementWorkerApprovalSuccess {\n      data {\n        procurementWorkers {\n          id\n          approval\n          approvalNote\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on ForbiddenError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UnauthenticatedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "51b3faac8dee767dac2734b545927b9f";

export default node;
