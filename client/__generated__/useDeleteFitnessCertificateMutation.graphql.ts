/**
 * @generated SignedSource<<4f19815bd4e04011a0fb55d58cf1794f>>
 * @relayHash b31e709afa369e549c54e6e6bc1579ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2c427a47c3056d60eedded5b50d00f67cd8a87e2012cae9780abd3651a79280

import { ConcreteRequest } from 'relay-runtime';
export type FitnessCertificateDeletion = "FILE_REMOVED" | "ROW_DELETED";
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
      readonly deletedId: string | null | undefined;
      readonly outcome: FitnessCertificateDeletion;
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
                "name": "outcome",
                "storageKey": null
              },
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
    "cacheID": "b31e709afa369e549c54e6e6bc1579ee",
    "id": "c2c427a47c3056d60eedded5b50d00f67cd8a87e2012cae9780abd3651a79280",
    "metadata": {},
    "name": "useDeleteFitnessCertificateMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteFitnessCertificateMutation(\n  $input: DeleteFitnessCertificateInput!\n) {\n  deleteFitnessCertificate(input: $input) {\n    __typename\n    ... on DeleteFitnessCertificateSuccess {\n      data {\n        outcome\n        deletedId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "96a2138824326ae8e69668899bab709b";

export default node;
