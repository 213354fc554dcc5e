// The worker's training portfolio: started by the router's loader, read by FormationPage.
import { graphql } from "react-relay/hooks";

export const formationRouteQuery = graphql`
  query FormationRouteQuery {
    viewer {
      id
      worker {
        id
        firstName
        lastName
        ...TrainingPortfolioTable_worker
      }
    }
  }
`;
