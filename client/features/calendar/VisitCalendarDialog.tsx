// The data dialog in calendar mode (spec "Data dialog"): the appointment's form, 40% wide, beside the doctor's
// calendar. A free slot fills date, end date, time and end time (+15 minutes); an appointment opens the confirm
// "appointment" (Ok / Modifica / Elimina). Saving first asks the server whether the instruments are busy and, when
// they are, says so in the spec's "Attenzione" dialog without saving (spec section 5); the server refuses the same
// overlap again, even when someone else booked in between. The doctor already booked in the interval is only a
// warning: the server answers 409 with its message, and "Procedi" sends the save again with the overlap accepted.
// Self-contained: the worker record can open it with
// its worker chosen.
import { useEffect, useId, useState } from "react";
import { Checkbox, FormGroup, InputGroup, Intent } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { zodResolver } from "@hookform/resolvers/zod";
import { useController, useForm, useWatch, type Control, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { appointmentSchema, CALENDAR_MESSAGES, CALENDAR_SLOT_MINUTES, minutesOf, timeOfMinutes } from "../../../common/validation/calendar";
import { confirmDeletion, confirmDialog } from "../../components/dialogs/confirm-host";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { CheckboxField } from "../../components/form/CheckboxField";
import { DateField } from "../../components/form/DateField";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { calendarApi, type AppointmentBody, type AppointmentData, type CalendarOptions, type Option } from "./calendar-api";
import { DoctorCalendar } from "./DoctorCalendar";

type FormValues = z.input<typeof appointmentSchema>;
type FormOutput = z.output<typeof appointmentSchema>;

// Fields whose rules read each other (end after start, one day unless recurring): a change to one re-checks the others
// that show an error, which would otherwise stay on screen, and keep «Salva» closed, after the user fixed it.
const INTERVAL_FIELDS = ["date", "dateEnd", "time", "timeEnd", "recurring"] as const;

const EMPTY: FormValues = { workerId: null, doctorId: null, date: "", dateEnd: "", time: "", timeEnd: "", recurring: false, resourceIds: [], note: "" };

// The server's 422 field names (the spec's snake_case) back to the form's.
const FORM_FIELDS: Record<string, keyof FormValues> = {
  worker_id: "workerId",
  med_id: "doctorId",
  appointment_date: "date",
  appointment_date_end: "dateEnd",
  appointment_time: "time",
  appointment_time_end: "timeEnd",
  note: "note",
};

function valuesOf(appointment: AppointmentData): FormValues {
  return {
    workerId: appointment.worker_id,
    doctorId: appointment.med_id,
    date: appointment.appointment_date,
    dateEnd: appointment.appointment_date_end,
    time: appointment.appointment_time,
    timeEnd: appointment.appointment_time_end,
    recurring: appointment.recurring === 1,
    resourceIds: appointment.resources.map((resource) => resource.id),
    note: appointment.note ?? "",
  };
}

function bodyOf(values: FormOutput): AppointmentBody {
  return {
    med_id: values.doctorId,
    worker_id: values.workerId,
    appointment_date: values.date,
    appointment_date_end: values.dateEnd,
    appointment_time: values.time,
    appointment_time_end: values.timeEnd,
    recurring: values.recurring,
    resources: JSON.stringify(values.resourceIds),
    note: values.note ?? "",
  };
}

function ResourceChecks(props: { control: Control<FormValues>; options: Option[] }) {
  const { field, fieldState } = useController({ control: props.control, name: "resourceIds" });
  const chosen = new Set((field.value ?? []) as number[]);
  return (
    <FormGroup label={t("calResources")} helperText={fieldState.error?.message} intent={fieldState.error ? Intent.DANGER : Intent.NONE}>
      {props.options.length === 0 ? <span className="bp6-text-muted">{t("calNoResources")}</span> : null}
      <div className="calendar-mode__resources">
        {props.options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosen.has(option.value)}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.currentTarget.checked) next.add(option.value);
              else next.delete(option.value);
              field.onChange([...next]);
            }}
          />
        ))}
      </div>
    </FormGroup>
  );
}

export function VisitCalendarDialog(props: { isOpen: boolean; onClose: () => void; workerId?: number | null }) {
  const formId = useId();
  const [options, setOptions] = useState<CalendarOptions>({ doctors: [], resources: [], workers: [] });
  const [workerSearch, setWorkerSearch] = useState("");
  const [editing, setEditing] = useState<AppointmentData | null>(null);
  const [saving, setSaving] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  // The shared fields take a form whose values are what they show; `save` receives the schema's output.
  const { control, handleSubmit, reset, setValue, setError, getValues, getFieldState, trigger, watch } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(appointmentSchema) as unknown as Resolver<FormValues>,
    defaultValues: { ...EMPTY, workerId: props.workerId ?? null },
  });
  const doctorId = useWatch({ control, name: "doctorId" }) as number | null;

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!INTERVAL_FIELDS.some((field) => field === name)) return;
      const stale = INTERVAL_FIELDS.filter((field) => field !== name && getFieldState(field).error);
      if (stale.length > 0) void trigger(stale);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);

  useEffect(() => {
    if (!props.isOpen) return;
    const timer = setTimeout(() => {
      void calendarApi.options(workerSearch).then((result) => {
        if (!result.ok) return showError(result.message ?? t("unexpectedError"));
        setOptions(result.data);
        // The first doctor is the calendar shown until another is chosen.
        if (!getValues("doctorId") && result.data.doctors[0]) setValue("doctorId", result.data.doctors[0].value);
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [props.isOpen, workerSearch, getValues, setValue]);

  // The worker being edited stays a choice even when the search leaves them out.
  const workerOptions =
    editing?.worker_id && !options.workers.some((worker) => worker.value === editing.worker_id)
      ? [{ value: editing.worker_id, label: editing.worker_name ?? "" }, ...options.workers]
      : options.workers;

  const startNew = () => {
    setEditing(null);
    reset({ ...EMPTY, workerId: props.workerId ?? null, doctorId: getValues("doctorId") });
  };

  const fillSlot = (day: string, time: string) => {
    const end = Math.min(minutesOf(time) + CALENDAR_SLOT_MINUTES, 24 * 60 - 1);
    for (const [name, value] of [["date", day], ["dateEnd", day], ["time", time], ["timeEnd", timeOfMinutes(end)]] as const) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };

  const openAppointment = async (appointment: AppointmentData) => {
    const when = `${appointment.appointment_date.split("-").reverse().join("/")} ${appointment.appointment_time}-${appointment.appointment_time_end}`;
    const answer = await confirmDialog({
      type: "appointment",
      title: t("calAppointmentTitle"),
      message: (
        <div className="appointment-summary">
          <p><strong>{appointment.worker_name}</strong></p>
          <p>{when}</p>
          {appointment.resources.length ? <p>{t("calResources")}: {appointment.resources.map((resource) => resource.name).join(", ")}</p> : null}
          {appointment.note ? <p>{appointment.note}</p> : null}
        </div>
      ),
    });
    if (answer === true) {
      setEditing(appointment);
      reset(valuesOf(appointment));
    } else if (answer === false && (await confirmDeletion(t("calDeleteMessage"), t("calDeleteTitle")))) {
      const result = await calendarApi.remove(appointment.id);
      if (!result.ok) return showError(result.message ?? t("unexpectedError"));
      showSuccess(t("calDeleted"));
      if (editing?.id === appointment.id) startNew();
      setReloadKey((key) => key + 1);
    }
  };

  const busyWarning = (list: string) => confirmDialog({ type: "error", title: CALENDAR_MESSAGES.busyTitle, message: CALENDAR_MESSAGES.busy(list) });

  const save = async (submitted: FormValues) => {
    // handleSubmit hands over what the resolver made of the fields: the schema's output.
    const values = submitted as unknown as FormOutput;
    setSaving(true);
    try {
      const body = bodyOf(values);
      if (values.resourceIds.length > 0) {
        const busy = await calendarApi.busy({ ...body, ...(editing ? { id: editing.id } : {}) });
        if (busy.ok && busy.data) return void (await busyWarning(busy.data));
      }
      const send = (sent: AppointmentBody) => (editing ? calendarApi.update(editing.id, sent) : calendarApi.create(sent));
      let result = await send(body);
      if (!result.ok && result.status === 409) {
        const accepted = await confirmDialog({ title: CALENDAR_MESSAGES.busyTitle, message: result.message ?? "", intent: Intent.WARNING });
        if (accepted !== true) return;
        result = await send({ ...body, accept_overlap: true });
      }
      if (result.ok) {
        showSuccess(t("calSaved"));
        startNew();
        setReloadKey((key) => key + 1);
        return;
      }
      // Someone else took an instrument since the check: the same warning.
      const busyMessage = result.fieldErrors.resources?.[0];
      if (busyMessage) return void (await confirmDialog({ type: "error", title: CALENDAR_MESSAGES.busyTitle, message: busyMessage }));
      let placed = false;
      for (const [field, messages] of Object.entries(result.fieldErrors)) {
        const name = FORM_FIELDS[field];
        if (name) {
          setError(name, { type: "server", message: messages.join(" , ") });
          placed = true;
        }
      }
      if (!placed) showError(result.message ?? t("unexpectedError"));
    } catch {
      showError(t("networkError"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DataDialog
      isOpen={props.isOpen}
      title={editing ? t("calDialogEditTitle") : t("calDialogTitle")}
      icon={<span className="bp6-icon bp6-icon-calendar" />}
      onClose={props.onClose}
      formId={formId}
      form={{ control, schema: appointmentSchema }}
      saving={saving}
      className="calendar-dialog"
    >
      <div className="calendar-mode">
        <form id={formId} className="calendar-mode__form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
          <FormGroup label={t("calWorkerSearch")} labelFor={`${formId}-search`}>
            <InputGroup id={`${formId}-search`} type="search" leftIcon={<SearchIcon />} value={workerSearch} onValueChange={setWorkerSearch} />
          </FormGroup>
          <SelectField control={control} name="workerId" label={t("calWorker")} options={workerOptions} placeholder required />
          <SelectField control={control} name="doctorId" label={t("calDoctor")} options={options.doctors} placeholder={options.doctors.length ? true : t("calNoDoctors")} required />
          <p className="bp6-text-muted">{t("calPickSlot")}</p>
          <div className="calendar-mode__times">
            <DateField control={control} name="date" label={t("calDate")} required />
            <DateField control={control} name="dateEnd" label={t("calDateEnd")} required />
            <TextField control={control} name="time" label={t("calTime")} placeholder="hh:mm" inputMode="numeric" maxLength={5} required />
            <TextField control={control} name="timeEnd" label={t("calTimeEnd")} placeholder="hh:mm" inputMode="numeric" maxLength={5} required />
          </div>
          <CheckboxField control={control} name="recurring" label={t("calRecurring")} />
          <ResourceChecks control={control} options={options.resources} />
          <TextAreaField control={control} name="note" label={t("calNote")} />
        </form>
        <div className="calendar-mode__calendar">
          <DoctorCalendar
            doctorId={doctorId}
            reloadKey={reloadKey}
            onDoctorFound={(id) => setValue("doctorId", id, { shouldDirty: true })}
            onSlot={fillSlot}
            onAppointment={(appointment) => void openAppointment(appointment)}
          />
        </div>
      </div>
    </DataDialog>
  );
}
