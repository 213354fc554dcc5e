// The procurement worker card's one query (/procurementworker/{procurement_id}/{worker_id}), started by the
// router's loader with the global ids built from the numeric ids of the address: the one assignment, with
// its certificates, what tab 3's edit dialog needs (its fragment, the supplier) and the procurement's header.
import { graphql } from "react-relay/hooks";

export const procurementWorkerRouteQuery = graphql`
  query ProcurementWorkerRouteQuery($procurementId: ID!, $workerId: ID!) {
    viewer {
      id
      kind
      # The server's answers for this user: the card's edit and the certificates' actions.
      permissions {
        assignProcurementWorkers {
          allowed
          reason
        }
        ...FitnessCertificatesTable_permissions
      }
    }
    procurementWorker(procurementId: $procurementId, workerId: $workerId) {
      id
      job
      approval
      approvalNote
      trafficLight
      ...ProcurementWorkerDialog_procurementWorker
      procurement {
        id
        label
        trafficLight
      }
      flags {
        chiefWorker
        fireSafetyOfficer
        firstAidOfficer
      }
      worker {
        id
        firstName
        lastName
        supplier {
          id
        }
      }
      fitnessCertificates {
        id
        active
        approval
        attachmentName
        complianceState
        documentDate
        documentExpirationDate
        hasFile
        note
        reviewNote
        deletionRemovesFileOnly
        viewerCanDelete {
          allowed
          reason
        }
        category {
          code
          label
        }
        file {
          downloadUrl
          originalName
        }
      }
    }
  }
`;
