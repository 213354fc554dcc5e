// The StoredFile type shared by every object that carries a file, and the Upload scalar through which
// mutations receive files (GraphQL multipart request spec, read by graphql-multipart.ts).
import { GraphQLUpload, type FileUpload } from "graphql-upload-minimal";
import type { Media } from "../../generated/prisma/client";
import { builder } from "../../graphql/builder";
import { ValidationError } from "../../lib/errors";
import { FILE_NOT_RECEIVED_MESSAGE } from "./graphql-multipart";
import { FileTooLargeError, type IncomingFile } from "./uploads";

builder.addScalarType("Upload", GraphQLUpload);

// The server's own limit (UPLOAD_MAX_BYTES), so the forms refuse a file that is too large before sending it, with
// the figure the server will apply. Signed-in users only, as the other reference data; null otherwise, so that the
// shell's query still answers "viewer: null" for a session the server no longer accepts.
builder.queryField("uploadMaxBytes", (t) =>
  t.int({
    nullable: true,
    description: "Dimensione massima in byte di un file caricato; null senza un accesso valido",
    resolve: (_root, _args, context) => (context.viewer ? context.deps.config.uploadMaxBytes : null),
  }),
);

export type StoredFileShape = {
  originalName: string;
  extension: string;
  mimeType: string;
  sizeBytes: number;
  downloadUrl: string;
};

export const StoredFileRef = builder.objectRef<StoredFileShape>("StoredFile").implement({
  description: "Un file archiviato: si scarica da downloadUrl con il token di accesso (Authorization: Bearer)",
  fields: (t) => ({
    originalName: t.exposeString("originalName", { description: "Il nome del file come è stato caricato" }),
    extension: t.exposeString("extension", { description: "L'estensione del file (pdf, jpg…)" }),
    mimeType: t.exposeString("mimeType", { description: "Il tipo MIME del file" }),
    sizeBytes: t.exposeInt("sizeBytes", { description: "La dimensione in byte" }),
    downloadUrl: t.exposeString("downloadUrl", { description: "L'indirizzo da cui scaricarlo (per chi può scaricare i file: non le chiavi API)" }),
  }),
});

export function storedFileOf(media: Media | null, downloadUrl: string): StoredFileShape | null {
  if (!media) return null;
  return {
    originalName: media.originalName,
    extension: media.extension,
    mimeType: media.mimeType,
    sizeBytes: media.sizeBytes,
    downloadUrl,
  };
}

// The Upload value of a mutation input as an IncomingFile (null when the input has no file). The request parser
// reports trouble with the file (missing part, dropped connection) by rejecting; a file cut at the size
// limit before the resolver got to it says so when its stream is asked for.
export async function incomingFileOf(upload: Promise<FileUpload> | null | undefined): Promise<IncomingFile | null> {
  if (!upload) return null;
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw new ValidationError({ file: [FILE_NOT_RECEIVED_MESSAGE] });
  }
  return {
    filename: file.filename,
    mimetype: file.mimetype,
    stream: () => {
      try {
        return file.createReadStream();
      } catch (error) {
        if ((error as { status?: unknown }).status === 413) throw new FileTooLargeError();
        throw new ValidationError({ file: [FILE_NOT_RECEIVED_MESSAGE] });
      }
    },
    // The rest of a refused file is read and dropped, so that the parser reaches any later part of the request
    // (another operation's file): destroying the part's stream would stall it.
    discard: (stream) => {
      stream.resume();
    },
  };
}
