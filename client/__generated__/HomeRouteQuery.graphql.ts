/**
 * @generated SignedSource<<7b5020c753afd196ade4839463d38801>>
 * @relayHash cbfb641e932d8731a66d490c5f246f39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c68e1e9c5c49f43e9df6aa44ab6373030cd39153c3e1738dd48812432f02ff8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly viewer: {
    readonly customer: {
      readonly " $fragmentSpreads": FragmentRefs<"CustomerHeaderCard_customer" | "CustomerProcurementsTable_customer">;
    } | null | undefined;
    readonly id: string;
    readonly kind: UserKind;
    readonly permissions: {
      readonly editProcurements: {
        readonly allowed: boolean;
      };
      readonly manageApiKeys: {
        readonly allowed: boolean;
      };
      readonly manageWebhooks: {
        readonly allowed: boolean;
      };
      readonly " $fragmentSpreads": FragmentRefs<"SupplierAttachmentsTable_permissions" | "SupplierWorkersTable_permissions">;
    };
    readonly supplier: {
      readonly " $fragmentSpreads": FragmentRefs<"SupplierAttachmentsTable_supplier" | "SupplierHeaderCard_supplier" | "SupplierProcurementsTable_supplier" | "SupplierWorkersTable_supplier">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ExpiryRemindersButton_user">;
  } | null | undefined;
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowed",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "PermissionDecision",
  "kind": "LinkedField",
  "name": "manageApiKeys",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "PermissionDecision",
  "kind": "LinkedField",
  "name": "manageWebhooks",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "PermissionDecision",
  "kind": "LinkedField",
  "name": "editProcurements",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v7 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v8 = [
  (v7/*:: as any*/)
],
v9 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v10 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Municipality",
  "kind": "LinkedField",
  "name": "municipality",
  "plural": false,
  "selections": [
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "province",
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "kind": "Literal",
  "name": "direction",
  "value": "DESC"
},
v17 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": "DATE_START"
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v19 = {
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
      "name": "startCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v21 = [
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProcurementEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Procurement",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v20/*:: as any*/),
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
            "name": "trafficLight",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerPermissions",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SupplierAttachmentsTable_permissions"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SupplierWorkersTable_permissions"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExpiryRemindersButton_user"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Supplier",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SupplierHeaderCard_supplier"
              },
              {
                "args": (v8/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "SupplierProcurementsTable_supplier"
              },
              {
                "args": [
                  (v9/*:: as any*/)
                ],
                "kind": "FragmentSpread",
                "name": "SupplierAttachmentsTable_supplier"
              },
              {
                "args": (v8/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "SupplierWorkersTable_supplier"
              }
            ],
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "CustomerHeaderCard_customer"
              },
              {
                "args": (v8/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "CustomerProcurementsTable_customer"
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerPermissions",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "uploadCompanyDocuments",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "deleteCompanyDocuments",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "editCompanyWorkers",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "deleteCompanyWorkers",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "uploadWorkerDocuments",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "replaceHealthFiles",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "openWorkerDocuments",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "deleteWorkerDocuments",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiryReminders",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Supplier",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  (v16/*:: as any*/),
                  (v7/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "concreteType": "ProcurementConnection",
                "kind": "LinkedField",
                "name": "procurements",
                "plural": false,
                "selections": (v21/*:: as any*/),
                "storageKey": "procurements(direction:\"DESC\",first:10,orderBy:\"DATE_START\")"
              },
              {
                "alias": null,
                "args": [
                  (v16/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "orderBy",
                    "value": "DOCUMENT_DATE"
                  }
                ],
                "concreteType": "SupplierAttachmentConnection",
                "kind": "LinkedField",
                "name": "attachments",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SupplierAttachmentEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SupplierAttachment",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v0/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "attachmentTypeLabel",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "attachmentFilename",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "documentDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "documentExpirationDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StoredFile",
                            "kind": "LinkedField",
                            "name": "file",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "originalName",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "downloadUrl",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "attachmentType",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "attachments(direction:\"DESC\",first:20,orderBy:\"DOCUMENT_DATE\")"
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "direction",
                    "value": "ASC"
                  },
                  (v7/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "hideInactive",
                    "value": false
                  },
                  {
                    "kind": "Literal",
                    "name": "orderBy",
                    "value": "LAST_NAME"
                  }
                ],
                "concreteType": "SupplierWorkerConnection",
                "kind": "LinkedField",
                "name": "workers",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SupplierWorkerEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SupplierWorker",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v0/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "firstName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "resigned",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "sex",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fiscalCode",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "birthDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "job",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Municipality",
                            "kind": "LinkedField",
                            "name": "birthplace",
                            "plural": false,
                            "selections": [
                              (v0/*:: as any*/),
                              (v20/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "workers(direction:\"ASC\",first:10,hideInactive:false,orderBy:\"LAST_NAME\")"
              }
            ],
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
              (v0/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Factory",
                "kind": "LinkedField",
                "name": "factories",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "viewerCanEditFactories",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  (v16/*:: as any*/),
                  (v7/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "state",
                    "value": "OPEN"
                  }
                ],
                "concreteType": "ProcurementConnection",
                "kind": "LinkedField",
                "name": "procurements",
                "plural": false,
                "selections": (v21/*:: as any*/),
                "storageKey": "procurements(direction:\"DESC\",first:10,orderBy:\"DATE_START\",state:\"OPEN\")"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cbfb641e932d8731a66d490c5f246f39",
    "id": "6c68e1e9c5c49f43e9df6aa44ab6373030cd39153c3e1738dd48812432f02ff8",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": "query HomeRouteQuery {\n  viewer {\n    id\n    kind\n    permissions {\n      manageApiKeys {\n        allowed\n      }\n      manageWebhooks {\n        allowed\n      }\n      editProcurements {\n        allowed\n      }\n      ...SupplierAttachmentsTable_permissions\n      ...SupplierWorkersTable_permissions\n    }\n    ...ExpiryRemindersButton_user\n    supplier {\n      ...SupplierHeaderCard_supplier\n      ...SupplierProcurementsTable_supplier_4i7Unr\n      ...SupplierAttachmentsTable_supplier_3dfUwN\n      ...SupplierWorkersTable_supplier_4i7Unr\n      id\n    }\n    customer {\n      ...CustomerHeaderCard_customer\n      ...CustomerProcurementsTable_customer_4i7Unr\n      id\n    }\n  }\n}\n\nfragment CustomerHeaderCard_customer on Customer {\n  id\n  companyName\n  phone\n  address\n  municipality {\n    name\n    province\n    id\n  }\n}\n\nfragment CustomerProcurementsTable_customer_4i7Unr on Customer {\n  factories {\n    id\n    name\n  }\n  viewerCanEditFactories {\n    allowed\n  }\n  procurements(first: 10, state: OPEN, orderBy: DATE_START, direction: DESC) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        label\n        dateStart\n        dateEnd\n        note\n        trafficLight\n        closedAt\n      }\n    }\n  }\n  id\n}\n\nfragment ExpiryRemindersButton_user on User {\n  id\n  expiryReminders\n}\n\nfragment SupplierAttachmentDialog_attachment on SupplierAttachment {\n  id\n  attachmentType\n  attachmentFilename\n  documentDate\n  documentExpirationDate\n  file {\n    originalName\n  }\n}\n\nfragment SupplierAttachmentsTable_permissions on ViewerPermissions {\n  uploadCompanyDocuments {\n    allowed\n    reason\n  }\n  deleteCompanyDocuments {\n    allowed\n    reason\n  }\n}\n\nfragment SupplierAttachmentsTable_supplier_3dfUwN on Supplier {\n  attachments(first: 20, orderBy: DOCUMENT_DATE, direction: DESC) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        attachmentTypeLabel\n        attachmentFilename\n        documentDate\n        documentExpirationDate\n        file {\n          originalName\n          downloadUrl\n        }\n        ...SupplierAttachmentDialog_attachment\n      }\n    }\n  }\n  id\n}\n\nfragment SupplierEditDialog_supplier on Supplier {\n  id\n  email\n}\n\nfragment SupplierHeaderCard_supplier on Supplier {\n  id\n  companyName\n  phone\n  address\n  municipality {\n    name\n    province\n    id\n  }\n  ...SupplierEditDialog_supplier\n}\n\nfragment SupplierProcurementsTable_supplier_4i7Unr on Supplier {\n  procurements(first: 10, orderBy: DATE_START, direction: DESC) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        label\n        dateStart\n        dateEnd\n        note\n        trafficLight\n        closedAt\n      }\n    }\n  }\n  id\n}\n\nfragment SupplierWorkerDialog_worker on SupplierWorker {\n  id\n  firstName\n  lastName\n  sex\n  resigned\n  fiscalCode\n  birthDate\n  job\n  birthplace {\n    id\n    label\n  }\n}\n\nfragment SupplierWorkersTable_permissions on ViewerPermissions {\n  editCompanyWorkers {\n    allowed\n    reason\n  }\n  deleteCompanyWorkers {\n    allowed\n    reason\n  }\n  ...WorkerDocumentsSection_permissions\n}\n\nfragment SupplierWorkersTable_supplier_4i7Unr on Supplier {\n  workers(first: 10, hideInactive: false, orderBy: LAST_NAME, direction: ASC) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        resigned\n        ...SupplierWorkerDialog_worker\n      }\n    }\n  }\n  id\n}\n\nfragment WorkerDocumentsSection_permissions on ViewerPermissions {\n  uploadWorkerDocuments {\n    allowed\n    reason\n  }\n  editCompanyWorkers {\n    allowed\n    reason\n  }\n  replaceHealthFiles {\n    allowed\n    reason\n  }\n  openWorkerDocuments {\n    allowed\n    reason\n  }\n  deleteWorkerDocuments {\n    allowed\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "f5bf8873211b2aeb5ba062344450bd03";

export default node;
