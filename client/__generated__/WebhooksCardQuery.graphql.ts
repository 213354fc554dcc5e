/**
 * @generated SignedSource<<b9bca3e2a01a59a316207920b7492a7e>>
 * @relayHash 236715462a7557076ed2b1c0d690d763
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d03a7192722e7e28eae8ed03ecccf58058d2e98d656ae7c99c593527650c4f4c

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryStatus = "DELIVERED" | "FAILED" | "PENDING";
export type WebhookEventType = "DOCUMENT_APPROVED" | "DOCUMENT_REJECTED" | "DOCUMENT_UPLOADED" | "PROCUREMENT_LIGHT_CHANGED" | "SUPPLIER_LIGHT_CHANGED" | "WORKER_LIGHT_CHANGED";
export type WebhooksCardQuery$variables = Record<PropertyKey, never>;
export type WebhooksCardQuery$data = {
  readonly webhookEndpoints: ReadonlyArray<{
    readonly deliveries: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly eventType: string;
          readonly id: string;
          readonly lastAttemptAt: string | null | undefined;
          readonly lastError: string | null | undefined;
          readonly nextAttemptAt: string | null | undefined;
          readonly occurredAt: string;
          readonly responseStatus: number | null | undefined;
          readonly status: WebhookDeliveryStatus;
        };
      }>;
    };
    readonly disabledAt: string | null | undefined;
    readonly disabledReason: string | null | undefined;
    readonly eventTypes: ReadonlyArray<WebhookEventType>;
    readonly id: string;
    readonly url: string;
  }>;
};
export type WebhooksCardQuery = {
  response: WebhooksCardQuery$data;
  variables: WebhooksCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "webhookEndpoints",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eventTypes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "disabledReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 5
          }
        ],
        "concreteType": "WebhookEndpointDeliveriesConnection",
        "kind": "LinkedField",
        "name": "deliveries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpointDeliveriesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WebhookDelivery",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "responseStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastError",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastAttemptAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextAttemptAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "occurredAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "deliveries(first:5)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksCardQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebhooksCardQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "236715462a7557076ed2b1c0d690d763",
    "id": "d03a7192722e7e28eae8ed03ecccf58058d2e98d656ae7c99c593527650c4f4c",
    "metadata": {},
    "name": "WebhooksCardQuery",
    "operationKind": "query",
    "text": "query WebhooksCardQuery {\n  webhookEndpoints {\n    id\n    url\n    eventTypes\n    disabledAt\n    disabledReason\n    deliveries(first: 5) {\n      edges {\n        node {\n          id\n          eventType\n          status\n          responseStatus\n          lastError\n          lastAttemptAt\n          nextAttemptAt\n          occurredAt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "78d671fefb694707ea6b7c204cfc187b";

export default node;
