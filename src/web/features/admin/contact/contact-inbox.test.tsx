// The contact inbox on /admin: the new messages in the server's order with Premium marked, a
// message opened with its thread, an answer sent (the POST body) and shown with who wrote it, an
// empty answer refused without a request, the status changed, and a load failure with Retry.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessageSummary, ContactThread } from '../../../../shared/contracts/admin-contact';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { ContactInbox } from './contact-inbox';

const SELAM: ContactMessageSummary = {
  id: 2,
  name: 'Selam',
  email: 'selam@example.org',
  subject: 'Billing question',
  language: 'fr',
  status: 'new',
  priority: true,
  receivedAt: '2026-11-27T09:00:00.000Z',
  replies: 0,
};
const VISITOR: ContactMessageSummary = {
  ...SELAM,
  id: 1,
  name: 'Awa',
  email: 'awa@example.org',
  subject: 'Hello',
  language: 'en',
  priority: false,
};
const THREAD: ContactThread = { message: { ...SELAM, message: 'Où est ma facture ?', memberId: 'm1' }, replies: [] };
const ANSWERED: ContactThread = {
  message: { ...THREAD.message, status: 'answered', replies: 1 },
  replies: [{ id: 9, body: 'Dans votre compte.', language: 'fr', sentAt: '2026-11-27T10:00:00.000Z', admin: { id: 'a1', name: 'Hodan' } }],
};

afterEach(() => vi.restoreAllMocks());

describe('ContactInbox', () => {
  it('lists the new messages in the given order with Premium marked, and answers one', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/contact': () => json(200, { messages: [SELAM, VISITOR] }),
      'GET /api/admin/contact/2': () => json(200, THREAD),
      'POST /api/admin/contact/2/replies': () => json(200, ANSWERED),
    });
    const user = setupUser();
    await renderWithProviders(<ContactInbox />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 2, name: 'Contact inbox' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Premium: priorityBilling question/),
      expect.stringMatching(/^Hello/),
    ]);

    await user.click(within(items[0]!).getByRole('button', { name: /Billing question/ }));
    expect(await screen.findByText('Où est ma facture ?')).toBeTruthy();
    expect(screen.getByText(/Selam wrote \(in French\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByText('Write an answer of up to 5,000 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.route.startsWith('POST'))).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your answer (write it in French)' }), 'Dans votre compte.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(screen.getByText('The answer was sent.')).toBeTruthy());
    expect(calls.find((call) => call.route === 'POST /api/admin/contact/2/replies')?.body).toEqual({ body: 'Dans votre compte.' });
    expect(screen.getByText(/Answered by Hodan/)).toBeTruthy();
    expect(screen.getByText('Dans votre compte.')).toBeTruthy();
  });

  it('closes a message, and shows the other statuses when asked', async () => {
    const { spy, calls } = stubFetch({
      'GET /api/admin/contact': () => json(200, { messages: [SELAM] }),
      'GET /api/admin/contact/2': () => json(200, THREAD),
      'POST /api/admin/contact/2/status': () => json(200, { ...THREAD, message: { ...THREAD.message, status: 'closed' } }),
    });
    const user = setupUser();
    await renderWithProviders(<ContactInbox />, { route: '/admin' });
    await user.click(await screen.findByRole('button', { name: /Billing question/ }));
    await user.click(await screen.findByRole('button', { name: 'Close the message' }));
    expect(await screen.findByRole('button', { name: 'Reopen the message' })).toBeTruthy();
    expect(calls.find((call) => call.route === 'POST /api/admin/contact/2/status')?.body).toEqual({ status: 'closed' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All messages');
    await waitFor(() => expect(spy.mock.calls.some(([input]) => typeof input === 'string' && input.includes('status=all'))).toBe(true));
  });

  it('says when there is no message, and when the inbox could not be loaded, with Retry', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/admin/contact': () => (++calls === 1 ? json(500, { code: 'INTERNAL', message: 'x' }) : json(200, { messages: [] })),
    });
    const user = setupUser();
    await renderWithProviders(<ContactInbox />, { route: '/admin' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The contact messages could not be loaded.'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No message here.')).toBeTruthy();
  });
});
