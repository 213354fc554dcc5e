/**
 * @generated SignedSource<<2e12fb583c01a07f03f6e5ac7d03847b>>
 * @relayHash be9f133e4a5d301c735e051c46cc93f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 91b40ae9679cf00079924968c723bc480a3accd9fbe198fb27fd61b3fb0966ae

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type DashboardRouteQuery$variables = {
  first: number;
};
export type DashboardRouteQuery$data = {
  readonly dashboard: {
    readonly expiring: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DashboardLine_item">;
    }> | null | undefined;
    readonly expiringCount: number | null | undefined;
    readonly itemCount: number | null | undefined;
    readonly items: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DashboardLine_item">;
    }> | null | undefined;
    readonly lightCounts: {
      readonly green: number;
      readonly red: number;
      readonly yellow: number;
    } | null | undefined;
    readonly procurements: ReadonlyArray<{
      readonly label: string;
      readonly procurementId: string;
      readonly trafficLight: TrafficLight;
    }> | null | undefined;
    readonly waiting: ReadonlyArray<{
      readonly counts: {
        readonly documents: number;
        readonly machinery: number;
        readonly substances: number;
        readonly total: number;
        readonly vehicles: number;
        readonly workers: number;
      };
      readonly procurementId: string;
      readonly procurementLabel: string;
      readonly supplierId: string;
      readonly supplierName: string;
    }> | null | undefined;
    readonly waitingCount: number | null | undefined;
    readonly waitingTotals: {
      readonly total: number;
    } | null | undefined;
  };
  readonly viewer: {
    readonly id: string;
    readonly kind: UserKind;
  } | null | undefined;
};
export type DashboardRouteQuery = {
  response: DashboardRouteQuery$data;
  variables: DashboardRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
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
      "name": "kind",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemCount",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v4 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "DashboardLine_item"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "DashboardLightCounts",
  "kind": "LinkedField",
  "name": "lightCounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "green",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "yellow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "red",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "procurementId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "concreteType": "DashboardProcurementLight",
  "kind": "LinkedField",
  "name": "procurements",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trafficLight",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "waitingCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ProcurementTabCounts",
  "kind": "LinkedField",
  "name": "waitingTotals",
  "plural": false,
  "selections": [
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "procurementLabel",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supplierId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supplierName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "concreteType": "DashboardWaitingPlace",
  "kind": "LinkedField",
  "name": "waiting",
  "plural": true,
  "selections": [
    (v6/*:: as any*/),
    (v12/*:: as any*/),
    (v13/*:: as any*/),
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ProcurementTabCounts",
      "kind": "LinkedField",
      "name": "counts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "workers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vehicles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "machinery",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "substances",
          "storageKey": null
        },
        (v10/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiringCount",
  "storageKey": null
},
v17 = [
  (v6/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "tab",
    "storageKey": null
  },
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "state",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "expiresOn",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "details",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "supplierWorkerId",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Dashboard",
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "DashboardItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "DashboardItem",
            "kind": "LinkedField",
            "name": "expiring",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Dashboard",
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "DashboardItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "DashboardItem",
            "kind": "LinkedField",
            "name": "expiring",
            "plural": true,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "be9f133e4a5d301c735e051c46cc93f2",
    "id": "91b40ae9679cf00079924968c723bc480a3accd9fbe198fb27fd61b3fb0966ae",
    "metadata": {},
    "name": "DashboardRouteQuery",
    "operationKind": "query",
    "text": "query DashboardRouteQuery(\n  $first: Int!\n) {\n  viewer {\n    id\n    kind\n  }\n  dashboard {\n    itemCount\n    items(first: $first) {\n      ...DashboardLine_item\n    }\n    lightCounts {\n      green\n      yellow\n      red\n    }\n    procurements(first: $first) {\n      procurementId\n      label\n      trafficLight\n    }\n    waitingCount\n    waitingTotals {\n      total\n    }\n    waiting(first: $first) {\n      procurementId\n      procurementLabel\n      supplierId\n      supplierName\n      counts {\n        documents\n        workers\n        vehicles\n        machinery\n        substances\n        total\n      }\n    }\n    expiringCount\n    expiring(first: $first) {\n      ...DashboardLine_item\n    }\n  }\n}\n\nfragment DashboardLine_item on DashboardItem {\n  procurementId\n  procurementLabel\n  supplierId\n  supplierName\n  tab\n  label\n  state\n  expiresOn\n  details\n  supplierWorkerId\n}\n"
  }
};
})();

(node as any).hash = "141a5b6d0b25f08dc328c7692d1c82e0";

export default node;
