// The form's shape, kept apart from the zod checks so that the page can load without zod:
// the checks (validate-contact.ts) are fetched when the visitor starts typing.
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export interface FieldError {
  key: 'required' | 'email' | 'tooLong' | 'invalid';
  max?: number;
}
export type FieldErrors = Partial<Record<ContactField, FieldError>>;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

export const firstInvalidField = (errors: FieldErrors): ContactField | undefined => CONTACT_FIELDS.find((field) => errors[field]);
