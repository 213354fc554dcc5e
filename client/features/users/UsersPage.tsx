// "Utenti" (/users): a company's users for its level-5 users. The list with level, state and last sign-in; inviting a
// colleague; changing a level; deactivating and reactivating. The server holds every rule (users.service.ts: nobody
// raises their own level, the last active level-5 user stays); the page leaves the viewer's own row without actions
// and shows the server's refusals as they come.
import { useState } from "react";
import { Button, HTMLSelect, HTMLTable, Intent, NonIdealState, Section, SectionCard, Tag } from "@blueprintjs/core";
import { AddIcon, PeopleIcon } from "@blueprintjs/icons";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { UsersPageQuery } from "../../__generated__/UsersPageQuery.graphql";
import type { UsersPageInviteMutation } from "../../__generated__/UsersPageInviteMutation.graphql";
import type { UsersPageLevelMutation } from "../../__generated__/UsersPageLevelMutation.graphql";
import type { UsersPageActiveMutation } from "../../__generated__/UsersPageActiveMutation.graphql";
import { USER_LEVELS, type InviteUserInput } from "../../../common/validation/users";
import { confirmDialog } from "../../components/dialogs/confirm-host";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { runWithOutcome } from "../../lib/mutation-outcome";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { InviteUserDialog } from "./InviteUserDialog";
import "./users.css";

const query = graphql`
  query UsersPageQuery {
    viewer {
      permissions {
        manageCompanyUsers {
          allowed
          reason
        }
      }
    }
    companyUsers(first: 100) {
      edges {
        node {
          id
          email
          firstName
          lastName
          userLevel
          active
          lastLoginAt
          isViewer
        }
      }
    }
  }
`;

const inviteMutation = graphql`
  mutation UsersPageInviteMutation($input: InviteCompanyUserInput!) {
    inviteCompanyUser(input: $input) {
      __typename
      ... on InviteCompanyUserSuccess {
        data {
          user {
            id
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const levelMutation = graphql`
  mutation UsersPageLevelMutation($input: SetCompanyUserLevelInput!) {
    setCompanyUserLevel(input: $input) {
      __typename
      ... on SetCompanyUserLevelSuccess {
        data {
          user {
            id
            userLevel
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const activeMutation = graphql`
  mutation UsersPageActiveMutation($input: SetCompanyUserActiveInput!) {
    setCompanyUserActive(input: $input) {
      __typename
      ... on SetCompanyUserActiveSuccess {
        data {
          user {
            id
            active
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString("it-IT", { dateStyle: "short", timeStyle: "short" }) : t("usersNeverSignedIn");

type Row = { id: string; email: string; firstName: string | null | undefined; lastName: string | null | undefined };
const nameOf = (user: Row) => [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;

export function UsersPage() {
  // An invitation adds a row: the list is asked again (fetchKey) rather than patched by hand.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<UsersPageQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? "store-and-network" : "network-only" });
  const [invite, inviting] = useMutationAsPromise<UsersPageInviteMutation>(inviteMutation);
  const [changeLevel] = useMutationAsPromise<UsersPageLevelMutation>(levelMutation);
  const [changeActive] = useMutationAsPromise<UsersPageActiveMutation>(activeMutation);
  const [inviteOpen, setInviteOpen] = useState(false);
  const decision = data.viewer?.permissions.manageCompanyUsers;

  if (!decision?.allowed) {
    return (
      <div className="page">
        <NonIdealState icon={<PeopleIcon size={48} />} title={t("usersTitle")} description={decision?.reason ?? t("unauthorized")} />
      </div>
    );
  }

  const sendInvitation = async (input: InviteUserInput) => {
    let result;
    try {
      result = (await invite({ input })).inviteCompanyUser;
    } catch {
      return null; // The network layer has shown the error; the dialog stays open to try again.
    }
    if (result.__typename === "InviteCompanyUserSuccess") {
      setInviteOpen(false);
      showSuccess(t("usersInvitedToast").replace("{email}", input.email));
      setFetchKey((key) => key + 1);
      return null;
    }
    const fieldError = result.fieldErrors?.[0];
    return { field: fieldError?.field ?? "email", message: fieldError?.messages[0] ?? result.message ?? t("networkError") };
  };

  const setLevel = async (id: string, level: number) => {
    await runWithOutcome(async () => (await changeLevel({ input: { id, level } })).setCompanyUserLevel, (result) => Boolean(result.data), {
      success: t("usersLevelChangedToast"),
      fallback: t("networkError"),
    });
  };

  const setActive = async (user: Row, active: boolean) => {
    if (!active) {
      const message = t("usersDeactivateMessage").replace("{name}", nameOf(user));
      if ((await confirmDialog({ title: t("usersDeactivateTitle"), message, intent: Intent.DANGER })) !== true) return;
    }
    await runWithOutcome(async () => (await changeActive({ input: { id: user.id, active } })).setCompanyUserActive, (result) => Boolean(result.data), {
      success: t(active ? "usersReactivatedToast" : "usersDeactivatedToast"),
      fallback: t("networkError"),
    });
  };

  const users = data.companyUsers.edges.map((edge) => edge.node);
  // Under the "Livello" heading the number says it all, and fits a phone's row.
  const levelOptions = USER_LEVELS.map((level) => ({ value: level, label: String(level) }));
  return (
    <div className="page users-page">
      <Section
        title={t("usersTitle")}
        icon={<PeopleIcon />}
        rightElement={<Button icon={<AddIcon />} intent={Intent.PRIMARY} text={t("usersInvite")} onClick={() => setInviteOpen(true)} />}
      >
        <SectionCard>
          <p>{t("usersIntro")}</p>
          {users.length === 0 ? (
            <p className="text-muted">{t("usersNone")}</p>
          ) : (
            // Phones leave out the last sign-in; what still does not fit scrolls inside the card, never the page.
            <div className="users-page__scroll" tabIndex={0} role="region" aria-label={t("usersTitle")}>
              <HTMLTable compact striped className="users-page__table">
                <thead>
                  <tr>
                    <th scope="col">{t("usersName")}</th>
                    <th scope="col">{t("usersLevel")}</th>
                    <th scope="col" className="users-page__state">{t("usersState")}</th>
                    <th scope="col" className="users-page__optional">{t("usersLastLogin")}</th>
                    <th scope="col" aria-label={t("usersDeactivate")} />
                  </tr>
                </thead>
                <tbody>
                  {users.map((user) => (
                    <tr key={user.id} className={user.active ? undefined : "users-page__inactive"}>
                      <td>
                        <div className="users-page__name">
                          {nameOf(user)} {user.isViewer ? <span className="text-muted">{t("usersYou")}</span> : null}
                        </div>
                        <div className="users-page__email text-muted">{user.email}</div>
                        {/* Phones have no state column: a deactivated user says so under the name. */}
                        {user.active ? null : <Tag minimal className="users-page__phone-state">{t("usersInactive")}</Tag>}
                      </td>
                      <td>
                        {user.isViewer ? (
                          user.userLevel
                        ) : (
                          <HTMLSelect
                            aria-label={t("usersLevelOf").replace("{name}", nameOf(user))}
                            value={user.userLevel}
                            options={levelOptions}
                            onChange={(event) => void setLevel(user.id, Number(event.currentTarget.value))}
                          />
                        )}
                      </td>
                      <td className="users-page__state">
                        <Tag intent={user.active ? Intent.SUCCESS : Intent.NONE}>{t(user.active ? "usersActive" : "usersInactive")}</Tag>
                      </td>
                      <td className="users-page__optional">{when(user.lastLoginAt)}</td>
                      <td>
                        {user.isViewer ? null : user.active ? (
                          <Button variant="minimal" intent={Intent.DANGER} text={t("usersDeactivate")} onClick={() => void setActive(user, false)} />
                        ) : (
                          <Button variant="minimal" intent={Intent.PRIMARY} text={t("usersReactivate")} onClick={() => void setActive(user, true)} />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </SectionCard>
      </Section>
      {inviteOpen ? <InviteUserDialog onInvite={sendInvitation} saving={inviting} onClose={() => setInviteOpen(false)} /> : null}
    </div>
  );
}
