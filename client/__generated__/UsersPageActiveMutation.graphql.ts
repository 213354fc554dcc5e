/**
 * @generated SignedSource<<bb0b771ba568fb37f54ce10b20b1c330>>
 * @relayHash 4144277f3907b1ae31c9a0e103073b84
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d27eee660ce4ed4401e8ce10391612a307d1f74274389c4d0d530f649cc22c3e

import { ConcreteRequest } from 'relay-runtime';
export type SetCompanyUserActiveInput = {
  active: boolean;
  id: string;
};
export type UsersPageActiveMutation$variables = {
  input: SetCompanyUserActiveInput;
};
export type UsersPageActiveMutation$data = {
  readonly setCompanyUserActive: {
    readonly __typename: string;
    readonly data?: {
      readonly user: {
        readonly active: boolean;
        readonly id: string;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type UsersPageActiveMutation = {
  response: UsersPageActiveMutation$data;
  variables: UsersPageActiveMutation$variables;
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
    "name": "setCompanyUserActive",
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
            "concreteType": "CompanyUserPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CompanyUser",
                "kind": "LinkedField",
                "name": "user",
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
                    "name": "active",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetCompanyUserActiveSuccess",
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
    "name": "UsersPageActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UsersPageActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4144277f3907b1ae31c9a0e103073b84",
    "id": "d27eee660ce4ed4401e8ce10391612a307d1f74274389c4d0d530f649cc22c3e",
    "metadata": {},
    "name": "UsersPageActiveMutation",
    "operationKind": "mutation",
    "text": "mutation UsersPageActiveMutation(\n  $input: SetCompanyUserActiveInput!\n) {\n  setCompanyUserActive(input: $input) {\n    __typename\n    ... on SetCompanyUserActiveSuccess {\n      data {\n        user {\n          id\n          active\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "022c5c064fe1eaa45cc356d2983865fe";

export default node;
