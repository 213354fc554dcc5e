/**
 * @generated SignedSource<<354979dd6c742e4d890281b75fd40d0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpcomingAppointments_worker$data = {
  readonly upcomingAppointments: ReadonlyArray<{
    readonly date: string;
    readonly dateEnd: string;
    readonly doctorName: string;
    readonly recurring: boolean;
    readonly time: string;
    readonly timeEnd: string;
  }>;
  readonly " $fragmentType": "UpcomingAppointments_worker";
};
export type UpcomingAppointments_worker$key = {
  readonly " $data"?: UpcomingAppointments_worker$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingAppointments_worker">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpcomingAppointments_worker",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarAppointment",
      "kind": "LinkedField",
      "name": "upcomingAppointments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
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
          "name": "time",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recurring",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "doctorName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Worker",
  "abstractKey": null
};

(node as any).hash = "23ae50dc9fbc8332a460ca4873510eda";

export default node;
