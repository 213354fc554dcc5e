/**
 * @generated SignedSource<<b7705392130e694b09f0e5504cc1a10d>>
 * @relayHash 207763ade08acea3ad7952e1bee3629b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2145e688460b0a6d45e21e62d3dbb4149a2a290e9ccbb5dc6634979c2d3eb47c

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalState = "APPROVED" | "PENDING" | "REJECTED";
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type ReviewFitnessCertificateInput = {
  active?: boolean | null | undefined;
  approval?: ApprovalState | null | undefined;
  id: string;
  reviewNote?: string | null | undefined;
};
export type useReviewFitnessCertificateMutation$variables = {
  input: ReviewFitnessCertificateInput;
};
export type useReviewFitnessCertificateMutation$data = {
  readonly reviewFitnessCertificate: {
    readonly __typename: "ForbiddenError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ReviewFitnessCertificateSuccess";
    readonly data: {
      readonly fitnessCertificates: ReadonlyArray<{
        readonly active: boolean;
        readonly approval: ApprovalState;
        readonly complianceState: ComplianceState;
        readonly id: string;
        readonly note: string | null | undefined;
        readonly reviewNote: string | null | undefined;
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
export type useReviewFitnessCertificateMutation = {
  response: useReviewFitnessCertificateMutation$data;
  variables: useReviewFitnessCertificateMutation$variables;
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
    "name": "reviewFitnessCertificate",
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
            "concreteType": "ReviewFitnessCertificatePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FitnessCertificate",
                "kind": "LinkedField",
                "name": "fitnessCertificates",
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
                    "name": "active",
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
                    "name": "complianceState",
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
                    "kind": "ScalarField",
                    "name": "reviewNote",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReviewFitnessCertificateSuccess",
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
    "name": "useReviewFitnessCertificateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReviewFitnessCertificateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "207763ade08acea3ad7952e1bee3629b",
    "id": "2145e688460b0a6d45e21e62d3dbb4149a2a290e9ccbb5dc6634979c2d3eb47c",
    "metadata": {},
    "name": "useReviewFitnessCertificateMutation",
    "operationKind": "mutation",
    "text": "mutation useReviewFitnessCertificateMutation(\n  $input: ReviewFitnessCertificateInput!\n) {\n  reviewFitnessCertificate(input: $input) {\n    __typename\n    ... on ReviewFitnessCertificateSuccess {\n      data {\n        fitnessCertificates {\n          id\n          active\n          approval\n          complianceState\n          note\n          reviewNote\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on ForbiddenError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UnauthenticatedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7bac06cbdf74c9bddcb8041ff3bce3f7";

export default node;
