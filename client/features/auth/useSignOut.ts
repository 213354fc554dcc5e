// LogOut (spec section 2): the server ends the session first, so the token stops working everywhere a
// copy of it may be (another tab, a stolen one); then the stored token is removed and the user goes to
// /login. The local session ends whatever the server answers, and without waiting for more than two
// seconds: signing out must never be stuck on a network that does not answer.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useSignOutMutation as SignOutMutation } from "../../__generated__/useSignOutMutation.graphql";
import { endSession } from "../../lib/session";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";

const SERVER_WAIT_MS = 2000;

const mutation = graphql`
  mutation useSignOutMutation {
    logout {
      success
    }
  }
`;

export function useSignOut(): () => Promise<void> {
  const [logout] = useMutationAsPromise<SignOutMutation>(mutation);
  return useCallback(async () => {
    const serverDone = logout({}).catch(() => undefined); // the network layer has shown any error
    await Promise.race([serverDone, new Promise((resolve) => setTimeout(resolve, SERVER_WAIT_MS))]);
    endSession();
  }, [logout]);
}
