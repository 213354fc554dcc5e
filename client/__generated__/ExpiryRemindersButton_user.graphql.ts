/**
 * @generated SignedSource<<4e1c4992bf559558f430826cfe03ac18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExpiryRemindersButton_user$data = {
  readonly expiryReminders: boolean;
  readonly id: string;
  readonly " $fragmentType": "ExpiryRemindersButton_user";
};
export type ExpiryRemindersButton_user$key = {
  readonly " $data"?: ExpiryRemindersButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExpiryRemindersButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExpiryRemindersButton_user",
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
      "name": "expiryReminders",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "357e50c9b1c5b1f1d8a31ba3df574fe9";

export default node;
