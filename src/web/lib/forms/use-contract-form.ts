// The one way the web app builds a form (docs/decisions/0029-forms.md): react-hook-form holds the
// values, a shared zod contract checks them (contract-resolver.ts), and a TanStack Query mutation
// sends them, so the form keeps no sending flag or failure of its own. What every form gets:
// the typed values kept across failures, per-field errors as translation keys, focus on the
// first invalid field after the render that marks it, one request at a time (the guarded
// mutation drops a second click), and the server's refusals shown on the fields they concern.
import { type FormEvent, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type PathValue, useForm } from 'react-hook-form';
import { ApiError } from '../api-client';
import { contractResolver, type ErrorKeyOf, preloadValidation, SCHEMA_UNAVAILABLE, type SchemaSource } from './contract-resolver';

/** What useGuardedMutation (lib/query/use-guarded-mutation.ts) and usePageMutation give. */
export interface FormMutation<Data, Variables> {
  send: (
    variables: Variables,
    callbacks?: { onSuccess?: (data: Data, variables: Variables) => void; onError?: (error: unknown) => void },
  ) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

export type FieldKeys<V> = Partial<Record<keyof V & string, string>>;

export interface ContractFormOptions<V extends FieldValues, Output, Data, Variables> {
  schema: SchemaSource<Output>;
  defaultValues: V;
  /** The write that sends the form (a form that writes nothing, like filters, has `apply`). */
  mutation?: FormMutation<Data, Variables>;
  /** What a form that writes nothing does with valid values. */
  apply?: (variables: Variables) => void;
  /** What the mutation is sent, from the contract's output (the output itself by default). */
  toVariables?: (output: Output, values: V) => Variables;
  errorKey?: ErrorKeyOf<V>;
  /** The fields a server refusal concerns (UNDER_MINIMUM_AGE: the date of birth), as keys. */
  fieldErrorsFor?: (error: unknown, values: V) => FieldKeys<V>;
  onSuccess?: (data: Data, variables: Variables) => void;
  onError?: (error: unknown) => void;
  /** A change makes "saved" untrue: the mutation's success is forgotten at the first edit. */
  successUntilEdit?: boolean;
  /** Focus for a field whose registered input is not the one to focus (a group of its own). */
  focus?: (field: keyof V & string) => void;
}

export function useContractForm<V extends FieldValues, Output, Data, Variables = Output>(
  options: ContractFormOptions<V, Output, Data, Variables>,
) {
  const { mutation, fieldErrorsFor, successUntilEdit } = options;
  const fields = Object.keys(options.defaultValues) as (keyof V & string)[];
  const form = useForm<V, unknown, Output>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver: contractResolver<V, Output>(options.schema, options.errorKey),
    // Checked on Send only; an edit clears the field's error (edited, below).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus moves after the render that marks the field, so a screen reader says its error too.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  // A form whose contract is already here (a member's page) fetches the resolver at once; a
  // public page's form waits for interest (preload, below) to fetch both.
  useEffect(() => {
    if (typeof options.schema !== 'function') preloadValidation(options.schema);
    // Once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new object each time, so the same field is focused again after another failed try.
  const [focusRequest, setFocusRequest] = useState<{ field: keyof V & string } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    if (options.focus) options.focus(focusRequest.field);
    else form.setFocus(focusRequest.field as Path<V>);
    // The request alone moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const errorOf = (field: keyof V & string): string | undefined =>
    (errors as Record<string, { message?: unknown } | undefined>)[field]?.message as string | undefined;
  const focusFirst = (found: FieldKeys<V> | Record<string, unknown>) => {
    const first = fields.find((field) => found[field]);
    if (first) setFocusRequest({ field: first });
  };

  const showServerErrors = (error: unknown, values: V) => {
    const found: FieldKeys<V> = fieldErrorsFor?.(error, values) ?? {};
    for (const field of fields) {
      const message = found[field];
      if (message) form.setError(field as Path<V>, { type: 'server', message });
    }
    focusFirst(found);
  };

  const valid = (output: Output) => {
    const values = form.getValues();
    const variables = options.toVariables ? options.toVariables(output, values) : (output as unknown as Variables);
    if (!mutation) return options.apply?.(variables);
    mutation.send(variables, {
      onSuccess: (data) => options.onSuccess?.(data, variables),
      // The typed values stay in the form for another try.
      onError: (error) => {
        showServerErrors(error, values);
        options.onError?.(error);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.handleSubmit(valid, (found) => {
      // An earlier failure is no longer the news; one on its way is left alone.
      if (mutation && !mutation.isPending) mutation.reset();
      focusFirst(found);
    })(event);
  };

  /** Clears what an edit makes stale: the field's error, and "saved". */
  const edited = (field: keyof V & string) => {
    if (errorOf(field)) form.clearErrors(field as Path<V>);
    if (successUntilEdit && mutation?.isSuccess) mutation.reset();
  };

  /** For inputs: register's props, and the field's error key. */
  const field = (name: keyof V & string) => ({
    name,
    error: errorOf(name),
    input: form.register(name as Path<V>, { onChange: () => edited(name) }),
  });

  /** For a control that is not one input (a checkbox group): set the value as an edit. */
  const set = <F extends keyof V & string>(name: F, value: PathValue<V, Path<V> & F>) => {
    form.setValue(name as unknown as Path<V>, value);
    edited(name);
  };

  /** Starts a lazy contract's download as soon as the member shows interest (focus). */
  const preload = () => preloadValidation(options.schema);
  const formProps = { noValidate: true, onSubmit, onFocus: preload };

  const schemaUnavailable = errors.root?.type === SCHEMA_UNAVAILABLE;
  const failure: unknown = schemaUnavailable ? new ApiError('NETWORK', 0) : mutation?.isError ? mutation.error : null;
  return { form, field, set, errorOf, formProps, sending: mutation?.isPending ?? false, failure };
}
