/**
 * @generated SignedSource<<afc03047e16fb127c2cbebbe067045d4>>
 * @relayHash fd1eea3ac3c6d4c8d3741ce8f8d8b5cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afbbf96465a99ce332c7de57569ec67c74870f8ace38ebb7b0d54a6b0db73e8e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewItemKind = "ELEMENT" | "ELEMENT_DOCUMENT" | "FITNESS_CERTIFICATE" | "PARTICIPATION" | "REQUIRED_DOCUMENT";
export type ReviewPageQuery$variables = {
  category?: string | null | undefined;
  kind?: ReviewItemKind | null | undefined;
  procurementId?: string | null | undefined;
  supplierId?: string | null | undefined;
};
export type ReviewPageQuery$data = {
  readonly reviewInboxSummary: {
    readonly categories: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
    }>;
    readonly matching: number;
    readonly procurements: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
    }>;
    readonly suppliers: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
    }>;
    readonly total: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ReviewPage_inbox">;
};
export type ReviewPageQuery = {
  response: ReviewPageQuery$data;
  variables: ReviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "procurementId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "supplierId"
},
v4 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v5 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v6 = {
  "kind": "Variable",
  "name": "procurementId",
  "variableName": "procurementId"
},
v7 = {
  "kind": "Variable",
  "name": "supplierId",
  "variableName": "supplierId"
},
v8 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": (v8/*:: as any*/),
  "concreteType": "ReviewInboxSummary",
  "kind": "LinkedField",
  "name": "reviewInboxSummary",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matching",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewFacetOption",
      "kind": "LinkedField",
      "name": "procurements",
      "plural": true,
      "selections": (v10/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewFacetOption",
      "kind": "LinkedField",
      "name": "suppliers",
      "plural": true,
      "selections": (v10/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewFacetOption",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v10/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = [
  (v4/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewPageQuery",
    "selections": [
      (v11/*:: as any*/),
      {
        "args": (v8/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ReviewPage_inbox"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReviewPageQuery",
    "selections": [
      (v11/*:: as any*/),
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "QueryReviewInboxConnection",
        "kind": "LinkedField",
        "name": "reviewInbox",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryReviewInboxConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "procurementLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supplierName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "categoryLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subject",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "waitingSince",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileMimeType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rowPath",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "filters": [
          "procurementId",
          "supplierId",
          "kind",
          "category"
        ],
        "handle": "connection",
        "key": "ReviewPage_reviewInbox",
        "kind": "LinkedHandle",
        "name": "reviewInbox"
      }
    ]
  },
  "params": {
    "cacheID": "fd1eea3ac3c6d4c8d3741ce8f8d8b5cf",
    "id": "afbbf96465a99ce332c7de57569ec67c74870f8ace38ebb7b0d54a6b0db73e8e",
    "metadata": {},
    "name": "ReviewPageQuery",
    "operationKind": "query",
    "text": "query ReviewPageQuery(\n  $procurementId: ID\n  $supplierId: ID\n  $kind: ReviewItemKind\n  $category: String\n) {\n  reviewInboxSummary(procurementId: $procurementId, supplierId: $supplierId, kind: $kind, category: $category) {\n    total\n    matching\n    procurements {\n      id\n      label\n    }\n    suppliers {\n      id\n      label\n    }\n    categories {\n      id\n      label\n    }\n  }\n  ...ReviewPage_inbox_3ivlC1\n}\n\nfragment ReviewPage_inbox_3ivlC1 on Query {\n  reviewInbox(first: 50, procurementId: $procurementId, supplierId: $supplierId, kind: $kind, category: $category) {\n    edges {\n      node {\n        id\n        kind\n        databaseId\n        procurementLabel\n        supplierName\n        categoryLabel\n        title\n        subject\n        waitingSince\n        fileUrl\n        fileName\n        fileMimeType\n        rowPath\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "983e0654712e80ba1042c36171380f6b";

export default node;
