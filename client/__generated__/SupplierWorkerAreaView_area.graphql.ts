/**
 * @generated SignedSource<<61fc5d673a6d76dc5b9f7eda43a069e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type ParticipationState = "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "PENDING" | "REJECTED";
import { FragmentRefs } from "relay-runtime";
export type SupplierWorkerAreaView_area$data = {
  readonly documents: ReadonlyArray<{
    readonly category: string;
    readonly expirationDate: string | null | undefined;
    readonly file: {
      readonly downloadUrl: string;
      readonly originalName: string;
    } | null | undefined;
    readonly name: string;
  }>;
  readonly employer: string;
  readonly firstName: string;
  readonly job: string | null | undefined;
  readonly lastName: string;
  readonly procurements: ReadonlyArray<{
    readonly customerName: string;
    readonly fitnessCertificates: ReadonlyArray<{
      readonly category: string;
      readonly expirationDate: string | null | undefined;
      readonly file: {
        readonly downloadUrl: string;
        readonly originalName: string;
      } | null | undefined;
      readonly state: ComplianceState;
    }>;
    readonly job: string | null | undefined;
    readonly participation: ParticipationState;
    readonly participationNote: string | null | undefined;
    readonly procurementLabel: string;
  }>;
  readonly " $fragmentType": "SupplierWorkerAreaView_area";
};
export type SupplierWorkerAreaView_area$key = {
  readonly " $data"?: SupplierWorkerAreaView_area$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierWorkerAreaView_area">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "job",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expirationDate",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "StoredFile",
  "kind": "LinkedField",
  "name": "file",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplierWorkerAreaView_area",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employer",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierWorkerAreaDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierWorkerAreaProcurement",
      "kind": "LinkedField",
      "name": "procurements",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "procurementLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerName",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "participation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "participationNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SupplierWorkerAreaCertificate",
          "kind": "LinkedField",
          "name": "fitnessCertificates",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupplierWorkerArea",
  "abstractKey": null
};
})();

(node as any).hash = "7f2d31beec60558d9c91614a29c900f9";

export default node;
