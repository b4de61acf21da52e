// The push settings form's values and checks (docs/decisions/0035-push-notifications.md): flat
// fields for the inputs, turned into the shared contract's shape when sent.
import { z } from 'zod';
import type { PushSettings } from '../../../shared/contracts/push';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time_of_day' });

export const pushSettingsFormSchema = z
  .object({
    match: z.boolean(),
    message: z.boolean(),
    like: z.boolean(),
    eventReminder: z.boolean(),
    privateMode: z.boolean(),
    showMessageText: z.boolean(),
    quiet: z.boolean(),
    quietStart: z.string(),
    quietEnd: z.string(),
    timeZone: z.string().min(1, { message: 'time_zone' }),
  })
  .superRefine((values, context) => {
    if (!values.quiet) return;
    for (const field of ['quietStart', 'quietEnd'] as const) {
      if (!timeOfDay.safeParse(values[field]).success) context.addIssue({ code: 'custom', path: [field], message: 'time_of_day' });
    }
  });
export type PushSettingsFormValues = z.infer<typeof pushSettingsFormSchema>;

/** The browser's own time zone: the default before the member saves one. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function formValuesOf(settings: PushSettings, neverSaved: boolean): PushSettingsFormValues {
  return {
    match: settings.kinds.match,
    message: settings.kinds.message,
    like: settings.kinds.like,
    eventReminder: settings.kinds['event-reminder'],
    privateMode: settings.privateMode,
    showMessageText: settings.showMessageText,
    quiet: settings.quietHours !== null,
    quietStart: settings.quietHours?.start ?? '22:00',
    quietEnd: settings.quietHours?.end ?? '07:00',
    timeZone: neverSaved ? browserTimeZone() : settings.timeZone,
  };
}

export function settingsOf(values: PushSettingsFormValues): PushSettings {
  return {
    kinds: { match: values.match, message: values.message, like: values.like, 'event-reminder': values.eventReminder },
    privateMode: values.privateMode,
    showMessageText: values.showMessageText && !values.privateMode,
    quietHours: values.quiet ? { start: values.quietStart, end: values.quietEnd } : null,
    timeZone: values.timeZone,
  };
}

/** The zones the browser knows, the member's own among them. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...known])].sort();
}
