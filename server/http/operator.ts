// The running portal's operator endpoint: what `npm run create-customer` asks when the portal holds the embedded
// database (lib/operator-file.ts). Only from this machine, only with the secret of this start; absent when the
// portal has no secret (a PostgreSQL portal: scripts open the database themselves).
import type { AppDeps } from "../deps";
import { isOperatorSecret, OPERATOR_SECRET_HEADER } from "../lib/operator-file";
import { createCustomerWithAdministrator } from "../modules/customers/customer-creation";
import { errorResponse, readJsonBody, type Api } from "./rest";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function registerOperatorRoutes(app: Api, deps: AppDeps, secret: string | null): void {
  if (!secret) return;
  app.post("/operator/customers", async (c) => {
    const socket = c.env?.incoming?.socket;
    const local = socket?.remoteAddress !== undefined && (LOOPBACK.has(socket.remoteAddress) || socket.remoteAddress === socket.localAddress);
    if (!local || !isOperatorSecret(secret, c.req.header(OPERATOR_SECRET_HEADER))) return c.json({ message: "Risorsa non trovata" }, 404);
    try {
      const created = await createCustomerWithAdministrator(deps, await readJsonBody(c));
      return c.json(created, 201);
    } catch (error) {
      const known = errorResponse(error);
      if (known) return known;
      throw error;
    }
  });
}
