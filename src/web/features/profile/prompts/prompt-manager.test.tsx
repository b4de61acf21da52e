// The prompts section of /profile (docs/decisions/0012-profile.md, "Prompts"): answer a prompt
// chosen from the list, remove one, three at most; an answer missing or too long is said in place
// and sends nothing; a refused save says why in words, in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfilePrompts } from '../../../../shared/contracts/profile-prompts';
import { renderWithProviders } from '../../../test/render';
import { json, member, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { PromptManager } from './prompt-manager';

afterEach(() => vi.restoreAllMocks());

async function renderSection(saved: ProfilePrompts, put?: (body: unknown) => Response, language: 'en' | 'ar' = 'en') {
  const stub = stubFetch({
    'GET /api/me': () => json(200, member({ hasSubscription: true })),
    'GET /api/profile/prompts': () => json(200, saved),
    'PUT /api/profile/prompts': put ?? ((body) => json(200, body)),
  });
  await renderWithProviders(<PromptManager />, { language });
  return stub;
}

const puts = (stub: Awaited<ReturnType<typeof renderSection>>) =>
  stub.calls.filter((call) => call.route === 'PUT /api/profile/prompts').map((call) => call.body);

describe('PromptManager', () => {
  it('adds an answer to a prompt chosen from the list, after the ones already there', async () => {
    const stub = await renderSection({ prompts: [{ key: 'family_means', answer: 'Everything.' }] });
    const user = setupUser();
    const prompt = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Prompt' }, { timeout: 5000 });
    // A prompt already answered is not offered again.
    expect(within(prompt).queryByRole('option', { name: 'Family means to me…' })).toBeNull();
    await user.selectOptions(prompt, 'dish_from_home');
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Thieboudienne, like my mother.');
    await user.click(screen.getByRole('button', { name: 'Add this answer' }));
    expect(await screen.findByText('Your answer is saved and shown on your card.')).toBeTruthy();
    expect(puts(stub)).toEqual([
      {
        prompts: [
          { key: 'family_means', answer: 'Everything.' },
          { key: 'dish_from_home', answer: 'Thieboudienne, like my mother.' },
        ],
      },
    ]);
    expect(screen.getByText('Thieboudienne, like my mother.')).toBeTruthy();
    expect(screen.getByText('2 of 3 answered')).toBeTruthy();
  });

  it('says in place what is missing and sends nothing', async () => {
    const stub = await renderSection({ prompts: [] });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Add this answer' }, { timeout: 5000 }));
    expect(await screen.findByText('Choose a prompt.')).toBeTruthy();
    expect(screen.getByText('Write your answer.')).toBeTruthy();
    expect(puts(stub)).toEqual([]);
  });

  it('removes an answer, and offers no new one while three are answered', async () => {
    const three: ProfilePrompts = {
      prompts: [
        { key: 'family_means', answer: 'Everything.' },
        { key: 'ideal_friday', answer: 'Tea with friends.' },
        { key: 'proud_of', answer: 'My daughter.' },
      ],
    };
    const stub = await renderSection(three);
    const user = setupUser();
    expect(
      await screen.findByText('You have answered three prompts. Remove one to answer another.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Prompt' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove your answer to “My ideal Friday night…”' }));
    expect(await screen.findByText('Your answer to “My ideal Friday night…” is removed.')).toBeTruthy();
    expect(puts(stub)).toEqual([{ prompts: [three.prompts[0], three.prompts[2]] }]);
    expect(screen.getByRole('combobox', { name: 'Prompt' })).toBeTruthy();
  });

  it('says why a save was refused, in Arabic', async () => {
    await renderSection({ prompts: [] }, () => json(409, { code: 'PROFILE_REQUIRED', message: 'Save your profile first.' }), 'ar');
    const user = setupUser();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'السؤال' }, { timeout: 5000 }), 'proud_of');
    await user.type(screen.getByRole('textbox', { name: 'إجابتك' }), 'عائلتي');
    await user.click(screen.getByRole('button', { name: 'أضف هذه الإجابة' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('احفظ'));
  });
});
