/**
 * @generated SignedSource<<55846a1d5a74c5b3ee92e6cc1d7e4310>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteFitnessCertificateInput = {
  id: string;
};
export type useDeleteFitnessCertificateMutation$variables = {
  input: DeleteFitnessCertificateInput;
};
export type useDeleteFitnessCertificateMutation$data = {
  readonly deleteFitnessCertificate: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedId: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useDeleteFitnessCertificateMutation = {
  response: useDeleteFitnessCertificateMutation$data;
  variables: useDeleteFitnessCertificateMutation$variables;
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
    "name": "deleteFitnessCertificate",
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
            "concreteType": "DeleteFitnessCertificatePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletedId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DeleteFitnessCertificateSuccess",
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
    "name": "useDeleteFitnessCertificateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteFitnessCertificateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "46e3c838e06d6fd0320b99088ec63535",
    "id": null,
    "metadata": {},
    "name": "useDeleteFitnessCertificateMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteFitnessCertificateMutation(\n  $input: DeleteFitnessCertificateInput!\n) {\n  deleteFitnessCertificate(input: $input) {\n    __typename\n    ... on DeleteFitnessCertificateSuccess {\n      data {\n        deletedId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2482aafa2206ab84a8fc123a1b45daaf";

export default node;
