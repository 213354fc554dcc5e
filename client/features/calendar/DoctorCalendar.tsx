// The calendar half of the data dialog's calendar mode (spec "Data dialog", calendar mode; section 9 "Calendar"):
// one doctor's appointments by day or week (FullCalendar's time grid), 15-minute slots from 07:00 to 20:00 with the
// weekend shown. A click on a free slot hands its day and time to the form; a click on an appointment hands the
// appointment. A date picker (@blueprintjs/datetime2) moves the calendar; the doctor can be reloaded by name.
import { useEffect, useRef, useState } from "react";
import { Button, InputGroup, Popover } from "@blueprintjs/core";
import { CalendarIcon, RefreshIcon } from "@blueprintjs/icons";
import { DatePicker3 } from "@blueprintjs/datetime2";
import "@blueprintjs/datetime2/lib/css/blueprint-datetime2.css";
import FullCalendar from "@fullcalendar/react";
import type { EventInput, EventSourceFuncArg } from "@fullcalendar/core";
import itLocale from "@fullcalendar/core/locales/it";
import interactionPlugin from "@fullcalendar/interaction";
import timeGridPlugin from "@fullcalendar/timegrid";
import { it as italianLocale } from "date-fns/locale";
import { addDays } from "../../../common/calendar-dates";
import { CALENDAR_DAY_END, CALENDAR_DAY_START, CALENDAR_SLOT_MINUTES } from "../../../common/validation/calendar";
import { showError } from "../../components/toaster";
import { getLanguage, t } from "../../i18n/i18n";
import { calendarApi, type AppointmentData } from "./calendar-api";
import "./calendar.css";

const pad = (value: number) => String(value).padStart(2, "0");
export const localDayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
export const localTimeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const slot = `00:${pad(CALENDAR_SLOT_MINUTES)}:00`;

// One event per day an appointment holds (a recurring one repeats its hours every day).
function eventsOf(appointment: AppointmentData): EventInput[] {
  const events: EventInput[] = [];
  for (let day = appointment.appointment_date; day <= appointment.appointment_date_end; day = addDays(day, 1)) {
    const instruments = appointment.resources.map((resource) => resource.name).join(", ");
    events.push({
      id: `${appointment.id}-${day}`,
      groupId: String(appointment.id),
      title: [appointment.worker_name ?? "", instruments].filter(Boolean).join(" · "),
      start: `${day}T${appointment.appointment_time}`,
      end: `${day}T${appointment.appointment_time_end}`,
      extendedProps: { appointment },
    });
  }
  return events;
}

export function DoctorCalendar(props: {
  doctorId: number | null;
  reloadKey: number;
  onDoctorFound: (doctorId: number) => void;
  onSlot: (day: string, time: string) => void;
  onAppointment: (appointment: AppointmentData) => void;
}) {
  const calendar = useRef<FullCalendar>(null);
  const doctorId = useRef(props.doctorId);
  doctorId.current = props.doctorId;
  const [doctorName, setDoctorName] = useState("");
  const [pickerOpen, setPickerOpen] = useState(false);
  const phone = typeof window !== "undefined" && window.innerWidth < 768;

  useEffect(() => {
    calendar.current?.getApi().refetchEvents();
  }, [props.doctorId, props.reloadKey]);

  const load = (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
    if (!doctorId.current) return success([]);
    // The view's last day is exclusive in FullCalendar: the server takes both ends inclusive.
    calendarApi
      .appointments({ id: doctorId.current }, localDayOf(info.start), addDays(localDayOf(info.end), -1))
      .then((result) => {
        if (!result.ok) throw new Error(result.message ?? t("calLoadFailed"));
        success(result.data.flatMap(eventsOf));
      })
      .catch((error: Error) => {
        showError(error.message || t("calLoadFailed"));
        failure(error);
      });
  };

  const reloadByName = async () => {
    const name = doctorName.trim();
    if (!name) return;
    const week = calendar.current?.getApi().view;
    const start = week ? localDayOf(week.activeStart) : localDayOf(new Date());
    const result = await calendarApi.appointments({ name }, start, start);
    if (!result.ok) return showError(result.message ?? t("calLoadFailed"));
    if (result.med.id === doctorId.current) calendar.current?.getApi().refetchEvents();
    else props.onDoctorFound(result.med.id);
  };

  return (
    <div className="doctor-calendar">
      <div className="doctor-calendar__tools">
        <form
          className="doctor-calendar__reload"
          onSubmit={(event) => {
            event.preventDefault();
            void reloadByName();
          }}
        >
          <InputGroup aria-label={t("calDoctorName")} placeholder={t("calDoctorName")} value={doctorName} onValueChange={setDoctorName} />
          <Button type="submit" text={t("calDoctorReload")} icon={<RefreshIcon />} />
        </form>
        <Popover
          isOpen={pickerOpen}
          onInteraction={setPickerOpen}
          placement="bottom-end"
          content={
            <DatePicker3
              locale={getLanguage() === "ita" ? italianLocale : undefined}
              highlightCurrentDay
              onChange={(date) => {
                if (!date) return;
                calendar.current?.getApi().gotoDate(date);
                setPickerOpen(false);
              }}
            />
          }
        >
          <Button icon={<CalendarIcon />} text={t("calGoToDate")} />
        </Popover>
      </div>
      <FullCalendar
        ref={calendar}
        plugins={[timeGridPlugin, interactionPlugin]}
        initialView={phone ? "timeGridDay" : "timeGridWeek"}
        headerToolbar={{ left: "prev,next today", center: "title", right: "timeGridDay,timeGridWeek" }}
        locale={getLanguage() === "ita" ? itLocale : undefined}
        slotDuration={slot}
        snapDuration={slot}
        slotMinTime={`${CALENDAR_DAY_START}:00`}
        slotMaxTime={`${CALENDAR_DAY_END}:00`}
        slotLabelInterval="01:00"
        weekends
        allDaySlot={false}
        nowIndicator
        // Its own scroll beside the form on wide screens; on phones the page scrolls, under the form.
        height={phone ? "auto" : "68vh"}
        events={load}
        // A 15-minute visit is one line high, too short for the worker's name and the instruments: the whole text
        // on hover, and for screen readers.
        eventDidMount={(info) => {
          const text = `${info.timeText} ${info.event.title}`.trim();
          info.el.title = text;
          info.el.setAttribute("aria-label", text);
        }}
        dateClick={(info) => props.onSlot(localDayOf(info.date), localTimeOf(info.date))}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          props.onAppointment(info.event.extendedProps.appointment as AppointmentData);
        }}
      />
    </div>
  );
}
