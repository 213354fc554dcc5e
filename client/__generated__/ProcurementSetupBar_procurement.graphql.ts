/**
 * @generated SignedSource<<4399962d2e814bafa923c99e4f4d25fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementSetupBar_procurement$data = {
  readonly closedAt: string | null | undefined;
  readonly constructionSite: boolean;
  readonly customer: {
    readonly factories: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly viewerCanEditFactories: {
      readonly allowed: boolean;
    };
  };
  readonly dateEnd: string | null | undefined;
  readonly dateStart: string | null | undefined;
  readonly id: string;
  readonly label: string;
  readonly note: string | null | undefined;
  readonly site: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly suppliers: ReadonlyArray<{
    readonly id: string;
    readonly parentSupplier: {
      readonly companyName: string;
    } | null | undefined;
    readonly supplier: {
      readonly companyName: string;
      readonly id: string;
    };
  }>;
  readonly viewerCanClose: {
    readonly allowed: boolean;
  };
  readonly viewerCanDelete: {
    readonly allowed: boolean;
  };
  readonly viewerCanEdit: {
    readonly allowed: boolean;
  };
  readonly viewerCanRemoveSuppliers: {
    readonly allowed: boolean;
  };
  readonly " $fragmentType": "ProcurementSetupBar_procurement";
};
export type ProcurementSetupBar_procurement$key = {
  readonly " $data"?: ProcurementSetupBar_procurement$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementSetupBar_procurement">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowed",
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProcurementSetupBar_procurement",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "constructionSite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Factory",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Customer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Factory",
          "kind": "LinkedField",
          "name": "factories",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PermissionDecision",
          "kind": "LinkedField",
          "name": "viewerCanEditFactories",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "viewerCanEdit",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "viewerCanClose",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "viewerCanDelete",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "viewerCanRemoveSuppliers",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProcurementSupplier",
      "kind": "LinkedField",
      "name": "suppliers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Supplier",
          "kind": "LinkedField",
          "name": "supplier",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Supplier",
          "kind": "LinkedField",
          "name": "parentSupplier",
          "plural": false,
          "selections": [
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Procurement",
  "abstractKey": null
};
})();

(node as any).hash = "961cbdd2fd283f3acd70eacc61fa064f";

export default node;
