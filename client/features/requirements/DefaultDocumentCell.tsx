// A catalogue category's default document on "Requisiti" (/requirements): its name downloads it; upload (or replace)
// and remove beside it. The supplier downloads the same file from its required-document row.
import { useState } from "react";
import { Button, ButtonGroup, Intent } from "@blueprintjs/core";
import { DownloadIcon, TrashIcon, UploadIcon } from "@blueprintjs/icons";
import { graphql } from "react-relay/hooks";
import type { DefaultDocumentCellSetDefaultMutation } from "../../__generated__/DefaultDocumentCellSetDefaultMutation.graphql";
import type { DefaultDocumentCellRemoveDefaultMutation } from "../../__generated__/DefaultDocumentCellRemoveDefaultMutation.graphql";
import type { RequirementsPageQuery } from "../../__generated__/RequirementsPageQuery.graphql";
import { UploadDialog } from "../../components/dialogs/UploadDialog";
import { useConfirm } from "../../components/dialogs/useConfirm";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useFileDownload } from "../../lib/download";
import { failureMessage } from "../../lib/mutation-outcome";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { useUploadMutation } from "../../relay/useUploadMutation";

type Entry = RequirementsPageQuery["response"]["requirementCatalogue"][number];

const setDefaultMutation = graphql`
  mutation DefaultDocumentCellSetDefaultMutation($input: SetCategoryDefaultDocumentInput!) {
    setCategoryDefaultDocument(input: $input) {
      __typename
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

const removeDefaultMutation = graphql`
  mutation DefaultDocumentCellRemoveDefaultMutation($input: RemoveCategoryDefaultDocumentInput!) {
    removeCategoryDefaultDocument(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export function DefaultDocumentCell(props: { entry: Entry; onChanged: () => void }) {
  const { entry } = props;
  const [upload] = useUploadMutation<DefaultDocumentCellSetDefaultMutation>(setDefaultMutation);
  const [remove, removing] = useMutationAsPromise<DefaultDocumentCellRemoveDefaultMutation>(removeDefaultMutation);
  const { download } = useFileDownload();
  const confirm = useConfirm();
  const [uploading, setUploading] = useState(false);
  const file = entry.defaultDocument;

  const send = async (chosen: File, onProgress: Parameters<typeof upload>[2]) => {
    const result = (await upload({ input: { categoryId: entry.id, file: null } }, { "input.file": chosen }, onProgress)).setCategoryDefaultDocument;
    if (result.__typename !== "SetCategoryDefaultDocumentSuccess") throw new Error(failureMessage(result as Parameters<typeof failureMessage>[0], t("uploadFailed")));
  };
  const takeAway = async () => {
    if ((await confirm({ title: t("requirementsDefaultRemove"), message: t("requirementsDefaultRemoveConfirm") })) !== true) return;
    try {
      const result = (await remove({ input: { categoryId: entry.id } })).removeCategoryDefaultDocument;
      if (result.__typename !== "RemoveCategoryDefaultDocumentSuccess") return showError(failureMessage(result as Parameters<typeof failureMessage>[0], t("unexpectedError")));
      showSuccess(t("requirementsDefaultRemovedToast"));
      props.onChanged();
    } catch {
      // The network layer has shown the error.
    }
  };
  const label = (action: string) => `${action}: ${entry.label}`;
  return (
    <div className="requirements-page__default">
      {file ? (
        <Button
          variant="minimal"
          size="small"
          icon={<DownloadIcon />}
          text={<span className="requirements-page__file-name">{file.originalName}</span>}
          title={t("requirementsDefaultDownload")}
          aria-label={label(t("requirementsDefaultDownload"))}
          onClick={() => void download(file.downloadUrl, file.originalName)}
        />
      ) : (
        <span className="text-muted">{t("requirementsDefaultNone")}</span>
      )}
      <ButtonGroup variant="minimal">
        <Button
          size="small"
          icon={<UploadIcon />}
          title={t(file ? "requirementsDefaultReplace" : "requirementsDefaultUpload")}
          aria-label={label(t(file ? "requirementsDefaultReplace" : "requirementsDefaultUpload"))}
          onClick={() => setUploading(true)}
        />
        {file ? (
          <Button
            size="small"
            icon={<TrashIcon />}
            intent={Intent.DANGER}
            loading={removing}
            title={t("requirementsDefaultRemove")}
            aria-label={label(t("requirementsDefaultRemove"))}
            onClick={() => void takeAway()}
          />
        ) : null}
      </ButtonGroup>
      <UploadDialog
        isOpen={uploading}
        title={`${t(file ? "requirementsDefaultReplace" : "requirementsDefaultUpload")}: ${entry.label}`}
        onClose={() => setUploading(false)}
        onUpload={send}
        onUploaded={() => {
          showSuccess(t("requirementsDefaultUploadedToast"));
          props.onChanged();
        }}
      />
    </div>
  );
}
