// The procurement's general files (tab 1 of the procurement card): a label and the stored file, visible
// to whoever sees the procurement. The bytes travel through the REST download, never through GraphQL.
import { builder } from "../../graphql/builder";
import { NotFoundError } from "../../lib/errors";
import { parseNodeId } from "../../lib/node-id";
import { StoredFileRef, storedFileOf } from "../files/files.graphql";
import { procurementWhereForViewer } from "./procurement-visibility";
import { procurementFileDownloadUrl } from "./procurements.service";

export const ProcurementFileNode = builder.prismaNode("ProcurementFile", {
  id: { field: "id" },
  findUnique: (id, context) => ({
    id: parseNodeId(id),
    AND: [{ procurement: procurementWhereForViewer(context.viewer) }],
  }),
  nullable: true,
  fields: (t) => ({
    label: t.exposeString("label", { nullable: true, description: "Titolo del documento generale" }),
    file: t.field({
      type: StoredFileRef,
      description: "Il file pubblicato",
      select: { media: true },
      resolve: (row) => {
        // media is a required relation; the guard only satisfies storedFileOf's nullable signature.
        const file = storedFileOf(row.media, procurementFileDownloadUrl(row.id));
        if (!file) throw new NotFoundError("file non disponibile");
        return file;
      },
    }),
  }),
});
