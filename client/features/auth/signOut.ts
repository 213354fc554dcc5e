// LogOut (spec section 2): the stored token is removed and the user goes to /login at once, and the
// server is told to end that token, so a copy of it (another tab, a stolen one) stops working too.
// The call is a plain fetch with keepalive rather than a Relay mutation: it carries the token just
// taken out of storage, it must survive the navigation to /login, and the network layer's global
// rules (toasts, ending the session on 401) have nothing to add to a session that is already over.
// Like every other operation of the client it goes by the id the Relay compiler gave it, so that it still
// works where the operator refuses query text from users' sessions (GRAPHQL_QUERY_TEXT_FROM_SESSIONS=off).
import { graphql } from "react-relay/hooks";
import type { ConcreteRequest } from "relay-runtime";
import { GRAPHQL_ENDPOINT } from "../../relay/environment";
import { endSession, getToken } from "../../lib/session";

const signOutMutation = graphql`
  mutation signOutMutation {
    logout {
      success
    }
  }
` as ConcreteRequest;

export function signOut(): void {
  const token = getToken();
  endSession();
  if (!token) return;
  fetch(GRAPHQL_ENDPOINT, {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ documentId: signOutMutation.params.id, operationName: signOutMutation.params.name }),
  }).catch(() => undefined); // the token stays valid until it expires: nothing more the browser can do
}
