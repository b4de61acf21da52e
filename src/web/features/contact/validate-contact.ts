// Client-side checks with the server's own contract, so both sides refuse the same input;
// errors are kept as translation keys so they follow a language switch.
import { contactMessageInput } from '../../../shared/contracts/contact';
import { CONTACT_FIELDS, type ContactField, type ContactValues, type FieldErrors } from './contact-fields';
import { refusedFieldNames } from '../../lib/forms/refused-fields';

const isField = (value: unknown): value is ContactField =>
  typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);

export function validateContact(values: ContactValues): FieldErrors {
  const result = contactMessageInput.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    if (values[field].trim() === '') errors[field] = { key: 'required' };
    else if (issue.code === 'too_big') errors[field] = { key: 'tooLong', max: Number(issue.maximum) };
    else if (field === 'email') errors[field] = { key: 'email' };
    else errors[field] = { key: 'invalid' };
  }
  return errors;
}

/**
 * A 400 names the refused fields (`details.fields[].path`). Our own check explains a field when
 * it can; otherwise (say, a character the server will not store) the field is simply flagged.
 */
export function errorsFromServer(details: unknown, values: ContactValues): FieldErrors {
  const local = validateContact(values);
  const errors: FieldErrors = {};
  for (const field of refusedFieldNames(details)) {
    if (isField(field) && !errors[field]) errors[field] = local[field] ?? { key: 'invalid' };
  }
  return errors;
}
