/**
 * @generated SignedSource<<fd2311e1751ce1c7a833e744658f6abc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementWorkersTab_permissions$data = {
  readonly assignProcurementWorkers: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly removeProcurementWorkers: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly reviewRequiredItems: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly " $fragmentType": "ProcurementWorkersTab_permissions";
};
export type ProcurementWorkersTab_permissions$key = {
  readonly " $data"?: ProcurementWorkersTab_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkersTab_permissions">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProcurementWorkersTab_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "assignProcurementWorkers",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "removeProcurementWorkers",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "reviewRequiredItems",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ViewerPermissions",
  "abstractKey": null
};
})();

(node as any).hash = "76a133bca26120f78f450d9c94deba67";

export default node;
