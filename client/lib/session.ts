// The signed-in session is the bearer token in localStorage. A stored, unexpired token means
// authenticated (spec sections 4 and 6); the expiry is read from the token's own "exp" claim.
const TOKEN_KEY = "token";

type SessionListener = () => void;
const endListeners = new Set<SessionListener>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

// Seconds since the epoch from a JWT-shaped token, or null when the token carries none.
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const claims: unknown = JSON.parse(atob(base64));
    if (typeof claims === "object" && claims !== null && "exp" in claims && typeof claims.exp === "number") {
      return claims.exp;
    }
  } catch {
    // Not a decodable JWT: the server stays the judge of it.
  }
  return null;
}

export function isAuthenticated(now: number = Date.now()): boolean {
  const token = getToken();
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry === null || expiry * 1000 > now;
}

// Ends the session (logout, or a 401 from the server) and tells the router to go to /login.
export function endSession(): void {
  clearToken();
  for (const listener of endListeners) listener();
}

export function onSessionEnd(listener: SessionListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}
