// /medicine: the worker's next booked visit above the visits table (with any others already booked after it).
import { Callout, Intent } from "@blueprintjs/core";
import { CalendarIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import { italianFormatOf } from "../../../common/calendar-dates";
import type { UpcomingAppointments_worker$key } from "../../__generated__/UpcomingAppointments_worker.graphql";
import { t } from "../../i18n/i18n";

type Appointment = { date: string; dateEnd: string; time: string; timeEnd: string; recurring: boolean; doctorName: string };

function when(appointment: Appointment): string {
  const days = appointment.recurring && appointment.dateEnd !== appointment.date
    ? `${italianFormatOf(appointment.date)} – ${italianFormatOf(appointment.dateEnd)}`
    : italianFormatOf(appointment.date);
  return `${days}, ${appointment.time}–${appointment.timeEnd} ${t("calNextVisitWith")} ${appointment.doctorName}`;
}

export function UpcomingAppointments(props: { worker: UpcomingAppointments_worker$key }) {
  const { upcomingAppointments } = useFragment(
    graphql`
      fragment UpcomingAppointments_worker on Worker {
        upcomingAppointments {
          date
          dateEnd
          time
          timeEnd
          recurring
          doctorName
        }
      }
    `,
    props.worker,
  );
  const [next, ...later] = upcomingAppointments as ReadonlyArray<Appointment>;
  if (!next) return null;
  return (
    <Callout intent={Intent.PRIMARY} icon={<CalendarIcon />} title={t("calNextVisit")} className="upcoming-appointments" data-testid="upcoming-appointments">
      <p>{when(next)}</p>
      {later.map((appointment) => (
        <p key={`${appointment.date}-${appointment.time}`} className="bp6-text-muted">{when(appointment)}</p>
      ))}
    </Callout>
  );
}
