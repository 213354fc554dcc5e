// The one Relay environment. The network layer sends the bearer token and applies the global error
// rules of spec section 8: 401/403 toast "Utente non autorizzato" (401 also ends the session), an
// `errors` field map becomes one error toast, other GraphQL errors are shown by their message.
// Mutations with files travel as GraphQL multipart requests with upload progress (see uploadGraphQL).
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  commitLocalUpdate,
  type CacheConfig,
  type GraphQLResponse,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from "relay-runtime";
import { showError } from "../components/toaster";
import { t } from "../i18n/i18n";
import { formatErrorMap, isErrorMap } from "../lib/errors";
import { endSession, getToken } from "../lib/session";
import { multipartBody, multipartParts, progressOf, type OperationReference, type UploadProgress } from "./multipart";

export const GRAPHQL_ENDPOINT = "/graphql";

type GraphQLErrorBody = { message?: unknown; extensions?: { status?: unknown } };

// What came back, whichever way it was sent (fetch for JSON, XMLHttpRequest for uploads).
type RawResponse = { status: number; ok: boolean; body: unknown };

export class RequestFailedError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "RequestFailedError";
  }
}

function errorStatus(response: RawResponse, errors: ReadonlyArray<GraphQLErrorBody>): number | null {
  if (response.status === 401 || response.status === 403) return response.status;
  for (const error of errors) {
    const status = error.extensions?.status;
    if (status === 401 || status === 403) return status;
  }
  return response.ok ? null : response.status;
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function networkFailure(): RequestFailedError {
  showError(t("networkError"));
  return new RequestFailedError(t("networkError"), null);
}

// The global error rules, the same for every request: toasts, session end on 401, and a thrown error
// when there is nothing to render.
function interpretResponse(response: RawResponse): GraphQLResponse {
  const payload = (typeof response.body === "object" && response.body !== null ? response.body : {}) as {
    errors?: unknown;
    data?: unknown;
  };
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

// The portal's own operations travel by the id the Relay compiler gave them (relay.config.js, persistConfig): the
// server keeps their text, already parsed and validated (server/graphql/persisted-operations.ts).
function operationOf(params: RequestParameters): OperationReference {
  return params.id ? { documentId: params.id } : { query: params.text ?? "" };
}

async function fetchGraphQL(params: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: "POST",
      headers: { ...requestHeaders(), "Content-Type": "application/json" },
      body: JSON.stringify({ ...operationOf(params), variables, operationName: params.name }),
    });
  } catch {
    throw networkFailure();
  }
  const body: unknown = await response.json().catch(() => null);
  return interpretResponse({ status: response.status, ok: response.ok, body });
}

// A mutation committed with `uploadables` goes as a GraphQL multipart request through XMLHttpRequest,
// because fetch reports no upload progress. The progress goes to
// cacheConfig.metadata.onUploadProgress (set by commitUploadMutation); unsubscribing aborts the upload.
function uploadGraphQL(
  params: RequestParameters,
  variables: Variables,
  cacheConfig: CacheConfig,
  uploadables: UploadableMap,
): Observable<GraphQLResponse> {
  const onProgress = cacheConfig.metadata?.onUploadProgress;
  const report = typeof onProgress === "function" ? (onProgress as (progress: UploadProgress) => void) : null;
  return Observable.create<GraphQLResponse>((sink) => {
    const request = new XMLHttpRequest();
    request.open("POST", GRAPHQL_ENDPOINT);
    // The browser writes the multipart Content-Type with its boundary itself.
    for (const [name, value] of Object.entries(requestHeaders())) request.setRequestHeader(name, value);
    if (report) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) report(progressOf(event.loaded, event.total));
      };
    }
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): interpretResponse turns it into the generic error.
      }
      try {
        const ok = request.status >= 200 && request.status < 300;
        sink.next(interpretResponse({ status: request.status, ok, body }));
        sink.complete();
      } catch (error) {
        sink.error(error instanceof Error ? error : new RequestFailedError(String(error), request.status));
      }
    };
    request.onerror = () => sink.error(networkFailure());
    const parts = multipartParts(
      { ...operationOf(params), operationName: params.name, variables: { ...variables } },
      uploadables,
    );
    request.send(multipartBody(parts));
    return () => {
      if (request.readyState !== XMLHttpRequest.DONE) request.abort();
    };
  });
}

function executeRequest(
  params: RequestParameters,
  variables: Variables,
  cacheConfig: CacheConfig,
  uploadables?: UploadableMap | null,
): Observable<GraphQLResponse> | Promise<GraphQLResponse> {
  if (uploadables && Object.keys(uploadables).length > 0) return uploadGraphQL(params, variables, cacheConfig, uploadables);
  return fetchGraphQL(params, variables);
}

export const environment = new Environment({
  network: Network.create(executeRequest),
  store: new Store(new RecordSource()),
});

// A different person signs in or out: nothing cached for the previous one may be shown again.
export function forgetCachedData(): void {
  commitLocalUpdate(environment, (store) => store.invalidateStore());
}
