// LogOut (spec section 2): the stored token is removed and the user goes to /login at once, and the
// server is told to end that token, so a copy of it (another tab, a stolen one) stops working too.
// The call is a plain fetch with keepalive rather than a Relay mutation: it carries the token just
// taken out of storage, it must survive the navigation to /login, and the network layer's global
// rules (toasts, ending the session on 401) have nothing to add to a session that is already over.
import { GRAPHQL_ENDPOINT } from "../../relay/environment";
import { endSession, getToken } from "../../lib/session";

const LOGOUT = "mutation SignOut { logout { success } }";

export function signOut(): void {
  const token = getToken();
  endSession();
  if (!token) return;
  fetch(GRAPHQL_ENDPOINT, {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: LOGOUT }),
  }).catch(() => undefined); // the token stays valid until it expires: nothing more the browser can do
}
