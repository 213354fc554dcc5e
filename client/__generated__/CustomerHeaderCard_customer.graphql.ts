/**
 * @generated SignedSource<<0a81472ea623456566885135d98e9784>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerHeaderCard_customer$data = {
  readonly address: string | null | undefined;
  readonly companyName: string;
  readonly id: string;
  readonly municipality: {
    readonly name: string;
    readonly province: string;
  } | null | undefined;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "CustomerHeaderCard_customer";
};
export type CustomerHeaderCard_customer$key = {
  readonly " $data"?: CustomerHeaderCard_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerHeaderCard_customer">;
};

import CustomerHeaderCardRefetchQuery_graphql from './CustomerHeaderCardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CustomerHeaderCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CustomerHeaderCard_customer",
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
  "type": "Customer",
  "abstractKey": null
};

(node as any).hash = "14b5beb658b49b9ced0602464b1762fd";

export default node;
