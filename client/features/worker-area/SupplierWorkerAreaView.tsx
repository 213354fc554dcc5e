// The worker area of a supplier's worker: their own record, their own documents and, per procurement they work on,
// the customer's decision on their participation and their fitness certificates. Only what the server sends.
import { H2, H3, HTMLTable, Tag } from "@blueprintjs/core";
import { graphql, useFragment } from "react-relay/hooks";
import type { SupplierWorkerAreaView_area$key } from "../../__generated__/SupplierWorkerAreaView_area.graphql";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { useFileDownload } from "../../lib/download";

const fragment = graphql`
  fragment SupplierWorkerAreaView_area on SupplierWorkerArea {
    firstName
    lastName
    employer
    job
    documents {
      category
      name
      expirationDate
      file {
        originalName
        downloadUrl
      }
    }
    procurements {
      procurementLabel
      customerName
      job
      participation
      participationNote
      fitnessCertificates {
        category
        state
        expirationDate
        file {
          originalName
          downloadUrl
        }
      }
    }
  }
`;

// The spec's state names, as the procurement tabs show them.
const PARTICIPATION: Record<string, string> = {
  APPROVED: "Approvata",
  APPROVED_WITH_PRESCRIPTIONS: "Approvata con prescrizioni",
  PENDING: "In attesa di approvazione",
  REJECTED: "Respinta",
};
const STATES: Record<string, string> = {
  OK: "Valido",
  EXPIRING: "In scadenza",
  PENDING: "In attesa di approvazione",
  MISSING: "Mancante",
  REJECTED: "Respinto",
  EXPIRED: "Scaduto",
  NOT_REQUIRED: "Non obbligatorio",
};

export function SupplierWorkerAreaView(props: { area: SupplierWorkerAreaView_area$key }) {
  const area = useFragment(fragment, props.area);
  const { download } = useFileDownload();
  const open = (file: { originalName: string; downloadUrl: string } | null | undefined) =>
    file ? <a href={file.downloadUrl} onClick={(event) => { event.preventDefault(); void download(file.downloadUrl, file.originalName); }}>{file.originalName}</a> : "—";
  return (
    <div className="page">
      <H2 className="page__title">
        {area.firstName} {area.lastName}
      </H2>
      <p>{[area.employer, area.job].filter(Boolean).join(" · ")}</p>
      <section className="page-section" aria-labelledby="own-documents-title">
        <H3 id="own-documents-title">{t("swaDocuments")}</H3>
        {area.documents.length === 0 ? <p>{t("swaNoDocuments")}</p> : (
          <HTMLTable compact striped className="swa-table">
            <thead><tr><th>{t("swaCategory")}</th><th>{t("swaName")}</th><th>{t("swaExpiry")}</th><th>{t("swaFile")}</th></tr></thead>
            <tbody>
              {area.documents.map((row, index) => (
                <tr key={index}><td>{row.category}</td><td>{row.name}</td><td>{row.expirationDate ? formatDate(row.expirationDate) : "—"}</td><td>{open(row.file)}</td></tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </section>
      {area.procurements.map((row, index) => (
        <section key={index} className="page-section">
          <H3>{row.procurementLabel} — {row.customerName}</H3>
          <p>
            {t("swaParticipation")}: <Tag>{PARTICIPATION[row.participation] ?? row.participation}</Tag> {row.participationNote ?? ""}
          </p>
          <HTMLTable compact striped className="swa-table">
            <thead><tr><th>{t("swaFitness")}</th><th>{t("swaState")}</th><th>{t("swaExpiry")}</th><th>{t("swaFile")}</th></tr></thead>
            <tbody>
              {row.fitnessCertificates.map((certificate, position) => (
                <tr key={position}><td>{certificate.category}</td><td>{STATES[certificate.state] ?? certificate.state}</td><td>{certificate.expirationDate ? formatDate(certificate.expirationDate) : "—"}</td><td>{open(certificate.file)}</td></tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      ))}
    </div>
  );
}
