/**
 * @generated SignedSource<<48af322c80fc643be027aeffdbea48e2>>
 * @relayHash 9dc570b02a7791c4e59664c1228b1179
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 372e8fd2dc4d2d8dee85b08d8661e222ab5e275c113a336a48383db21b492813

import { ConcreteRequest } from 'relay-runtime';
export type ElementKind = "EQUIPMENT" | "MACHINERY" | "TOOL";
export type SetOtherRequirementsInput = {
  elementDocuments: ReadonlyArray<ElementRequirementInput>;
  procurementId: string;
  supplierId?: string | null | undefined;
  workerCategoryCodes: ReadonlyArray<string>;
};
export type ElementRequirementInput = {
  documentName: string;
  kind: ElementKind;
};
export type OtherRequirementsPanelsSetMutation$variables = {
  input: SetOtherRequirementsInput;
};
export type OtherRequirementsPanelsSetMutation$data = {
  readonly setOtherRequirements: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type OtherRequirementsPanelsSetMutation = {
  response: OtherRequirementsPanelsSetMutation$data;
  variables: OtherRequirementsPanelsSetMutation$variables;
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
    "name": "setOtherRequirements",
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
    "name": "OtherRequirementsPanelsSetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OtherRequirementsPanelsSetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9dc570b02a7791c4e59664c1228b1179",
    "id": "372e8fd2dc4d2d8dee85b08d8661e222ab5e275c113a336a48383db21b492813",
    "metadata": {},
    "name": "OtherRequirementsPanelsSetMutation",
    "operationKind": "mutation",
    "text": "mutation OtherRequirementsPanelsSetMutation(\n  $input: SetOtherRequirementsInput!\n) {\n  setOtherRequirements(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3064cce882cc3ae56a87f3a53cfcc6b8";

export default node;
