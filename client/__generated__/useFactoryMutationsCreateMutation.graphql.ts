/**
 * @generated SignedSource<<0732d7b30e59779b3f5b4083116f7982>>
 * @relayHash 8a0e13e9fb468a289a1ddafcc7ad7853
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16c948f92ef03fe40b78cd63c54baec973833969d7d08540961ecc7bb2af0a0d

import { ConcreteRequest } from 'relay-runtime';
export type CreateFactoryInput = {
  address?: string | null | undefined;
  municipalityId?: string | null | undefined;
  name: string;
};
export type useFactoryMutationsCreateMutation$variables = {
  input: CreateFactoryInput;
};
export type useFactoryMutationsCreateMutation$data = {
  readonly createFactory: {
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
        readonly id: string;
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
export type useFactoryMutationsCreateMutation = {
  response: useFactoryMutationsCreateMutation$data;
  variables: useFactoryMutationsCreateMutation$variables;
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
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
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
    "name": "createFactory",
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
                "selections": (v2/*:: as any*/),
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
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateFactorySuccess",
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
    "name": "useFactoryMutationsCreateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFactoryMutationsCreateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "8a0e13e9fb468a289a1ddafcc7ad7853",
    "id": "16c948f92ef03fe40b78cd63c54baec973833969d7d08540961ecc7bb2af0a0d",
    "metadata": {},
    "name": "useFactoryMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useFactoryMutationsCreateMutation(\n  $input: CreateFactoryInput!\n) {\n  createFactory(input: $input) {\n    __typename\n    ... on CreateFactorySuccess {\n      data {\n        factory {\n          id\n          name\n        }\n        customer {\n          id\n          factories {\n            id\n            name\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5d4485d280cfddb8710e51fdcf05249";

export default node;
