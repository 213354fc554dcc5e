/**
 * @generated SignedSource<<f797bc50ad5ec88b291c913e5b1c26e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FitnessCertificatesTable_permissions$data = {
  readonly addFitnessCategories: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly deleteFitnessCertificates: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly openHealthFiles: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly replaceHealthFiles: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly reviewRequiredItems: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly uploadFitnessCertificates: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly " $fragmentType": "FitnessCertificatesTable_permissions";
};
export type FitnessCertificatesTable_permissions$key = {
  readonly " $data"?: FitnessCertificatesTable_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"FitnessCertificatesTable_permissions">;
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
  "name": "FitnessCertificatesTable_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "uploadFitnessCertificates",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "replaceHealthFiles",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "openHealthFiles",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "addFitnessCategories",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "deleteFitnessCertificates",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ViewerPermissions",
  "abstractKey": null
};
})();

(node as any).hash = "af57ab1f6e7a8716ccca856795699ca3";

export default node;
