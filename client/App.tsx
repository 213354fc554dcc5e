import { useEffect } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { RouterProvider } from "react-router-dom";
import { onSessionEnd } from "./lib/session";
import { environment, forgetCachedData } from "./relay/environment";
import { router } from "./routes/router";

export function App() {
  // Logout, or a 401 from the server: forget the previous user's data and go to /login.
  useEffect(
    () =>
      onSessionEnd(() => {
        forgetCachedData();
        void router.navigate("/login", { replace: true });
      }),
    [],
  );
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  );
}
