/**
 * @generated SignedSource<<e2e5a2bf5807226bd63cd8eb99f545df>>
 * @relayHash 0bb7622bfcd9076cbcdc7dfb4853f69c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd2adcba3c44805a2404fdcd51e162174c6a4b77eb8a24154b3bf33a5c3c5a59

import { ConcreteRequest } from 'relay-runtime';
export type UpdateFactoryInput = {
  address?: string | null | undefined;
  id: string;
  municipalityId?: string | null | undefined;
  name: string;
};
export type useFactoryMutationsUpdateMutation$variables = {
  input: UpdateFactoryInput;
};
export type useFactoryMutationsUpdateMutation$data = {
  readonly updateFactory: {
    readonly __typename: string;
    readonly data?: {
      readonly customer: {
        readonly factories: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly id: string;
      };
      readonly factory: {
        readonly address: string | null | undefined;
        readonly id: string;
        readonly municipality: {
          readonly id: string;
          readonly label: string;
        } | null | undefined;
        readonly name: string;
      };
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useFactoryMutationsUpdateMutation = {
  response: useFactoryMutationsUpdateMutation$data;
  variables: useFactoryMutationsUpdateMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
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
    "name": "updateFactory",
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
            "concreteType": "FactoryPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Factory",
                "kind": "LinkedField",
                "name": "factory",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Municipality",
                    "kind": "LinkedField",
                    "name": "municipality",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Customer",
                "kind": "LinkedField",
                "name": "customer",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Factory",
                    "kind": "LinkedField",
                    "name": "factories",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateFactorySuccess",
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
    "name": "useFactoryMutationsUpdateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFactoryMutationsUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "0bb7622bfcd9076cbcdc7dfb4853f69c",
    "id": "bd2adcba3c44805a2404fdcd51e162174c6a4b77eb8a24154b3bf33a5c3c5a59",
    "metadata": {},
    "name": "useFactoryMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useFactoryMutationsUpdateMutation(\n  $input: UpdateFactoryInput!\n) {\n  updateFactory(input: $input) {\n    __typename\n    ... on UpdateFactorySuccess {\n      data {\n        factory {\n          id\n          name\n          address\n          municipality {\n            id\n            label\n          }\n        }\n        customer {\n          id\n          factories {\n            id\n            name\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a29bc06adbe095a2dccb01634f592f3";

export default node;
