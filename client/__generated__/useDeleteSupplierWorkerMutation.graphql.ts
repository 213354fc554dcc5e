/**
 * @generated SignedSource<<c3ff2012ab41004854872e427009ea8d>>
 * @relayHash 3396a2c51824354e1a40510922f8999b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49a353e1942575c615e33f77b4bf3c23c817bb46ba6ee8d15c238fba0f98a251

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSupplierWorkerInput = {
  id: string;
};
export type useDeleteSupplierWorkerMutation$variables = {
  input: DeleteSupplierWorkerInput;
};
export type useDeleteSupplierWorkerMutation$data = {
  readonly deleteSupplierWorker: {
    readonly __typename: "DeleteSupplierWorkerSuccess";
    readonly data: {
      readonly deletedId: string;
    };
  } | {
    readonly __typename: "ForbiddenError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "UnauthenticatedError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDeleteSupplierWorkerMutation = {
  response: useDeleteSupplierWorkerMutation$data;
  variables: useDeleteSupplierWorkerMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v5 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "ForbiddenError",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "UnauthenticatedError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSupplierWorkerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSupplierWorker",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeleteSupplierWorkerPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteSupplierWorkerSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSupplierWorkerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteSupplierWorker",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DeleteSupplierWorkerPayload",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteRecord",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "deletedId"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteSupplierWorkerSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3396a2c51824354e1a40510922f8999b",
    "id": "49a353e1942575c615e33f77b4bf3c23c817bb46ba6ee8d15c238fba0f98a251",
    "metadata": {},
    "name": "useDeleteSupplierWorkerMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSupplierWorkerMutation(\n  $input: DeleteSupplierWorkerInput!\n) {\n  deleteSupplierWorker(input: $input) {\n    __typename\n    ... on DeleteSupplierWorkerSuccess {\n      data {\n        deletedId\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on ForbiddenError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on UnauthenticatedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "55c48a88c5da0260a656af6892b0892b";

export default node;
