// A file refused before it is read (extension not allowed, ".." in its name, a non-PDF as a safety data sheet),
// large enough not to arrive in one read, sent over a real socket to every GraphQL mutation that takes an Upload
// and to every REST form that takes a file. One such request used to stop the process: the refused file's
// stream was destroyed with an error nobody listened for. Each must answer the refusal, leave nothing stored,
// and the portal must still answer afterwards.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { databaseKinds } from "../fixtures/test-database";
import { useUploadHarness } from "../fixtures/upload-harness";
import { isolationSnapshot } from "../fixtures/isolation-world";
import { rawRequest } from "../fixtures/http-server";
import { graphqlMultipartOf, multipartOf, sendRaw } from "../fixtures/raw-upload";
import { FILE_MESSAGES } from "../../server/modules/files/uploads";
import { SUBSTANCE_MESSAGES } from "../../common/validation/substances";
import { UPLOAD_MUTATIONS, restUploadForms } from "../fixtures/upload-targets";

const SIZES = [200 * 1024, 2 * 1024 * 1024];

// Every mutation of the printed schema whose input type has a field of type Upload.
function schemaUploadMutations(): string[] {
  const schema = readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8");
  const inputs = [...schema.matchAll(/^input (\w+) \{([^}]*)\}/gm)].filter(([, , body]) => /:\s*Upload!?\s*$/m.test(body ?? "")).map(([, name]) => name);
  const mutations = /^type Mutation \{([^}]*)\}/m.exec(schema)?.[1] ?? "";
  return [...mutations.matchAll(/^\s*(\w+)\(input: (\w+)!?\)/gm)].filter(([, , input]) => inputs.includes(input)).map(([, name]) => name as string).sort();
}

it("l'elenco delle mutation con un file è quello dello schema", () => {
  expect(UPLOAD_MUTATIONS.map((mutation) => mutation.name).sort()).toEqual(schemaUploadMutations());
  expect(UPLOAD_MUTATIONS).toHaveLength(12);
});

describe.each(databaseKinds)("file rifiutati prima della lettura, via HTTP (%s)", (kind) => {
  const h = useUploadHarness(kind, { uploadMaxBytes: 5 * 1024 * 1024 });

  async function expectAliveAndUnchanged(before: unknown, what: string) {
    // The stream errors this test is about surface a moment after the answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.uncaught.map(String), what).toEqual([]);
    const health = await rawRequest(h.server.port, { method: "GET", path: "/healthz" });
    expect(health.status, `/healthz dopo ${what}`).toBe(200);
    expect(await isolationSnapshot(h.t), what).toEqual(before);
  }

  const refusedFiles = (mutation: string) => [
    ...SIZES.map((size) => ({ filename: "x.zip", size, message: FILE_MESSAGES.type })),
    { filename: "..documento.pdf", size: SIZES[0] as number, message: FILE_MESSAGES.name },
    ...(mutation === "saveSubstance" ? [{ filename: "scheda.docx", size: SIZES[1] as number, message: SUBSTANCE_MESSAGES.sdsNotPdf }] : []),
  ];

  it.each(UPLOAD_MUTATIONS.map((mutation) => [mutation.name, mutation] as const))(
    "GraphQL %s: ogni file rifiutato ha il suo messaggio, nulla è salvato e il portale risponde",
    { timeout: 120_000 },
    async (name, mutation) => {
      const before = await isolationSnapshot(h.t);
      for (const refused of refusedFiles(name)) {
        const what = `${name} con ${refused.filename} di ${refused.size} byte`;
        const { contentType, body } = graphqlMultipartOf(mutation.query, mutation.input(h.world), { filename: refused.filename, bytes: randomBytes(refused.size) });
        const answer = await sendRaw(h.server.port, { path: "/graphql", headers: { "content-type": contentType, authorization: `Bearer ${h.world.tokens[mutation.actor]}` }, body });
        expect({ what, status: answer.status }).toEqual({ what, status: 200 });
        const result = (JSON.parse(answer.body) as { data: Record<string, { __typename: string; message: string }> }).data[name];
        expect({ what, typename: result?.__typename }).toEqual({ what, typename: "ValidationError" });
        expect(result?.message, what).toContain(refused.message);
        await expectAliveAndUnchanged(before, what);
      }
    },
  );

  it("GraphQL: lo stesso file rifiutato inviato da un utente di livello 1 non ferma il portale", { timeout: 60_000 }, async () => {
    const before = await isolationSnapshot(h.t);
    const mutation = UPLOAD_MUTATIONS.find((candidate) => candidate.name === "uploadElementDocument")!;
    const { contentType, body } = graphqlMultipartOf(mutation.query, mutation.input(h.world), { filename: "x.zip", bytes: randomBytes(200 * 1024) });
    const answer = await sendRaw(h.server.port, { path: "/graphql", headers: { "content-type": contentType, authorization: `Bearer ${h.world.tokens.level1}` }, body });
    expect(answer.status).toBe(200);
    await expectAliveAndUnchanged(before, "uploadElementDocument di livello 1");
  });

  it("REST: ogni modulo con un file rifiutato risponde 422, nulla è salvato e il portale risponde", { timeout: 180_000 }, async () => {
    const before = await isolationSnapshot(h.t);
    for (const form of restUploadForms(h.world)) {
      for (const size of SIZES) {
        const what = `${form.path} con x.zip di ${size} byte`;
        const fields = Object.entries(form.fields).map(([name, value]) => ({ name, value: String(value) }));
        const { contentType, body } = multipartOf([{ name: form.fileField, filename: "x.zip", bytes: randomBytes(size) }, ...fields]);
        const answer = await sendRaw(h.server.port, { path: form.path, headers: { "content-type": contentType, authorization: `Bearer ${h.world.tokens.owner}` }, body });
        expect({ what, status: answer.status }).toEqual({ what, status: 422 });
        expect(answer.body, what).toContain(FILE_MESSAGES.type);
        await expectAliveAndUnchanged(before, what);
      }
    }
  });
});

