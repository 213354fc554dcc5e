// The one Relay environment. The network layer sends the bearer token and applies the global error
// rules of spec section 8: 401/403 toast "Utente non autorizzato" (401 also ends the session), an
// `errors` field map becomes one error toast, other GraphQL errors are shown by their message.
import {
  Environment,
  Network,
  RecordSource,
  Store,
  commitLocalUpdate,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from "relay-runtime";
import { showError } from "../components/toaster";
import { t } from "../i18n/i18n";
import { formatErrorMap, isErrorMap } from "../lib/errors";
import { endSession, getToken } from "../lib/session";

export const GRAPHQL_ENDPOINT = "/graphql";

type GraphQLErrorBody = { message?: unknown; extensions?: { status?: unknown } };

export class RequestFailedError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "RequestFailedError";
  }
}

function errorStatus(response: Response, errors: ReadonlyArray<GraphQLErrorBody>): number | null {
  if (response.status === 401 || response.status === 403) return response.status;
  for (const error of errors) {
    const status = error.extensions?.status;
    if (status === 401 || status === 403) return status;
  }
  return response.ok ? null : response.status;
}

async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
    });
  } catch {
    showError(t("networkError"));
    throw new RequestFailedError(t("networkError"), null);
  }

  const body: unknown = await response.json().catch(() => null);
  const payload = (typeof body === "object" && body !== null ? body : {}) as { errors?: unknown; data?: unknown };
  const graphQLErrors: GraphQLErrorBody[] = Array.isArray(payload.errors) ? (payload.errors as GraphQLErrorBody[]) : [];
  const status = errorStatus(response, graphQLErrors);

  if (status === 401 || status === 403) {
    showError(t("unauthorized"));
    if (status === 401) endSession();
    throw new RequestFailedError(t("unauthorized"), status);
  }
  if (isErrorMap(payload.errors)) {
    const message = formatErrorMap(payload.errors);
    showError(message);
    throw new RequestFailedError(message, status);
  }
  if (graphQLErrors.length > 0) {
    const messages = [...new Set(graphQLErrors.map((error) => String(error.message ?? "")).filter(Boolean))];
    const message = messages.join("\n") || t("unexpectedError");
    showError(message);
    // Without data there is nothing to render: the route's error screen takes over.
    if (payload.data === null || payload.data === undefined) throw new RequestFailedError(message, status);
  } else if (!response.ok || payload.data === undefined) {
    showError(t("unexpectedError"));
    throw new RequestFailedError(t("unexpectedError"), status);
  }
  return payload as GraphQLResponse;
}

export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource()),
});

// A different person signs in or out: nothing cached for the previous one may be shown again.
export function forgetCachedData(): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
