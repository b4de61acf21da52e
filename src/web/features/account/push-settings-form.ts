// The quiet hours form's values and checks (docs/decisions/0035-push-notifications.md): the
// member's, the same on each of their devices; flat fields for the inputs, turned into the shared
// contract's shape when sent.
import { z } from 'zod';
import type { PushSettings } from '../../../shared/contracts/push';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time_of_day' });

export const pushSettingsFormSchema = z
  .object({
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
    quiet: settings.quietHours !== null,
    quietStart: settings.quietHours?.start ?? '22:00',
    quietEnd: settings.quietHours?.end ?? '07:00',
    timeZone: neverSaved ? browserTimeZone() : settings.timeZone,
  };
}

export function settingsOf(values: PushSettingsFormValues): PushSettings {
  return {
    quietHours: values.quiet ? { start: values.quietStart, end: values.quietEnd } : null,
    timeZone: values.timeZone,
  };
}

/** The zones the browser knows, the member's own among them. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...known])].sort();
}
