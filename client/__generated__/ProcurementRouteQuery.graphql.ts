/**
 * @generated SignedSource<<a6cb81c1971c2e205de3eecea82cb2eb>>
 * @relayHash 285066ab4cd26316e84440df767fc87f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e79df8ce5574993b4c4a5d942c47d5eea742331c56d49d1fe1af11053ca2080b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type ProcurementRouteQuery$variables = {
  id: string;
  supplierId?: string | null | undefined;
};
export type ProcurementRouteQuery$data = {
  readonly node: {
    readonly procurement: {
      readonly closedAt: string | null | undefined;
      readonly id: string;
      readonly supplierLink: {
        readonly attentionCounts: {
          readonly documents: number;
          readonly machinery: number;
          readonly substances: number;
          readonly vehicles: number;
          readonly workers: number;
        };
        readonly id: string;
        readonly supplier: {
          readonly id: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"ProcurementSupplierDialog_procurementSupplier" | "RequiredDocumentsTable_procurementSupplier" | "SupplierLinkSummary_procurementSupplier">;
      } | null | undefined;
      readonly suppliers: ReadonlyArray<{
        readonly id: string;
        readonly supplier: {
          readonly id: string;
        };
      }>;
      readonly viewerPermissions: {
        readonly editProcurementInfo: {
          readonly allowed: boolean;
        };
        readonly " $fragmentSpreads": FragmentRefs<"ElementsTable_permissions" | "ProcurementWorkersTab_permissions" | "RequiredDocumentsTable_permissions" | "SubstancesTab_permissions">;
      };
      readonly " $fragmentSpreads": FragmentRefs<"ProcurementFilesTab_procurement" | "ProcurementHeader_procurement" | "ProcurementSetupBar_procurement" | "SupplierPicker_procurement">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly kind: UserKind;
  } | null | undefined;
};
export type ProcurementRouteQuery = {
  response: ProcurementRouteQuery$data;
  variables: ProcurementRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "supplierId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowed",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "PermissionDecision",
  "kind": "LinkedField",
  "name": "editProcurementInfo",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Supplier",
  "kind": "LinkedField",
  "name": "supplier",
  "plural": false,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "supplierId",
    "variableName": "supplierId"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ProcurementTabCounts",
  "kind": "LinkedField",
  "name": "attentionCounts",
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
    }
  ],
  "storageKey": null
},
v11 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v12 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Supplier",
  "kind": "LinkedField",
  "name": "supplier",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trafficLight",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Supplier",
  "kind": "LinkedField",
  "name": "parentSupplier",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v18 = [
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
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "StoredFile",
  "kind": "LinkedField",
  "name": "file",
  "plural": false,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v21 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "PermissionDecision",
  "kind": "LinkedField",
  "name": "viewerCanDelete",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProcurementRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v1/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ViewerPermissions",
                  "kind": "LinkedField",
                  "name": "viewerPermissions",
                  "plural": false,
                  "selections": [
                    (v7/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "RequiredDocumentsTable_permissions"
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ProcurementWorkersTab_permissions"
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ElementsTable_permissions"
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "SubstancesTab_permissions"
                    }
                  ],
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
                    (v1/*:: as any*/),
                    (v8/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProcurementHeader_procurement"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SupplierPicker_procurement"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProcurementFilesTab_procurement"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProcurementSetupBar_procurement"
                },
                {
                  "alias": null,
                  "args": (v9/*:: as any*/),
                  "concreteType": "ProcurementSupplier",
                  "kind": "LinkedField",
                  "name": "supplierLink",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    (v8/*:: as any*/),
                    (v10/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "SupplierLinkSummary_procurementSupplier"
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ProcurementSupplierDialog_procurementSupplier"
                    },
                    {
                      "args": [
                        (v11/*:: as any*/)
                      ],
                      "kind": "FragmentSpread",
                      "name": "RequiredDocumentsTable_procurementSupplier"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "Procurement",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "procurement"
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
    "name": "ProcurementRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ViewerPermissions",
                "kind": "LinkedField",
                "name": "viewerPermissions",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "uploadRequiredDocuments",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "deleteRequiredDocuments",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "reviewRequiredItems",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "assignProcurementWorkers",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "removeProcurementWorkers",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "declareElements",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "editElements",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "deleteElements",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "uploadElementDocuments",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "editElementDocuments",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "deleteElementDocuments",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "declareSubstances",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "editSubstances",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "deleteSubstances",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "openSafetyDataSheets",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  }
                ],
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
                  (v1/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/)
                ],
                "storageKey": null
              },
              (v17/*:: as any*/),
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
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "viewerCanEdit",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "viewerCanDeleteFiles",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProcurementFile",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              },
              (v20/*:: as any*/),
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
                "concreteType": "Factory",
                "kind": "LinkedField",
                "name": "site",
                "plural": false,
                "selections": (v21/*:: as any*/),
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
                    "selections": (v21/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PermissionDecision",
                    "kind": "LinkedField",
                    "name": "viewerCanEditFactories",
                    "plural": false,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "viewerCanClose",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PermissionDecision",
                "kind": "LinkedField",
                "name": "viewerCanRemoveSuppliers",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v9/*:: as any*/),
                "concreteType": "ProcurementSupplier",
                "kind": "LinkedField",
                "name": "supplierLink",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v14/*:: as any*/),
                  (v10/*:: as any*/),
                  (v20/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "direction",
                        "value": "DESC"
                      },
                      (v11/*:: as any*/),
                      {
                        "kind": "Literal",
                        "name": "hideInactive",
                        "value": false
                      },
                      {
                        "kind": "Literal",
                        "name": "orderBy",
                        "value": "ACTIVE"
                      }
                    ],
                    "concreteType": "RequiredDocumentConnection",
                    "kind": "LinkedField",
                    "name": "requiredDocuments",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "totalCount",
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RequiredDocumentEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "RequiredDocument",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v1/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "SupplierDocumentCategory",
                                "kind": "LinkedField",
                                "name": "category",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "code",
                                    "storageKey": null
                                  },
                                  (v17/*:: as any*/),
                                  (v1/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "attachmentName",
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
                                "kind": "ScalarField",
                                "name": "approval",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "active",
                                "storageKey": null
                              },
                              (v20/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "reviewNote",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "complianceState",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "selfCertificationUrl",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "reviewedAt",
                                "storageKey": null
                              },
                              (v19/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "StoredFile",
                                "kind": "LinkedField",
                                "name": "defaultDocument",
                                "plural": false,
                                "selections": (v18/*:: as any*/),
                                "storageKey": null
                              },
                              (v22/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "requiredDocuments(direction:\"DESC\",first:10,hideInactive:false,orderBy:\"ACTIVE\")"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Procurement",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "285066ab4cd26316e84440df767fc87f",
    "id": "e79df8ce5574993b4c4a5d942c47d5eea742331c56d49d1fe1af11053ca2080b",
    "metadata": {},
    "name": "ProcurementRouteQuery",
    "operationKind": "query",
    "text": "query ProcurementRouteQuery(\n  $id: ID!\n  $supplierId: ID\n) {\n  viewer {\n    id\n    kind\n  }\n  node(id: $id) {\n    __typename\n    ... on Procurement {\n      id\n      closedAt\n      viewerPermissions {\n        editProcurementInfo {\n          allowed\n        }\n        ...RequiredDocumentsTable_permissions\n        ...ProcurementWorkersTab_permissions\n        ...ElementsTable_permissions\n        ...SubstancesTab_permissions\n      }\n      suppliers {\n        id\n        supplier {\n          id\n        }\n      }\n      ...ProcurementHeader_procurement\n      ...SupplierPicker_procurement\n      ...ProcurementFilesTab_procurement\n      ...ProcurementSetupBar_procurement\n      supplierLink(supplierId: $supplierId) {\n        id\n        supplier {\n          id\n        }\n        attentionCounts {\n          documents\n          workers\n          vehicles\n          machinery\n          substances\n        }\n        ...SupplierLinkSummary_procurementSupplier\n        ...ProcurementSupplierDialog_procurementSupplier\n        ...RequiredDocumentsTable_procurementSupplier_4i7Unr\n      }\n    }\n    id\n  }\n}\n\nfragment ElementsTable_permissions on ViewerPermissions {\n  declareElements {\n    allowed\n    reason\n  }\n  editElements {\n    allowed\n    reason\n  }\n  deleteElements {\n    allowed\n    reason\n  }\n  uploadElementDocuments {\n    allowed\n    reason\n  }\n  editElementDocuments {\n    allowed\n  }\n  deleteElementDocuments {\n    allowed\n  }\n  reviewRequiredItems {\n    allowed\n    reason\n  }\n}\n\nfragment ProcurementFilesTab_procurement on Procurement {\n  id\n  viewerCanEdit {\n    allowed\n  }\n  viewerCanDeleteFiles {\n    allowed\n  }\n  files {\n    id\n    label\n    file {\n      originalName\n      downloadUrl\n    }\n  }\n}\n\nfragment ProcurementHeader_procurement on Procurement {\n  label\n  dateStart\n  dateEnd\n  trafficLight\n}\n\nfragment ProcurementSetupBar_procurement on Procurement {\n  id\n  label\n  dateStart\n  dateEnd\n  note\n  constructionSite\n  closedAt\n  site {\n    id\n    name\n  }\n  customer {\n    factories {\n      id\n      name\n    }\n    viewerCanEditFactories {\n      allowed\n    }\n    id\n  }\n  viewerCanEdit {\n    allowed\n  }\n  viewerCanClose {\n    allowed\n  }\n  viewerCanDelete {\n    allowed\n  }\n  viewerCanRemoveSuppliers {\n    allowed\n  }\n  suppliers {\n    id\n    supplier {\n      id\n      companyName\n    }\n    parentSupplier {\n      companyName\n      id\n    }\n  }\n}\n\nfragment ProcurementSupplierDialog_procurementSupplier on ProcurementSupplier {\n  id\n  note\n  supplier {\n    companyName\n    id\n  }\n  parentSupplier {\n    id\n    companyName\n  }\n}\n\nfragment ProcurementWorkersTab_permissions on ViewerPermissions {\n  assignProcurementWorkers {\n    allowed\n    reason\n  }\n  removeProcurementWorkers {\n    allowed\n    reason\n  }\n  reviewRequiredItems {\n    allowed\n    reason\n  }\n}\n\nfragment RequiredDocumentRow_document on RequiredDocument {\n  id\n  category {\n    code\n    label\n    id\n  }\n  attachmentName\n  documentDate\n  documentExpirationDate\n  approval\n  active\n  note\n  reviewNote\n  complianceState\n  selfCertificationUrl\n  reviewedAt\n  file {\n    originalName\n    downloadUrl\n  }\n  defaultDocument {\n    originalName\n    downloadUrl\n  }\n  viewerCanDelete {\n    allowed\n  }\n}\n\nfragment RequiredDocumentsTable_permissions on ViewerPermissions {\n  uploadRequiredDocuments {\n    allowed\n    reason\n  }\n  deleteRequiredDocuments {\n    allowed\n    reason\n  }\n  reviewRequiredItems {\n    allowed\n    reason\n  }\n}\n\nfragment RequiredDocumentsTable_procurementSupplier_4i7Unr on ProcurementSupplier {\n  id\n  supplier {\n    id\n    companyName\n  }\n  requiredDocuments(first: 10, hideInactive: false, orderBy: ACTIVE, direction: DESC) {\n    totalCount\n    pageInfo {\n      startCursor\n      endCursor\n    }\n    edges {\n      node {\n        id\n        ...RequiredDocumentRow_document\n      }\n    }\n  }\n}\n\nfragment SubstancesTab_permissions on ViewerPermissions {\n  declareSubstances {\n    allowed\n    reason\n  }\n  editSubstances {\n    allowed\n    reason\n  }\n  deleteSubstances {\n    allowed\n    reason\n  }\n  openSafetyDataSheets {\n    allowed\n    reason\n  }\n}\n\nfragment SupplierLinkSummary_procurementSupplier on ProcurementSupplier {\n  note\n  trafficLight\n  supplier {\n    id\n    companyName\n  }\n  parentSupplier {\n    companyName\n    id\n  }\n}\n\nfragment SupplierPicker_procurement on Procurement {\n  suppliers {\n    id\n    trafficLight\n    supplier {\n      id\n      companyName\n    }\n    parentSupplier {\n      companyName\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0cae81ad0d57c83e824472f89942af98";

export default node;
