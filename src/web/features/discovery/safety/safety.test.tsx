// Report and block (decisions.md, "Discovery"): on every card and every profile view; a report
// needs a reason and may carry words, a block asks first; either takes the member off the deck at
// once. Also the two exported pieces on their own, as the matches and country pages use them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, refreshSession } from '../../../lib/session/use-session';
import { renderWithProviders } from '../../../test/render';
import { setMatchMedia } from '../../../test/setup';
import { member } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { DiscoveryPage } from '../discovery-page';
import { card, deck, json, profileOf, stubApi } from '../test-fixtures';
import { BlockButton } from './block-button';
import { ReportButton } from './report-button';
import { ReportDialog } from './report-dialog';

const VERIFIED = member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true });
const amina = card('a1', { displayName: 'Amina' });
const dawit = card('d1', { displayName: 'Dawit' });

beforeEach(() => {
  forgetSession();
  setMatchMedia({ reducedMotion: true });
});
afterEach(() => vi.restoreAllMocks());

async function renderDeck(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /api/discovery/deck': () => json(200, deck({ cards: [amina, dawit] })), ...routes }, VERIFIED);
  await refreshSession();
  await renderWithProviders(<DiscoveryPage />);
  await screen.findByRole('heading', { level: 2, name: /Amina/ });
  return api;
}

const topCard = () => screen.getByRole('heading', { level: 2, name: /\u2069, 30/ }).closest('article')!;

describe('reporting', () => {
  it('needs a reason, sends the reason and the words, and the member leaves the deck at once', async () => {
    const user = setupUser();
    const api = await renderDeck({ 'POST /api/discovery/reports': () => json(200, { reported: true }) });
    await user.click(within(topCard()).getByRole('button', { name: 'Report Amina' }));
    const dialog = screen.getByRole('dialog', { name: 'Report \u2068Amina\u2069' });
    const reasons = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.textContent);
    expect(reasons).toEqual(['Fake profile', 'Scam or request for money', 'Harassment', 'Under 18', 'Offensive photo', 'Something else']);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose what is wrong.')).toBeTruthy();
    expect(api.of('POST /api/discovery/reports')).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or request for money' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Anything else we should know (optional)' }), ' Asked me for money. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Thank you. Our team will review your report, and you will not see \u2068Amina\u2069 again.'),
    ).toBeTruthy();
    expect(api.of('POST /api/discovery/reports').map((call) => call.body)).toEqual([
      { memberId: 'a1', reason: 'scam', details: 'Asked me for money.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: /Amina/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /Dawit/ })).toBeTruthy();
    // The Report button went with the card: the keyboard goes on from the deck.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Members to discover' }));
  });

  it('keeps the member and says why when the report cannot be sent', async () => {
    const user = setupUser();
    await renderDeck({ 'POST /api/discovery/reports': () => json(503, { code: 'DATABASE_UNAVAILABLE', message: 'down' }) });
    await user.click(within(topCard()).getByRole('button', { name: 'Report Amina' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    // The alert is always on the page (components/form/form-notice.tsx): wait for its words.
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/.+/));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: /Amina/ })).toBeTruthy();
  });
});

describe("the day's reports", () => {
  it("says in words that the day's reports are spent, keeps the member, and leaves Block to them", async () => {
    const user = setupUser();
    await renderDeck({
      'POST /api/discovery/reports': () =>
        json(429, { code: 'REPORT_LIMIT_REACHED', message: 'You have sent too many reports today.', details: { retryAfterSeconds: 3600 } }),
    });
    await user.click(within(topCard()).getByRole('button', { name: 'Report Amina' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'You have sent many reports today, so we cannot take another one yet. Our team is reviewing the ones you sent, and you can still block this member at once.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(topCard()).getByRole('button', { name: 'Block Amina' })).toBeTruthy();
  });
});

describe('blocking', () => {
  it('asks first; Cancel sends nothing; Yes blocks and the member leaves the deck', async () => {
    const user = setupUser();
    const api = await renderDeck({ 'POST /api/discovery/blocks': () => json(200, { blocked: true }) });
    const blockButton = within(topCard()).getByRole('button', { name: 'Block Amina' });
    await user.click(blockButton);
    let dialog = screen.getByRole('dialog', { name: 'Block \u2068Amina\u2069?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(blockButton);
    expect(api.of('POST /api/discovery/blocks')).toEqual([]);

    await user.click(blockButton);
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, block' }));
    expect(await screen.findByText('\u2068Amina\u2069 is blocked. You will not see each other again.')).toBeTruthy();
    expect(api.of('POST /api/discovery/blocks').map((call) => call.body)).toEqual([{ memberId: 'a1' }]);
    expect(screen.queryByRole('heading', { level: 2, name: /Amina/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /Dawit/ })).toBeTruthy();
  });

  it('blocks from the full profile too, which closes it', async () => {
    const user = setupUser();
    const api = await renderDeck({
      'GET /api/discovery/members/:id': () => json(200, profileOf(amina)),
      'POST /api/discovery/blocks': () => json(200, { blocked: true }),
    });
    await user.click(within(topCard()).getByRole('button', { name: /open the full profile/ }));
    const profile = await screen.findByRole('dialog', { name: /Amina/ });
    await user.click(await within(profile).findByRole('button', { name: 'Block Amina' }));
    await user.click(screen.getByRole('button', { name: 'Yes, block' }));
    expect(await screen.findByText('\u2068Amina\u2069 is blocked. You will not see each other again.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.of('POST /api/discovery/blocks').map((call) => call.body)).toEqual([{ memberId: 'a1' }]);
    expect(screen.getByRole('heading', { level: 2, name: /Dawit/ })).toBeTruthy();
  });
});

describe('the exported pieces, on their own', () => {
  it('ReportDialog reports and calls back; Escape asks to close it', async () => {
    const user = setupUser();
    const api = stubApi({ 'POST /api/discovery/reports': () => json(200, { reported: true }) });
    const onReported = vi.fn();
    const onClose = vi.fn();
    await renderWithProviders(<ReportDialog member={{ id: 'x1', displayName: 'Selam' }} open onClose={onClose} onReported={onReported} />);
    const dialog = screen.getByRole('dialog', { name: 'Report \u2068Selam\u2069' });
    await user.click(within(dialog).getByRole('radio', { name: 'Under 18' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(onReported).toHaveBeenCalledOnce());
    expect(api.of('POST /api/discovery/reports').map((call) => call.body)).toEqual([{ memberId: 'x1', reason: 'under_18', details: '' }]);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('ReportButton given a message reports that message, with the reason chosen ahead that the member may change', async () => {
    const user = setupUser();
    const api = stubApi({ 'POST /api/discovery/reports': () => json(200, { reported: true }) });
    const onReported = vi.fn();
    await renderWithProviders(
      <ReportButton member={{ id: 'x3', displayName: 'Idris' }} messageId={42} defaultReason="scam" onReported={onReported} />,
    );
    await user.click(screen.getByRole('button', { name: 'Report this message from Idris' }));
    const dialog = screen.getByRole('dialog', { name: 'Report \u2068Idris\u2069' });
    expect(within(dialog).getByText(/Our safety team will see the message you are reporting/)).toBeTruthy();
    // The suggested reason is chosen and has the focus: the keyboard starts from it.
    const scam = within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Scam or request for money' });
    expect(scam.checked).toBe(true);
    expect(document.activeElement).toBe(scam);
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(onReported).toHaveBeenCalledOnce());
    expect(api.of('POST /api/discovery/reports').map((call) => call.body)).toEqual([
      { memberId: 'x3', reason: 'harassment', details: '', messageId: 42 },
    ]);
  });

  it('BlockButton blocks after the question and calls back', async () => {
    const user = setupUser();
    const api = stubApi({ 'POST /api/discovery/blocks': () => json(200, { blocked: true }) });
    const onBlocked = vi.fn();
    await renderWithProviders(<BlockButton member={{ id: 'x2', displayName: 'Hodan' }} onBlocked={onBlocked} />);
    await user.click(screen.getByRole('button', { name: 'Block Hodan' }));
    await user.click(screen.getByRole('button', { name: 'Yes, block' }));
    await vi.waitFor(() => expect(onBlocked).toHaveBeenCalledOnce());
    expect(api.of('POST /api/discovery/blocks').map((call) => call.body)).toEqual([{ memberId: 'x2' }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
