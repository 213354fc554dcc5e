/**
 * @generated SignedSource<<bd401ecbd06932cc1555bdca7b830249>>
 * @relayHash c9306468dc14b4a76dc007d7d6c10069
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7739f2901a475b8e7535bd2bd237586874e24a8fe33d800f2b72c6f724c8e290

import { ConcreteRequest } from 'relay-runtime';
export type SetCompanyUserLevelInput = {
  id: string;
  level: number;
};
export type UsersPageLevelMutation$variables = {
  input: SetCompanyUserLevelInput;
};
export type UsersPageLevelMutation$data = {
  readonly setCompanyUserLevel: {
    readonly __typename: string;
    readonly data?: {
      readonly user: {
        readonly id: string;
        readonly userLevel: number;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type UsersPageLevelMutation = {
  response: UsersPageLevelMutation$data;
  variables: UsersPageLevelMutation$variables;
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
    "name": "setCompanyUserLevel",
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
                    "name": "userLevel",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetCompanyUserLevelSuccess",
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
    "name": "UsersPageLevelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UsersPageLevelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c9306468dc14b4a76dc007d7d6c10069",
    "id": "7739f2901a475b8e7535bd2bd237586874e24a8fe33d800f2b72c6f724c8e290",
    "metadata": {},
    "name": "UsersPageLevelMutation",
    "operationKind": "mutation",
    "text": "mutation UsersPageLevelMutation(\n  $input: SetCompanyUserLevelInput!\n) {\n  setCompanyUserLevel(input: $input) {\n    __typename\n    ... on SetCompanyUserLevelSuccess {\n      data {\n        user {\n          id\n          userLevel\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3a9a33735740dd83c16a374e1a6427c";

export default node;
