/**
 * Reminders (paid 'automated_reminders'): create one for a habit or a medicine at a local time on
 * chosen weekdays, in the app and/or by email; then list, edit, pause or delete them. The server's
 * scheduler sends them; this page only describes them. The plan gate sits in the route page.
 */
import { useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Bell, Pencil } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { Label } from '#client/components/ui/input';
import { useMedications } from '#client/features/medications/api/list-medications';
import { useHabits } from '#client/features/tracking/api/list-habits';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  reminderInputSchema,
  reminderPatchSchema,
  type Reminder,
  type ReminderInput,
  type ReminderPatch,
} from '#shared/contracts/reminders.contract';
import { useCreateReminder } from '../api/create-reminder';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/list-reminders';
import { useUpdateReminder } from '../api/update-reminder';
import { useToday } from '#client/lib/use-today';
import { useUnitPreferences } from '#client/features/account/api/unit-preferences';
import {
  CHANNEL_LABELS,
  DEFAULT_SCHEDULE,
  ReminderScheduleFields,
  describeWeekdays,
  type ReminderSchedule,
} from './reminder-schedule-fields';
import { QueryState } from '#client/components/ui/query-state';
import { SectionHeading } from '#client/components/ui/section-heading';
import { localTimeFormat } from '#client/lib/local-time-format';

const LINK = 'font-semibold text-teal-800 underline underline-offset-4';
const CARD = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * The form's own words where the contract's are written for the API: one select names the target,
 * and the time field is a time picker, so an empty one is the only wrong time it can hold.
 */
export const REMINDER_FORM_MESSAGES = {
  habit_id: 'Choose a habit or a medicine',
  local_time: 'Choose a time',
} as const;

/** The schedule's contract fields, in the order the form names their problems. */
const SCHEDULE_FIELDS = ['local_time', 'weekdays', 'channels', 'time_zone'] as const;

/** The forms show one problem at a time, the first in `order`, in one alert. */
function firstProblem<Field extends string>(
  error: (name: Field) => string | undefined,
  order: readonly Field[],
): string | null {
  for (const name of order) {
    const message = error(name);
    if (message) return message;
  }
  return null;
}

/** The schedule control, as the contract's body fields; the reminder runs in `timeZone`. */
function scheduleFields(schedule: ReminderSchedule, timeZone: string) {
  return {
    local_time: schedule.localTime,
    weekdays: schedule.weekdays,
    channels: schedule.channels,
    time_zone: timeZone,
  };
}

/**
 * Once a submit was refused, every change checks the whole form again, so the message goes as soon
 * as it is right. The whole form, because the problems sit on the contract's fields (`habit_id`,
 * `local_time`), not on the fields that hold them (`target`, `schedule`). Call it while rendering:
 * `isSubmitted` is read there so the form re-renders when it changes.
 */
function recheckAfterRefusal(form: {
  formState: { isSubmitted: boolean };
  trigger: () => Promise<boolean>;
}): () => void {
  const isSubmitted = form.formState.isSubmitted;
  return () => {
    if (isSubmitted) void form.trigger();
  };
}

/** 'habit:<id>' or 'medication:<id>' from the target select, as the API's body fields. */
export function targetFields(
  target: string,
): Pick<ReminderInput, 'habit_id' | 'medication_id'> | null {
  const [kind, ...rest] = target.split(':');
  const id = rest.join(':');
  if (!id) return null;
  if (kind === 'habit') return { habit_id: id };
  if (kind === 'medication') return { medication_id: id };
  return null;
}

export function RemindersManager(): ReactElement {
  // The account's time zone (set on /account), else this browser's.
  const { timeZone, isPending } = useUnitPreferences();
  return (
    <div className="space-y-6">
      <NewReminderForm timeZone={timeZone} zonePending={isPending} />
      <ReminderList timeZone={timeZone} />
    </div>
  );
}

/** The target as the select names it ('habit:<id>'), and the schedule control's value. */
interface NewReminderFields {
  target: string;
  schedule: ReminderSchedule;
}

function NewReminderForm({
  timeZone,
  zonePending,
}: {
  timeZone: string;
  zonePending: boolean;
}): ReactElement {
  const headingId = useId();
  const targetId = useId();
  const today = useToday();
  const habits = useHabits(today);
  const medications = useMedications();
  const problemId = useId();
  const create = useCreateReminder();
  const toInput = ({ target, schedule }: NewReminderFields): ReminderInput => ({
    ...targetFields(target),
    ...scheduleFields(schedule, timeZone),
  });
  const form = useContractForm<typeof reminderInputSchema, NewReminderFields>({
    schema: reminderInputSchema,
    defaultValues: { target: '', schedule: DEFAULT_SCHEDULE },
    toInput,
    messages: REMINDER_FORM_MESSAGES,
  });
  const recheck = recheckAfterRefusal(form);
  const problem = firstProblem(form.error, ['habit_id', ...SCHEDULE_FIELDS]);
  const activeHabits = (habits.data?.habits ?? []).filter((habit) => habit.archived_at === null);
  const activeMedicines = (medications.data ?? []).filter((medicine) => medicine.active);
  const hasTargets = activeHabits.length > 0 || activeMedicines.length > 0;

  // The body is built from the fields as before; the contract's parse would add its defaults.
  const submit = form.handleSubmit(() => {
    create.mutate(toInput(form.getValues()), { onSuccess: () => form.reset() });
  });

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <SectionHeading id={headingId} level={2}>
        New reminder
      </SectionHeading>
      {!habits.isPending && !medications.isPending && !hasTargets ? (
        <p className="text-sm text-slate-700">
          Reminders are for a habit or a medicine. Add a{' '}
          <Link to="/habits" className={LINK}>
            habit
          </Link>{' '}
          or a{' '}
          <Link to="/medications" className={LINK}>
            medicine
          </Link>{' '}
          first.
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <div>
            <Label htmlFor={targetId}>Remind me about</Label>
            <select
              id={targetId}
              {...form.invalidProps('habit_id', problemId)}
              {...form.register('target', { onChange: recheck })}
              className="h-11 w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <option value="">Choose a habit or a medicine</option>
              {activeHabits.length > 0 && (
                <optgroup label="Habits">
                  {activeHabits.map((habit) => (
                    <option key={habit.id} value={`habit:${habit.id}`}>
                      {habit.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {activeMedicines.length > 0 && (
                <optgroup label="Medicines">
                  {activeMedicines.map((medicine) => (
                    <option key={medicine.id} value={`medication:${medicine.id}`}>
                      {medicine.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </div>
          <ReminderScheduleFields
            value={form.watch('schedule')}
            onChange={(schedule) => {
              form.setValue('schedule', schedule);
              recheck();
            }}
            timeZone={timeZone}
          />
          <div aria-live="polite" className="text-sm">
            {(problem ?? create.error) && (
              <p id={problemId} role="alert" className="font-medium text-red-800">
                {problem ?? create.error?.message}
              </p>
            )}
            {create.isSuccess && !problem && <p className="text-teal-800">Reminder added.</p>}
          </div>
          <Button type="submit" disabled={create.isPending || zonePending}>
            {create.isPending ? 'Adding...' : 'Add reminder'}
          </Button>
        </form>
      )}
    </section>
  );
}

function ReminderList({ timeZone }: { timeZone: string }): ReactElement {
  const headingId = useId();
  const reminders = useReminders(true);
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <SectionHeading id={headingId} level={2}>
        Your reminders
      </SectionHeading>
      <QueryState
        query={reminders}
        loading="Loading your reminders..."
        failed="Your reminders could not be loaded"
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-700">No reminders yet.</p>
          ) : (
            <ul className="space-y-3">
              {list.map((reminder) => (
                <ReminderItem key={reminder.id} reminder={reminder} timeZone={timeZone} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

const nextRunFormat = localTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function ReminderItem({
  reminder,
  timeZone,
}: {
  reminder: Reminder;
  timeZone: string;
}): ReactElement {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateReminder();
  const remove = useDeleteReminder();
  const what = reminder.kind === 'habit' ? 'Habit' : 'Medicine';
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold break-words text-slate-900">
            <Bell className="h-4 w-4 shrink-0 text-teal-800" aria-hidden="true" />
            {reminder.target_name}
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {what}
            </span>
            {!reminder.active && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Paused
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {reminder.local_time} ({reminder.time_zone}) · {describeWeekdays(reminder.weekdays)} ·{' '}
            {reminder.channels.map((channel) => CHANNEL_LABELS[channel]).join(' and ')}
          </p>
          {reminder.next_run_at && (
            <p className="mt-1 text-xs text-slate-700">
              Next: {nextRunFormat.format(new Date(reminder.next_run_at))}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: reminder.id, patch: { active: !reminder.active } })}
          >
            {reminder.active ? 'Pause' : 'Resume'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isEditing}
            aria-label={`Edit reminder for ${reminder.target_name}`}
            onClick={() => setIsEditing((open) => !open)}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit
          </Button>
          <DeleteConfirmButton
            triggerLabel={`Delete reminder for ${reminder.target_name}`}
            title="Delete this reminder?"
            description={`You will no longer be reminded about ${reminder.target_name}. The ${what.toLowerCase()} itself stays.`}
            confirmLabel="Delete reminder"
            busyLabel="Deleting..."
            isBusy={remove.isPending}
            errorMessage={remove.error?.message ?? null}
            onConfirm={(close) => remove.mutate(reminder.id, { onSuccess: close })}
            onClosed={() => remove.reset()}
          />
        </div>
      </div>
      {update.isError && !isEditing && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          Not saved: {update.error.message}
        </p>
      )}
      {isEditing && (
        <EditReminderForm
          reminder={reminder}
          timeZone={timeZone}
          onDone={() => setIsEditing(false)}
        />
      )}
    </li>
  );
}

interface EditReminderFields {
  schedule: ReminderSchedule;
}

function EditReminderForm({
  reminder,
  timeZone,
  onDone,
}: {
  reminder: Reminder;
  timeZone: string;
  onDone: () => void;
}): ReactElement {
  const update = useUpdateReminder();
  // Saving moves the reminder to the account's time zone (else this browser's), which the form shows.
  const toInput = ({ schedule }: EditReminderFields): ReminderPatch =>
    scheduleFields(schedule, timeZone);
  const form = useContractForm<typeof reminderPatchSchema, EditReminderFields>({
    schema: reminderPatchSchema,
    defaultValues: {
      schedule: {
        localTime: reminder.local_time,
        weekdays: reminder.weekdays,
        channels: reminder.channels,
      },
    },
    toInput,
    messages: REMINDER_FORM_MESSAGES,
  });
  const recheck = recheckAfterRefusal(form);
  const problem = firstProblem(form.error, SCHEDULE_FIELDS);
  const submit = form.handleSubmit(() => {
    update.mutate({ id: reminder.id, patch: toInput(form.getValues()) }, { onSuccess: onDone });
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Edit reminder for ${reminder.target_name}`}
      className="mt-4 space-y-4 border-t border-slate-100 pt-4"
    >
      <ReminderScheduleFields
        value={form.watch('schedule')}
        onChange={(schedule) => {
          form.setValue('schedule', schedule);
          recheck();
        }}
        timeZone={timeZone}
      />
      {(problem ?? update.error) && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem ?? update.error?.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
