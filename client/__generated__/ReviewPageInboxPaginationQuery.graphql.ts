/**
 * @generated SignedSource<<7f384b28e5d303692d85e749842ef47b>>
 * @relayHash 88aef6a40538aba2a909dffb5df8e4c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a83f3acd98eaba5c6596f9a35af74afa7ab6a00a443e62e8205d299a7c05c839

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewItemKind = "ELEMENT" | "ELEMENT_DOCUMENT" | "FITNESS_CERTIFICATE" | "PARTICIPATION" | "REQUIRED_DOCUMENT";
export type ReviewPageInboxPaginationQuery$variables = {
  category?: string | null | undefined;
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  kind?: ReviewItemKind | null | undefined;
  procurementId?: string | null | undefined;
  supplierId?: string | null | undefined;
};
export type ReviewPageInboxPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ReviewPage_inbox">;
};
export type ReviewPageInboxPaginationQuery = {
  response: ReviewPageInboxPaginationQuery$data;
  variables: ReviewPageInboxPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "category"
  },
  {
    "defaultValue": 50,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "procurementId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "supplierId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "category",
  "variableName": "category"
},
v2 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v3 = {
  "kind": "Variable",
  "name": "procurementId",
  "variableName": "procurementId"
},
v4 = {
  "kind": "Variable",
  "name": "supplierId",
  "variableName": "supplierId"
},
v5 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewPageInboxPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ReviewPage_inbox"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewPageInboxPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
        "args": (v5/*:: as any*/),
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
    "cacheID": "88aef6a40538aba2a909dffb5df8e4c6",
    "id": "a83f3acd98eaba5c6596f9a35af74afa7ab6a00a443e62e8205d299a7c05c839",
    "metadata": {},
    "name": "ReviewPageInboxPaginationQuery",
    "operationKind": "query",
    "text": "query ReviewPageInboxPaginationQuery(\n  $category: String\n  $count: Int = 50\n  $cursor: String\n  $kind: ReviewItemKind\n  $procurementId: ID\n  $supplierId: ID\n) {\n  ...ReviewPage_inbox_Ogi43\n}\n\nfragment ReviewPage_inbox_Ogi43 on Query {\n  reviewInbox(first: $count, after: $cursor, procurementId: $procurementId, supplierId: $supplierId, kind: $kind, category: $category) {\n    edges {\n      node {\n        id\n        kind\n        databaseId\n        procurementLabel\n        supplierName\n        categoryLabel\n        title\n        subject\n        waitingSince\n        fileUrl\n        fileName\n        fileMimeType\n        rowPath\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef6b95358814dc97f9385899472e0aaf";

export default node;
