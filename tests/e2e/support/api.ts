// What a browser test sets up for itself through the portal's own API, as an integrator would: a user's token
// from the sign-in route, GraphQL queries and mutations, and uploads by the GraphQL multipart request. A walk
// then starts from rows it made, whatever the specs before it in its lane did to the demo data.
import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD } from "./run";

export type ApiSession = { request: APIRequestContext; token: string };
export type UploadedFile = { name: string; mimeType: string; buffer: Buffer };

export async function apiSignIn(request: APIRequestContext, email: string): Promise<ApiSession> {
  const response = await request.post("/api/customersupp/login", { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `accesso di ${email}`).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  return { request, token: body.data.token };
}

// The answer's data. A GraphQL error, or a mutation answering with one of its error types (anything but
// …Success), fails the test with the whole answer, which says why.
export async function graphqlAs<T>(session: ApiSession, query: string, variables: Record<string, unknown> = {}, file?: UploadedFile): Promise<T> {
  const headers = { Authorization: `Bearer ${session.token}` };
  // The file travels beside the operation, which names it at variables.input.file (graphql-multipart-request-spec).
  // Its part has a name that is not a number: an object lists number-like keys first, and «operations» must lead.
  const response = file
    ? await session.request.post("/graphql", {
        headers,
        multipart: {
          operations: JSON.stringify({ query, variables: { ...variables, input: { ...(variables.input as object), file: null } } }),
          map: JSON.stringify({ file: ["variables.input.file"] }),
          file,
        },
      })
    : await session.request.post("/graphql", { headers, data: { query, variables } });
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  const body = JSON.parse(text) as { data?: Record<string, { __typename?: string } | null>; errors?: unknown[] };
  expect(body.errors, text).toBeUndefined();
  for (const value of Object.values(body.data ?? {})) {
    if (value?.__typename && !value.__typename.endsWith("Success")) throw new Error(`Risposta inattesa: ${text}`);
  }
  return body.data as T;
}

// The signed-in user's procurement by its label (the supplier's own or the customer's), as a global id.
export async function procurementIdAs(session: ApiSession, label: string): Promise<string> {
  const data = await graphqlAs<{ viewer: Record<"supplier" | "customer", { procurements: { edges: { node: { id: string; label: string } }[] } } | null> }>(
    session,
    `{ viewer { supplier { procurements(first: 50) { edges { node { id label } } } }
                customer { procurements(first: 50) { edges { node { id label } } } } } }`,
  );
  const owner = data.viewer.supplier ?? data.viewer.customer;
  const found = owner?.procurements.edges.find((edge) => edge.node.label === label);
  expect(found, `l'appalto "${label}"`).toBeTruthy();
  return found?.node.id ?? "";
}
