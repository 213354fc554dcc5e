/**
 * @generated SignedSource<<9154cc4a864da026d1a5e4a819322bf2>>
 * @relayHash abdb14f4df1582206a3b7b95f63667e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b66901a819a8efb143d6e26a2d0f52f918d553e542dc0d29277e34a439ba18e

import { ConcreteRequest } from 'relay-runtime';
export type CreateProcurementInput = {
  constructionSite?: boolean | null | undefined;
  dateEnd?: string | null | undefined;
  dateStart?: string | null | undefined;
  label: string;
  note?: string | null | undefined;
  siteId?: string | null | undefined;
};
export type useProcurementSetupMutationsCreateMutation$variables = {
  input: CreateProcurementInput;
};
export type useProcurementSetupMutationsCreateMutation$data = {
  readonly createProcurement: {
    readonly __typename: string;
    readonly data?: {
      readonly procurement: {
        readonly id: string;
      };
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useProcurementSetupMutationsCreateMutation = {
  response: useProcurementSetupMutationsCreateMutation$data;
  variables: useProcurementSetupMutationsCreateMutation$variables;
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
    "name": "createProcurement",
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
            "concreteType": "ProcurementPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Procurement",
                "kind": "LinkedField",
                "name": "procurement",
                "plural": false,
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
        "type": "CreateProcurementSuccess",
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
    "name": "useProcurementSetupMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProcurementSetupMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "abdb14f4df1582206a3b7b95f63667e3",
    "id": "8b66901a819a8efb143d6e26a2d0f52f918d553e542dc0d29277e34a439ba18e",
    "metadata": {},
    "name": "useProcurementSetupMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementSetupMutationsCreateMutation(\n  $input: CreateProcurementInput!\n) {\n  createProcurement(input: $input) {\n    __typename\n    ... on CreateProcurementSuccess {\n      data {\n        procurement {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "50352518920a49cba4e05dc3a55885e5";

export default node;
