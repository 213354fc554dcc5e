/**
 * @generated SignedSource<<36fd45ada7e62944fbedc4e6e1b3741f>>
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
    }
  ],
  "type": "Supplier",
  "abstractKey": null
};

(node as any).hash = "2d55fc57608d92d2b3caad91da75c4f3";

export default node;
