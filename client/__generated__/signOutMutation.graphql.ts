/**
 * @generated SignedSource<<1429c1e276f419e686c46de53189d8a7>>
 * @relayHash fb2abd3171e3dd719b7a28a397e558cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2efcc7552f0a57241ef329fce0aeb8f1ccd497a4c448145aca9977cfd6a634b9

import { ConcreteRequest } from 'relay-runtime';
export type signOutMutation$variables = Record<PropertyKey, never>;
export type signOutMutation$data = {
  readonly logout: {
    readonly success: boolean;
  };
};
export type signOutMutation = {
  response: signOutMutation$data;
  variables: signOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "signOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "signOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "fb2abd3171e3dd719b7a28a397e558cf",
    "id": "2efcc7552f0a57241ef329fce0aeb8f1ccd497a4c448145aca9977cfd6a634b9",
    "metadata": {},
    "name": "signOutMutation",
    "operationKind": "mutation",
    "text": "mutation signOutMutation {\n  logout {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "2d19e2f6525bafa3de81a5185380da58";

export default node;
