// The form's shape and its error keys (contact.form.errors). The checks are the shared contract
// (src/shared/contracts/contact.ts), fetched with zod on the first check: the page loads without it.
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Keys of contact.form.errors; `tooLong` says the field's own limit (contact-input.tsx). */
export type ContactErrorKey = 'required' | 'email' | 'tooLong' | 'invalid';

/** What the contract's first issue on a field means to the sender. */
export function contactErrorKey(field: ContactField, issue: { type: string }, values: ContactValues): ContactErrorKey {
  if (values[field].trim() === '') return 'required';
  if (issue.type === 'too_big') return 'tooLong';
  return field === 'email' ? 'email' : 'invalid';
}
