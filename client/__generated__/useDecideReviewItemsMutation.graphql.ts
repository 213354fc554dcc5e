/**
 * @generated SignedSource<<3d94289de817e96014085d3df20e6e4e>>
 * @relayHash f9da510f69e55531a2d9edbde31897dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3174ef7adc026f2db1ff7a3471f8c58d96f0641df2e88e552026719b0fe15c39

import { ConcreteRequest } from 'relay-runtime';
export type ReviewDecision = "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "REJECTED";
export type ReviewItemKind = "ELEMENT" | "ELEMENT_DOCUMENT" | "FITNESS_CERTIFICATE" | "PARTICIPATION" | "REQUIRED_DOCUMENT";
export type DecideReviewItemsInput = {
  items: ReadonlyArray<ReviewItemDecisionInput>;
};
export type ReviewItemDecisionInput = {
  databaseId: number;
  decision: ReviewDecision;
  kind: ReviewItemKind;
  note?: string | null | undefined;
};
export type useDecideReviewItemsMutation$variables = {
  input: DecideReviewItemsInput;
};
export type useDecideReviewItemsMutation$data = {
  readonly decideReviewItems: {
    readonly __typename: string;
    readonly data?: {
      readonly decided: number;
      readonly viewer: {
        readonly id: string;
        readonly reviewWaitingCount: number | null | undefined;
      } | null | undefined;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useDecideReviewItemsMutation = {
  response: useDecideReviewItemsMutation$data;
  variables: useDecideReviewItemsMutation$variables;
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
    "name": "decideReviewItems",
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
            "concreteType": "DecideReviewItemsPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "decided",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
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
                    "name": "reviewWaitingCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DecideReviewItemsSuccess",
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
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useDecideReviewItemsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDecideReviewItemsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f9da510f69e55531a2d9edbde31897dd",
    "id": "3174ef7adc026f2db1ff7a3471f8c58d96f0641df2e88e552026719b0fe15c39",
    "metadata": {},
    "name": "useDecideReviewItemsMutation",
    "operationKind": "mutation",
    "text": "mutation useDecideReviewItemsMutation(\n  $input: DecideReviewItemsInput!\n) {\n  decideReviewItems(input: $input) {\n    __typename\n    ... on DecideReviewItemsSuccess {\n      data {\n        decided\n        viewer {\n          id\n          reviewWaitingCount\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ac342bbaabfcdff2b98bcd8293174bb7";

export default node;
