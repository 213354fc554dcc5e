/**
 * @generated SignedSource<<1486c40f8b40616fc61266a0118927ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReviewItemKind = "ELEMENT" | "ELEMENT_DOCUMENT" | "FITNESS_CERTIFICATE" | "PARTICIPATION" | "REQUIRED_DOCUMENT";
import { FragmentRefs } from "relay-runtime";
export type ReviewPage_inbox$data = {
  readonly reviewInbox: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly categoryLabel: string;
        readonly databaseId: number;
        readonly fileMimeType: string | null | undefined;
        readonly fileName: string | null | undefined;
        readonly fileUrl: string | null | undefined;
        readonly id: string;
        readonly kind: ReviewItemKind;
        readonly procurementLabel: string;
        readonly rowPath: string;
        readonly subject: string | null | undefined;
        readonly supplierName: string;
        readonly title: string | null | undefined;
        readonly waitingSince: string;
      };
    }>;
  };
  readonly " $fragmentType": "ReviewPage_inbox";
};
export type ReviewPage_inbox$key = {
  readonly " $data"?: ReviewPage_inbox$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewPage_inbox">;
};

import ReviewPageInboxPaginationQuery_graphql from './ReviewPageInboxPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "reviewInbox"
];
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": ReviewPageInboxPaginationQuery_graphql
    }
  },
  "name": "ReviewPage_inbox",
  "selections": [
    {
      "alias": "reviewInbox",
      "args": [
        {
          "kind": "Variable",
          "name": "category",
          "variableName": "category"
        },
        {
          "kind": "Variable",
          "name": "kind",
          "variableName": "kind"
        },
        {
          "kind": "Variable",
          "name": "procurementId",
          "variableName": "procurementId"
        },
        {
          "kind": "Variable",
          "name": "supplierId",
          "variableName": "supplierId"
        }
      ],
      "concreteType": "QueryReviewInboxConnection",
      "kind": "LinkedField",
      "name": "__ReviewPage_reviewInbox_connection",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "ef6b95358814dc97f9385899472e0aaf";

export default node;
