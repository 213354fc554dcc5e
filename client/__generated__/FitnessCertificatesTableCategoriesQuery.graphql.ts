/**
 * @generated SignedSource<<d5abfb5abfc433883df3f7ca0e887dc2>>
 * @relayHash 1ca8d024d5fd5876c30fa13e29dba44a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 163ad4caf00399e7d9499340baea89ef7deb6f135e1e4946f1f8eede1b7e510c

import { ConcreteRequest } from 'relay-runtime';
export type FitnessCertificatesTableCategoriesQuery$variables = {
  procurementId: string;
  workerId: string;
};
export type FitnessCertificatesTableCategoriesQuery$data = {
  readonly fitnessCertificateCategories: ReadonlyArray<{
    readonly alreadyPresent: boolean;
    readonly code: string;
    readonly isStandard: boolean;
    readonly label: string;
  }>;
};
export type FitnessCertificatesTableCategoriesQuery = {
  response: FitnessCertificatesTableCategoriesQuery$data;
  variables: FitnessCertificatesTableCategoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "procurementId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "workerId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "procurementId",
        "variableName": "procurementId"
      },
      {
        "kind": "Variable",
        "name": "workerId",
        "variableName": "workerId"
      }
    ],
    "concreteType": "FitnessCertificateCategory",
    "kind": "LinkedField",
    "name": "fitnessCertificateCategories",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
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
        "name": "isStandard",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "alreadyPresent",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FitnessCertificatesTableCategoriesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FitnessCertificatesTableCategoriesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1ca8d024d5fd5876c30fa13e29dba44a",
    "id": "163ad4caf00399e7d9499340baea89ef7deb6f135e1e4946f1f8eede1b7e510c",
    "metadata": {},
    "name": "FitnessCertificatesTableCategoriesQuery",
    "operationKind": "query",
    "text": "query FitnessCertificatesTableCategoriesQuery(\n  $procurementId: ID!\n  $workerId: ID!\n) {\n  fitnessCertificateCategories(procurementId: $procurementId, workerId: $workerId) {\n    code\n    label\n    isStandard\n    alreadyPresent\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a3c173242b2be4bafeef77d4073efff";

export default node;
