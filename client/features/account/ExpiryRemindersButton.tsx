// "Promemoria scadenze" in the header card of a supplier's /home: whether the signed-in user receives the mails
// about documents that are expiring or have expired (server: modules/reminders). A toggle button like its
// neighbours; the bell (with a "z" when off) tells the state at phone width, where the text is hidden.
import { Button } from "@blueprintjs/core";
import { NotificationsIcon, NotificationsSnoozeIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import type { ExpiryRemindersButton_user$key } from "../../__generated__/ExpiryRemindersButton_user.graphql";
import type { ExpiryRemindersButtonMutation } from "../../__generated__/ExpiryRemindersButtonMutation.graphql";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";

const fragment = graphql`
  fragment ExpiryRemindersButton_user on User {
    id
    expiryReminders
  }
`;

const mutation = graphql`
  mutation ExpiryRemindersButtonMutation($input: SetExpiryRemindersInput!) {
    setExpiryReminders(input: $input) {
      __typename
      ... on SetExpiryRemindersSuccess {
        data {
          id
          expiryReminders
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function ExpiryRemindersButton({ user }: { user: ExpiryRemindersButton_user$key }) {
  const data = useFragment(fragment, user);
  const [run, isInFlight] = useMutationAsPromise<ExpiryRemindersButtonMutation>(mutation);
  const on = data.expiryReminders;
  const title = on ? t("homeRemindersOnTitle") : t("homeRemindersOffTitle");

  const toggle = async () => {
    let result;
    try {
      result = (await run({ input: { enabled: !on } })).setExpiryReminders;
    } catch {
      return; // The network layer has shown the error.
    }
    // The store already holds the new value (the answer carries the user's id); the toast confirms it.
    if (result.data) showSuccess(result.data.expiryReminders ? t("homeRemindersTurnedOn") : t("homeRemindersTurnedOff"));
    else showError(result.message ?? t("networkError"));
  };

  return (
    <Button
      icon={on ? <NotificationsIcon /> : <NotificationsSnoozeIcon />}
      variant="minimal"
      text={<span className="hide-on-phone">{on ? t("homeRemindersOn") : t("homeRemindersOff")}</span>}
      aria-label={t("homeReminders")}
      aria-pressed={on}
      title={title}
      loading={isInFlight}
      onClick={() => void toggle()}
    />
  );
}
