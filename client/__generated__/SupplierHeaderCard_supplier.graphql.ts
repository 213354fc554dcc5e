/**
 * @generated SignedSource<<18f91dc01f39e2e5dd69ab5e515c0f86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierHeaderCard_supplier$data = {
  readonly address: string | null | undefined;
  readonly companyName: string;
  readonly id: string;
  readonly municipality: {
    readonly name: string;
    readonly province: string;
  } | null | undefined;
  readonly phone: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierEditDialog_supplier">;
  readonly " $fragmentType": "SupplierHeaderCard_supplier";
};
export type SupplierHeaderCard_supplier$key = {
  readonly " $data"?: SupplierHeaderCard_supplier$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierHeaderCard_supplier">;
};

import SupplierHeaderCardRefetchQuery_graphql from './SupplierHeaderCardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SupplierHeaderCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SupplierHeaderCard_supplier",
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
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Municipality",
      "kind": "LinkedField",
      "name": "municipality",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "province",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SupplierEditDialog_supplier"
    }
  ],
  "type": "Supplier",
  "abstractKey": null
};

(node as any).hash = "f930c097751ad4b28b681bee6c771348";

export default node;
