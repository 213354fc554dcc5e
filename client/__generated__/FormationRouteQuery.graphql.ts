/**
 * @generated SignedSource<<7e0694133eb4e1e36f59fd2253a67763>>
 * @relayHash bc4d93655fecdbe500aa8f29d716fedf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f543bef3f46251bb30cdec4ac4ba84d74101ed62030161115b3609f64568b62d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormationRouteQuery$variables = Record<PropertyKey, never>;
export type FormationRouteQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly worker: {
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
      readonly " $fragmentSpreads": FragmentRefs<"TrainingPortfolioTable_worker">;
    } | null | undefined;
  } | null | undefined;
};
export type FormationRouteQuery = {
  response: FormationRouteQuery$data;
  variables: FormationRouteQuery$variables;
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
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FormationRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Worker",
            "kind": "LinkedField",
            "name": "worker",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TrainingPortfolioTable_worker"
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
    "name": "FormationRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Worker",
            "kind": "LinkedField",
            "name": "worker",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TrainingProtocol",
                "kind": "LinkedField",
                "name": "trainingPortfolio",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrainingModel",
                    "kind": "LinkedField",
                    "name": "model",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "shortName",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TrainingCategory",
                        "kind": "LinkedField",
                        "name": "category",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "frequencyMonths",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enrolledInOpenCourse",
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
                    "name": "certificateUrl",
                    "storageKey": null
                  }
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
    "cacheID": "bc4d93655fecdbe500aa8f29d716fedf",
    "id": "f543bef3f46251bb30cdec4ac4ba84d74101ed62030161115b3609f64568b62d",
    "metadata": {},
    "name": "FormationRouteQuery",
    "operationKind": "query",
    "text": "query FormationRouteQuery {\n  viewer {\n    id\n    worker {\n      id\n      firstName\n      lastName\n      ...TrainingPortfolioTable_worker\n    }\n  }\n}\n\nfragment TrainingPortfolioTable_worker on Worker {\n  trainingPortfolio {\n    id\n    position\n    model {\n      shortName\n      name\n      category {\n        name\n      }\n    }\n    lastDate\n    frequencyMonths\n    nextDate\n    enrolledInOpenCourse\n    status\n    certificateUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "dec93ae62fa26e1dfd783dca9bd92263";

export default node;
