/**
 * @generated SignedSource<<5639bf68c3c89e717c553e7d9fd8bbc0>>
 * @relayHash f64b2743d82980b868093c019c7ade7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a68e1f8874eaf521b3bb5e1d2739a83d21380e2191c6cc52d32cb862a2a1337

import { ConcreteRequest } from 'relay-runtime';
export type AddFitnessCertificatesInput = {
  categories: ReadonlyArray<string>;
  procurementId: string;
  workerId: string;
};
export type useAddFitnessCertificatesMutation$variables = {
  input: AddFitnessCertificatesInput;
};
export type useAddFitnessCertificatesMutation$data = {
  readonly addFitnessCertificates: {
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
export type useAddFitnessCertificatesMutation = {
  response: useAddFitnessCertificatesMutation$data;
  variables: useAddFitnessCertificatesMutation$variables;
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
    "name": "addFitnessCertificates",
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
            "concreteType": "AddFitnessCertificatesPayload",
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
        "type": "AddFitnessCertificatesSuccess",
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
    "name": "useAddFitnessCertificatesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddFitnessCertificatesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f64b2743d82980b868093c019c7ade7e",
    "id": "1a68e1f8874eaf521b3bb5e1d2739a83d21380e2191c6cc52d32cb862a2a1337",
    "metadata": {},
    "name": "useAddFitnessCertificatesMutation",
    "operationKind": "mutation",
    "text": "mutation useAddFitnessCertificatesMutation(\n  $input: AddFitnessCertificatesInput!\n) {\n  addFitnessCertificates(input: $input) {\n    __typename\n    ... on AddFitnessCertificatesSuccess {\n      data {\n        fitnessCertificates {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4bf5f49537e2b4c5f77aeba19df03bcc";

export default node;
