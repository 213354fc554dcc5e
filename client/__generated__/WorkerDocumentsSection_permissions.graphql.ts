/**
 * @generated SignedSource<<fef78b157fd67d4eb24cf9a070086ccd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkerDocumentsSection_permissions$data = {
  readonly deleteWorkerDocuments: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly editCompanyWorkers: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly openWorkerDocuments: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly replaceHealthFiles: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly uploadWorkerDocuments: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly " $fragmentType": "WorkerDocumentsSection_permissions";
};
export type WorkerDocumentsSection_permissions$key = {
  readonly " $data"?: WorkerDocumentsSection_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkerDocumentsSection_permissions">;
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
  "name": "WorkerDocumentsSection_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "uploadWorkerDocuments",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "editCompanyWorkers",
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
      "name": "openWorkerDocuments",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "deleteWorkerDocuments",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ViewerPermissions",
  "abstractKey": null
};
})();

(node as any).hash = "be8d39ecff9691bbf60321fa59bbd018";

export default node;
