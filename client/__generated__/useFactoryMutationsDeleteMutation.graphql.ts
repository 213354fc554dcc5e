/**
 * @generated SignedSource<<17118eeacfd3c2c9b931fc0e3defe6c5>>
 * @relayHash 14fbdd64a9d96cd66605e50fe18da3ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9aabca6c54931fc53afb2491fb6f06e09341ddbb431cd56a03dd7edb42f9abf7

import { ConcreteRequest } from 'relay-runtime';
export type DeleteFactoryInput = {
  id: string;
};
export type useFactoryMutationsDeleteMutation$variables = {
  input: DeleteFactoryInput;
};
export type useFactoryMutationsDeleteMutation$data = {
  readonly deleteFactory: {
    readonly __typename: string;
    readonly data?: {
      readonly customer: {
        readonly factories: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly id: string;
      };
      readonly deletedId: string;
    };
    readonly message?: string;
  };
};
export type useFactoryMutationsDeleteMutation = {
  response: useFactoryMutationsDeleteMutation$data;
  variables: useFactoryMutationsDeleteMutation$variables;
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
    "name": "deleteFactory",
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
            "concreteType": "DeleteFactoryPayload",
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      }
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
        "type": "DeleteFactorySuccess",
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
    "name": "useFactoryMutationsDeleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFactoryMutationsDeleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "14fbdd64a9d96cd66605e50fe18da3ae",
    "id": "9aabca6c54931fc53afb2491fb6f06e09341ddbb431cd56a03dd7edb42f9abf7",
    "metadata": {},
    "name": "useFactoryMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useFactoryMutationsDeleteMutation(\n  $input: DeleteFactoryInput!\n) {\n  deleteFactory(input: $input) {\n    __typename\n    ... on DeleteFactorySuccess {\n      data {\n        deletedId\n        customer {\n          id\n          factories {\n            id\n            name\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa3ec8ff2e6da96464716317102a396b";

export default node;
