// The contact form's zod checks (validate-contact.ts) as a separate download, started when the
// visitor starts typing: the page itself loads without zod.
import type * as ValidateContactModule from './validate-contact';

type ValidateContact = typeof ValidateContactModule;

/** The zod checks, loaded once and on demand (zod alone would double the page's script). */
let validator: Promise<ValidateContact> | undefined;
export function loadValidator(): Promise<ValidateContact> {
  validator ??= import('./validate-contact').catch((error: unknown) => {
    validator = undefined; // A failed download may succeed on the next try.
    throw error;
  });
  return validator;
}
