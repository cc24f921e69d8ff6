/**
 * The when and how of a reminder, shared by the new-reminder form and the edit form: a local time,
 * the weekdays, and in-app and/or email. The time zone is the browser's, shown so nobody wonders
 * whose 08:00 it is.
 */
import { Link } from 'react-router';
import { useId, type ReactElement } from 'react';
import { Input, Label } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import {
  REMINDER_CHANNELS,
  WEEKDAYS,
  WEEKDAY_LABELS,
  type ReminderChannel,
} from '#shared/contracts/reminders.contract';

export interface ReminderSchedule {
  localTime: string;
  weekdays: number[];
  channels: ReminderChannel[];
}

export const DEFAULT_SCHEDULE: ReminderSchedule = {
  localTime: '08:00',
  weekdays: [...WEEKDAYS],
  channels: ['in_app'],
};

export const CHANNEL_LABELS: Record<ReminderChannel, string> = {
  in_app: 'In the app',
  email: 'By email',
};

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

export function describeWeekdays(weekdays: readonly number[]): string {
  if (weekdays.length === 7) return 'Every day';
  const sorted = [...weekdays].sort((a, b) => a - b);
  if (sorted.join() === '1,2,3,4,5') return 'Weekdays';
  if (sorted.join() === '0,6') return 'Weekends';
  return sorted.map((day) => WEEKDAY_LABELS[day]).join(', ');
}

interface CheckboxGroupProps<T> {
  legend: string;
  options: { value: T; label: string }[];
  checked: readonly T[];
  onChange: (checked: T[]) => void;
  /** Each option in its own bordered box (the weekdays read as a row of toggles). */
  isBoxed?: boolean;
}

function CheckboxGroup<T extends string | number>({
  legend,
  options,
  checked,
  onChange,
  isBoxed = false,
}: CheckboxGroupProps<T>): ReactElement {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn('flex flex-wrap', isBoxed ? 'gap-2' : 'gap-4')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-9 items-center gap-2 text-sm text-slate-900',
              isBoxed && 'gap-1.5 rounded-lg border border-slate-300 px-2.5',
            )}
          >
            <input
              type="checkbox"
              checked={checked.includes(option.value)}
              onChange={() => onChange(toggle(checked, option.value))}
              className="h-4 w-4 accent-teal-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ReminderScheduleFieldsProps {
  value: ReminderSchedule;
  onChange: (next: ReminderSchedule) => void;
  timeZone: string;
}

export function ReminderScheduleFields({
  value,
  onChange,
  timeZone,
}: ReminderScheduleFieldsProps): ReactElement {
  const timeId = useId();
  const zoneId = useId();
  return (
    <div className="space-y-4">
      <div>
        <Label htmlFor={timeId}>Time</Label>
        <Input
          id={timeId}
          type="time"
          required
          value={value.localTime}
          onChange={(event) => onChange({ ...value, localTime: event.target.value })}
          aria-describedby={zoneId}
          className="max-w-40"
        />
        <p id={zoneId} className="mt-1 text-xs text-slate-700">
          <span>Your time zone: {timeZone}</span>{' '}
          <Link to="/account#units" className="font-medium text-teal-800 underline">
            Change in account settings
          </Link>
        </p>
      </div>
      <CheckboxGroup
        legend="Days"
        options={WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }))}
        checked={value.weekdays}
        onChange={(weekdays) => onChange({ ...value, weekdays })}
        isBoxed
      />
      <CheckboxGroup
        legend="How to remind you"
        options={REMINDER_CHANNELS.map((channel) => ({
          value: channel,
          label: CHANNEL_LABELS[channel],
        }))}
        checked={value.channels}
        onChange={(channels) => onChange({ ...value, channels })}
      />
    </div>
  );
}
