/**
 * @generated SignedSource<<4fa0e0c3c02fe2fcad7b4770c9683056>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementWorkersTabQuery$variables = {
  procurementId: string;
};
export type ProcurementWorkersTabQuery$data = {
  readonly procurementWorkers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProcurementWorkersTab_procurementWorkers">;
  }>;
};
export type ProcurementWorkersTabQuery = {
  response: ProcurementWorkersTabQuery$data;
  variables: ProcurementWorkersTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "procurementId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "procurementId",
    "variableName": "procurementId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProcurementWorkersTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProcurementWorker",
        "kind": "LinkedField",
        "name": "procurementWorkers",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProcurementWorkersTab_procurementWorkers"
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
    "name": "ProcurementWorkersTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProcurementWorker",
        "kind": "LinkedField",
        "name": "procurementWorkers",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "approval",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approvalNote",
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
            "concreteType": "QualificationFlags",
            "kind": "LinkedField",
            "name": "flags",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "chiefWorker",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fireSafetyOfficer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstAidOfficer",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplierWorker",
            "kind": "LinkedField",
            "name": "worker",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "concreteType": "Supplier",
                "kind": "LinkedField",
                "name": "supplier",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FitnessCertificate",
            "kind": "LinkedField",
            "name": "fitnessCertificates",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "active",
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
                "concreteType": "WorkerDocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
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
    "cacheID": "a351a35894efe09cefad5b8fbc1162da",
    "id": null,
    "metadata": {},
    "name": "ProcurementWorkersTabQuery",
    "operationKind": "query",
    "text": "query ProcurementWorkersTabQuery(\n  $procurementId: ID!\n) {\n  procurementWorkers(procurementId: $procurementId) {\n    ...ProcurementWorkersTab_procurementWorkers\n    id\n  }\n}\n\nfragment ProcurementWorkersTab_procurementWorkers on ProcurementWorker {\n  id\n  job\n  approval\n  approvalNote\n  trafficLight\n  flags {\n    chiefWorker\n    fireSafetyOfficer\n    firstAidOfficer\n  }\n  worker {\n    id\n    firstName\n    lastName\n    supplier {\n      id\n    }\n  }\n  fitnessCertificates {\n    id\n    active\n    complianceState\n    category {\n      label\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "99afe10f4f9539090a132170266b7b43";

export default node;
