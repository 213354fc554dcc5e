/**
 * @generated SignedSource<<ac55ae408d00ee63a90b348b78eeb8d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubstancesTab_permissions$data = {
  readonly declareSubstances: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly deleteSubstances: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly editSubstances: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly openSafetyDataSheets: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly " $fragmentType": "SubstancesTab_permissions";
};
export type SubstancesTab_permissions$key = {
  readonly " $data"?: SubstancesTab_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubstancesTab_permissions">;
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
  "name": "SubstancesTab_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "declareSubstances",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "editSubstances",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "deleteSubstances",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "openSafetyDataSheets",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ViewerPermissions",
  "abstractKey": null
};
})();

(node as any).hash = "1b9e2c8ac61ee3ca7346f4469ac5b92d";

export default node;
