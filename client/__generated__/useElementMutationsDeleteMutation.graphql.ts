/**
 * @generated SignedSource<<97a61dd4decaf230f60a4eff5245cf51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
export type DeleteElementInput = {
  id: string;
};
export type useElementMutationsDeleteMutation$variables = {
  input: DeleteElementInput;
};
export type useElementMutationsDeleteMutation$data = {
  readonly deleteElement: {
    readonly __typename: string;
    readonly data?: {
      readonly deletedElementId: string;
      readonly procurementSupplier: {
        readonly id: string;
        readonly procurement: {
          readonly id: string;
          readonly trafficLight: TrafficLight;
        };
        readonly trafficLight: TrafficLight;
      };
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useElementMutationsDeleteMutation = {
  response: useElementMutationsDeleteMutation$data;
  variables: useElementMutationsDeleteMutation$variables;
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
  "name": "trafficLight",
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
    "name": "deleteElement",
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
            "concreteType": "DeleteElementPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletedElementId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementSupplier",
                "kind": "LinkedField",
                "name": "procurementSupplier",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Procurement",
                    "kind": "LinkedField",
                    "name": "procurement",
                    "plural": false,
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
        "type": "DeleteElementSuccess",
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
    "name": "useElementMutationsDeleteMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useElementMutationsDeleteMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "3aeb45ffab166c41bc5920c1cbbc3c61",
    "id": null,
    "metadata": {},
    "name": "useElementMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useElementMutationsDeleteMutation(\n  $input: DeleteElementInput!\n) {\n  deleteElement(input: $input) {\n    __typename\n    ... on DeleteElementSuccess {\n      data {\n        deletedElementId\n        procurementSupplier {\n          id\n          trafficLight\n          procurement {\n            id\n            trafficLight\n          }\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae3427d1d8c5e63dcc901f0145d3a15f";

export default node;
