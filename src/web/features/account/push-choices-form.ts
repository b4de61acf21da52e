// This device's choices as a form (docs/decisions/0035-push-notifications.md): flat fields for the
// inputs, turned into the shared contract's shape when sent; the words of a message never with
// private mode.
import { z } from 'zod';
import type { PushDeviceChoices } from '../../../shared/contracts/push';

export const pushChoicesFormSchema = z.object({
  match: z.boolean(),
  message: z.boolean(),
  like: z.boolean(),
  eventReminder: z.boolean(),
  privateMode: z.boolean(),
  showMessageText: z.boolean(),
});
export type PushChoicesFormValues = z.infer<typeof pushChoicesFormSchema>;

export function choicesFormValuesOf(choices: PushDeviceChoices): PushChoicesFormValues {
  return {
    match: choices.kinds.match,
    message: choices.kinds.message,
    like: choices.kinds.like,
    eventReminder: choices.kinds['event-reminder'],
    privateMode: choices.privateMode,
    showMessageText: choices.showMessageText,
  };
}

export function choicesOf(values: PushChoicesFormValues): PushDeviceChoices {
  return {
    kinds: { match: values.match, message: values.message, like: values.like, 'event-reminder': values.eventReminder },
    privateMode: values.privateMode,
    showMessageText: values.showMessageText && !values.privateMode,
  };
}
