// The shared form hook on its own: a tiny form with a zod contract whose messages are keys of
// auth.fields.errors, a mutation the test answers by hand, and a server refusal mapped to a field.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { AuthField } from '../../components/form/auth-field';
import { changeLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { setupUser } from '../../test/user-events';
import { ApiError } from '../api-client';
import { errorMessage } from '../error-message';
import { useTranslation } from '../../i18n/react';
import { useGuardedMutation } from '../query/use-guarded-mutation';
import { lazySchema } from './contract-resolver';
import { useContractForm } from './use-contract-form';

const schema = z.object({
  name: z.string().trim().min(1, 'required'),
  email: z.string().trim().min(1, 'required').pipe(z.email('email')),
});
type Values = z.input<typeof schema>;

interface Server {
  calls: z.output<typeof schema>[];
  answer: () => Promise<void>;
}

function TestForm({ server, load }: { server: Server; load?: () => Promise<ZodType<z.output<typeof schema>>> }) {
  const { t } = useTranslation();
  const mutation = useGuardedMutation({
    mutationFn: (values: z.output<typeof schema>) => {
      server.calls.push(values);
      return server.answer();
    },
  });
  const { field, formProps, sending, failure } = useContractForm({
    schema: load ?? schema,
    defaultValues: { name: '', email: '' } satisfies Values,
    mutation,
    fieldErrorsFor: (error) => (error instanceof ApiError && error.code === 'TAKEN' ? { email: 'email' } : {}),
  });
  return (
    <form {...formProps} aria-label="Test">
      <AuthField {...field('name')} label="Name" type="text" autoComplete="name" />
      <AuthField {...field('email')} label="E-mail" type="email" autoComplete="email" />
      <p role="alert">{failure ? errorMessage(t, failure) : ''}</p>
      <button type="submit" disabled={sending}>
        {sending ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('useContractForm', () => {
  it('says every invalid field in the page language, focuses the first, and sends nothing', async () => {
    const server: Server = { calls: [], answer: () => Promise.resolve() };
    const user = setupUser();
    const { i18n } = await renderWithProviders(<TestForm server={server} />);
    await user.type(input('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(screen.getByText(/Please enter a valid e-mail address/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Name')));
    expect(input('E-mail').value).toBe('not-an-address');
    expect(server.calls).toEqual([]);

    // The errors are keys: they follow a language switch.
    await act(() => changeLanguage(i18n, 'fr'));
    expect(await screen.findByText('Veuillez remplir ce champ.')).toBeTruthy();

    // Editing a field clears its error, and only its error.
    await user.type(input('Name'), 'Amina');
    expect(input('Name').getAttribute('aria-invalid')).toBeNull();
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the contract output once, however fast the clicks, and keeps the values after a failure', async () => {
    let fail: (error: unknown) => void = () => {};
    const server: Server = { calls: [], answer: () => new Promise<void>((_, reject) => (fail = reject)) };
    const user = setupUser();
    await renderWithProviders(<TestForm server={server} />);
    await user.type(input('Name'), '  Amina ');
    await user.type(input('E-mail'), 'amina@example.com');
    const send = screen.getByRole('button', { name: 'Send' });
    await act(async () => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending' }).disabled).toBe(true));
    expect(server.calls).toEqual([{ name: 'Amina', email: 'amina@example.com' }]);

    await act(async () => fail(new ApiError('RATE_LIMITED', 429)));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a while and try again.'));
    expect(input('Name').value).toBe('  Amina ');
    expect(input('E-mail').value).toBe('amina@example.com');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
  });

  it('puts a server refusal on its field and focuses it', async () => {
    const server: Server = { calls: [], answer: () => Promise.reject(new ApiError('TAKEN', 409)) };
    const user = setupUser();
    await renderWithProviders(<TestForm server={server} />);
    await user.type(input('Name'), 'Amina');
    await user.type(input('E-mail'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(input('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Please enter a valid e-mail address/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('E-mail')));
    expect(input('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('loads a lazy contract on first use, and says a failed download as a network failure', async () => {
    let online = false;
    const load = lazySchema(() => (online ? Promise.resolve(schema) : Promise.reject(new Error('chunk failed'))));
    const server: Server = { calls: [], answer: () => Promise.resolve() };
    const user = setupUser();
    await renderWithProviders(<TestForm server={server} load={load} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/We could not reach Sahel Hearts/));
    expect(server.calls).toEqual([]);

    // A failed download is not kept: the next try fetches it again, and the contract's checks apply.
    online = true;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
