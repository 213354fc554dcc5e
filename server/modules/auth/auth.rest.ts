// REST facade of sign-in and the password flows (spec section 7). Field names follow the spec's calls;
// the 422 error map answers with the same names the request used.
import { NotFoundError } from "../../lib/errors";
import { readJsonBody, requestContext, withRestFieldNames, type Api } from "../../http/rest";

// Service field -> REST field, for the error maps of calls whose names differ from the service's.
const RESET_FIELDS: Record<string, string> = { passwordConfirmation: "password_confirmation" };


export function registerAuthRoutes(api: Api): void {
  api.post("/api/customersupp/login", async (c) => {
    const { services, ip } = requestContext(c);
    const body = await readJsonBody(c);
    const result = await services.auth.login({ email: body.email, password: body.password }, ip);
    // The token carries its own expiry (exp claim), which the client reads to check it is still valid.
    return c.json({ data: { token: result.token } });
  });

  // The forgot screen sends the e-mail, the user type SUPPLIER and sometimes a fiscal code; the e-mail
  // alone identifies the account (it is unique across user kinds), so the other two are not needed.
  api.post("/api/customersupp/resetpassword", async (c) => {
    const { services, ip } = requestContext(c);
    const body = await readJsonBody(c);
    try {
      await services.auth.requestPasswordReset({ email: body.email }, ip);
    } catch (error) {
      // The password calls answer success true/false (spec section 7); the forgot screen shows the message.
      if (error instanceof NotFoundError) return c.json({ success: false, message: error.message }, 404);
      throw error;
    }
    return c.json({ success: true });
  });

  api.post("/api/customersupp/password/reset", async (c) => {
    const { services, ip } = requestContext(c);
    const body = await readJsonBody(c);
    await withRestFieldNames(RESET_FIELDS, () =>
      services.auth.resetPassword(
        { email: body.email, token: body.token, password: body.password, passwordConfirmation: body.password_confirmation },
        ip,
      ),
    );
    return c.json({ success: true });
  });

  // cs/ is the supplier users' area (spec section 6): other kinds are refused with 403.
  api.post("/api/cs/storepass", async (c) => {
    const { services, viewer, ip } = requestContext(c);
    services.auth.requireViewer(viewer, "SUPPLIER");
    const body = await readJsonBody(c);
    const result = await services.auth.changePassword(
      viewer,
      { oldPassword: body.oldPassword, password: body.password, passwordConfirm: body.passwordConfirm },
      ip,
    );
    return c.json({ success: true, data: { token: result.token } });
  });
}
