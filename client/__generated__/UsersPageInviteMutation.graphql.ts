/**
 * @generated SignedSource<<33372034ba04158f09563fed271a9501>>
 * @relayHash 9f0d7c4299a6c859ba4a96684c3a7c04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c23bb94b0545c3011a6e297146ab06eebc250f49c2e43288ad08b239a37f9b37

import { ConcreteRequest } from 'relay-runtime';
export type InviteCompanyUserInput = {
  email: string;
  firstName: string;
  lastName: string;
  level: number;
};
export type UsersPageInviteMutation$variables = {
  input: InviteCompanyUserInput;
};
export type UsersPageInviteMutation$data = {
  readonly inviteCompanyUser: {
    readonly __typename: string;
    readonly data?: {
      readonly user: {
        readonly id: string;
      } | null | undefined;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type UsersPageInviteMutation = {
  response: UsersPageInviteMutation$data;
  variables: UsersPageInviteMutation$variables;
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
    "name": "inviteCompanyUser",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "InviteCompanyUserSuccess",
        "abstractKey": null
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
    "name": "UsersPageInviteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UsersPageInviteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9f0d7c4299a6c859ba4a96684c3a7c04",
    "id": "c23bb94b0545c3011a6e297146ab06eebc250f49c2e43288ad08b239a37f9b37",
    "metadata": {},
    "name": "UsersPageInviteMutation",
    "operationKind": "mutation",
    "text": "mutation UsersPageInviteMutation(\n  $input: InviteCompanyUserInput!\n) {\n  inviteCompanyUser(input: $input) {\n    __typename\n    ... on InviteCompanyUserSuccess {\n      data {\n        user {\n          id\n        }\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d424bdd7eb5f9ffacd962e3f479c5ca2";

export default node;
