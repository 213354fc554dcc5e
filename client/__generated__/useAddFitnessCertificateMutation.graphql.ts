/**
 * @generated SignedSource<<91ec5f5e667219f31a59907f9216753e>>
 * @relayHash 9f5a0f7b2c84ebb14e50f1aa534ed5a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e826699e335890ed1d0f5d291d243c6a1434ad0105580d5efc9efc9ad1321aba

import { ConcreteRequest } from 'relay-runtime';
export type AddFitnessCertificateInput = {
  attachmentName?: string | null | undefined;
  categoryCode: string;
  documentDate?: string | null | undefined;
  documentExpirationDate?: string | null | undefined;
  file?: any | null | undefined;
  note?: string | null | undefined;
  procurementId: string;
  supplierWorkerAttachmentId?: string | null | undefined;
  workerId: string;
};
export type useAddFitnessCertificateMutation$variables = {
  input: AddFitnessCertificateInput;
};
export type useAddFitnessCertificateMutation$data = {
  readonly addFitnessCertificate: {
    readonly __typename: string;
    readonly data?: {
      readonly fitnessCertificates: ReadonlyArray<{
        readonly id: string;
      }>;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useAddFitnessCertificateMutation = {
  response: useAddFitnessCertificateMutation$data;
  variables: useAddFitnessCertificateMutation$variables;
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
    "name": "addFitnessCertificate",
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
            "concreteType": "AddFitnessCertificatePayload",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AddFitnessCertificateSuccess",
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
    "name": "useAddFitnessCertificateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddFitnessCertificateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9f5a0f7b2c84ebb14e50f1aa534ed5a5",
    "id": "e826699e335890ed1d0f5d291d243c6a1434ad0105580d5efc9efc9ad1321aba",
    "metadata": {},
    "name": "useAddFitnessCertificateMutation",
    "operationKind": "mutation",
    "text": "mutation useAddFitnessCertificateMutation(\n  $input: AddFitnessCertificateInput!\n) {\n  addFitnessCertificate(input: $input) {\n    __typename\n    ... on AddFitnessCertificateSuccess {\n      data {\n        fitnessCertificates {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b8f50d6d93ba4c25ae2bbeb2ff18b906";

export default node;
