/**
 * @generated SignedSource<<b0b520bdeed26da4aa02f88255dda5b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
import { FragmentRefs } from "relay-runtime";
export type ProcurementHeader_procurement$data = {
  readonly dateEnd: string | null | undefined;
  readonly dateStart: string | null | undefined;
  readonly label: string;
  readonly trafficLight: TrafficLight;
  readonly " $fragmentType": "ProcurementHeader_procurement";
};
export type ProcurementHeader_procurement$key = {
  readonly " $data"?: ProcurementHeader_procurement$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementHeader_procurement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProcurementHeader_procurement",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateEnd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trafficLight",
      "storageKey": null
    }
  ],
  "type": "Procurement",
  "abstractKey": null
};

(node as any).hash = "5691004f2560c1e5f75234a1338077b2";

export default node;
