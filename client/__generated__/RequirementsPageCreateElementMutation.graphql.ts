/**
 * @generated SignedSource<<5b32599b310b217598d35bd4543910e9>>
 * @relayHash c800a5348df8c5e003cf2252d771f341
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d453d4e34e72b1029caa96284452060ca1b52240b547043c5977abb0fd67465

import { ConcreteRequest } from 'relay-runtime';
export type ElementKind = "EQUIPMENT" | "MACHINERY" | "TOOL";
export type CreateElementDocumentTypeInput = {
  kind: ElementKind;
  name: string;
};
export type RequirementsPageCreateElementMutation$variables = {
  input: CreateElementDocumentTypeInput;
};
export type RequirementsPageCreateElementMutation$data = {
  readonly createElementDocumentType: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type RequirementsPageCreateElementMutation = {
  response: RequirementsPageCreateElementMutation$data;
  variables: RequirementsPageCreateElementMutation$variables;
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
    "name": "createElementDocumentType",
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
    "name": "RequirementsPageCreateElementMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsPageCreateElementMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c800a5348df8c5e003cf2252d771f341",
    "id": "0d453d4e34e72b1029caa96284452060ca1b52240b547043c5977abb0fd67465",
    "metadata": {},
    "name": "RequirementsPageCreateElementMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageCreateElementMutation(\n  $input: CreateElementDocumentTypeInput!\n) {\n  createElementDocumentType(input: $input) {\n    __typename\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0176c348dfd0eaadce3828cdf0554146";

export default node;
