/**
 * @generated SignedSource<<81cda90a0adbc73e9eb22d4f6d0efd57>>
 * @relayHash eb6bbebcb0d16b816faf5796fa1b1938
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37eedf450cece634dd3d9b10d2bcd68507c08d310484525812fe8fd6cc03acbf

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalState = "APPROVED" | "PENDING" | "REJECTED";
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type UploadFitnessCertificateInput = {
  attachmentName?: string | null | undefined;
  documentDate?: string | null | undefined;
  documentExpirationDate?: string | null | undefined;
  file?: any | null | undefined;
  id: string;
  note?: string | null | undefined;
  supplierWorkerAttachmentId?: string | null | undefined;
};
export type useUploadFitnessCertificateMutation$variables = {
  input: UploadFitnessCertificateInput;
};
export type useUploadFitnessCertificateMutation$data = {
  readonly uploadFitnessCertificate: {
    readonly __typename: string;
    readonly data?: {
      readonly fitnessCertificates: ReadonlyArray<{
        readonly approval: ApprovalState;
        readonly attachmentName: string | null | undefined;
        readonly complianceState: ComplianceState;
        readonly documentDate: string | null | undefined;
        readonly documentExpirationDate: string | null | undefined;
        readonly hasFile: boolean;
        readonly id: string;
        readonly note: string | null | undefined;
      }>;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useUploadFitnessCertificateMutation = {
  response: useUploadFitnessCertificateMutation$data;
  variables: useUploadFitnessCertificateMutation$variables;
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
    "name": "uploadFitnessCertificate",
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
            "concreteType": "UploadFitnessCertificatePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FitnessCertificate",
                "kind": "LinkedField",
                "name": "fitnessCertificates",
                "plural": true,
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
                    "name": "approval",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attachmentName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentExpirationDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "complianceState",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasFile",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UploadFitnessCertificateSuccess",
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
    "name": "useUploadFitnessCertificateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadFitnessCertificateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "eb6bbebcb0d16b816faf5796fa1b1938",
    "id": "37eedf450cece634dd3d9b10d2bcd68507c08d310484525812fe8fd6cc03acbf",
    "metadata": {},
    "name": "useUploadFitnessCertificateMutation",
    "operationKind": "mutation",
    "text": "mutation useUploadFitnessCertificateMutation(\n  $input: UploadFitnessCertificateInput!\n) {\n  uploadFitnessCertificate(input: $input) {\n    __typename\n    ... on UploadFitnessCertificateSuccess {\n      data {\n        fitnessCertificates {\n          id\n          approval\n          attachmentName\n          documentDate\n          documentExpirationDate\n          note\n          complianceState\n          hasFile\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c3ae54805e1d47941b29dd3f283984f";

export default node;
