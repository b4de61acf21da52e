// The state every account form shares: values kept across failures, per-field errors, one
// request at a time, and focus on the first invalid field after the render that marks it.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './validate';

export interface AuthFormOptions<F extends string> {
  fields: readonly F[];
  initial: Record<F, string>;
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /** Sends the form; may return field errors the server found (e.g. UNDER_MINIMUM_AGE). */
  send: (values: Record<F, string>) => Promise<void>;
  /** Field errors implied by a server failure, if any. */
  fieldErrorsFor?: (error: unknown) => FieldErrors<F>;
}

export function useAuthForm<F extends string>({ fields, initial, validate, send, fieldErrorsFor }: AuthFormOptions<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const busy = useRef(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);
  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const showErrors = (found: FieldErrors<F>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) setFocusRequest({ field: first });
    return first !== undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not state: a double click in the same tick must not send twice.
    if (busy.current) return;
    setFailure(null);
    if (showErrors(validate(values))) return;
    busy.current = true;
    setSending(true);
    try {
      await send(values);
    } catch (error) {
      // The typed values stay in the form for another try.
      setFailure(error);
      if (fieldErrorsFor) showErrors(fieldErrorsFor(error));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      // The member is fixing it: the old message would only be noise now.
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  return { values, sending, failure, onSubmit, field };
}
