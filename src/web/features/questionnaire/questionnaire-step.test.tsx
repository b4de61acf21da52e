// The questionnaire step (spec sections 2 and 5): Continue stays disabled until all four answers
// are valid, each mistake is said in place, the PUT carries the codes, a refused save keeps every
// answer, and saved answers come back prefilled.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionnaireAnswers } from '../../../shared/contracts/questionnaire';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { QuestionnaireStep } from './questionnaire-step';

beforeEach(() => forgetSession());
afterEach(() => {
  vi.restoreAllMocks();
});

const SAVED: QuestionnaireAnswers = {
  relationshipGoals: 'long_term',
  preferences: ['age_range', 'location'],
  lifestyle: 'smokes_hookah',
  bio: 'Engineer in Addis Ababa.',
};

type User = ReturnType<typeof userEvent.setup>;

async function renderStep(
  { saved = null, put }: { saved?: QuestionnaireAnswers | null; put?: (body: unknown) => Response } = {},
  language: 'en' | 'ar' = 'en',
) {
  const stub = stubFetch({
    'GET /api/questionnaire': () => json(200, { answers: saved }),
    'PUT /api/questionnaire': put ?? ((body) => json(200, { answers: body })),
    'GET /api/me': () => json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true })),
  });
  await renderWithProviders(<QuestionnaireStep />, { language });
  await screen.findByRole('heading', {
    level: 2,
    name: language === 'en' ? 'Sahel Hearts Dating & Marriage Questionnaire' : 'استبيان Sahel Hearts للتعارف والزواج',
  });
  return stub;
}

const group = (name: string) => screen.getByRole('group', { name });
const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
const bio = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'About you' });

async function fillEverything(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Marriage' }));
  await user.click(screen.getByRole('checkbox', { name: 'Religion' }));
  await user.click(screen.getByRole('checkbox', { name: 'Culture' }));
  await user.click(screen.getByRole('radio', { name: "Doesn't Smoke" }));
  await user.type(bio(), '  Nurse in Khartoum, close to my family.  ');
}

describe('QuestionnaireStep', () => {
  it("shows the spec's four questions with exactly its options, and Continue disabled", async () => {
    await renderStep();
    const options = (name: string, role: 'radio' | 'checkbox') =>
      within(group(name))
        .getAllByRole(role)
        .map((input) => input.closest('label')!.textContent);
    expect(options('What are you looking for?', 'radio')).toEqual(['Marriage', 'Long-term Relationship', 'Casual', 'Friendship']);
    expect(options('What matters most to you in a match?', 'checkbox')).toEqual(['Age Range', 'Religion', 'Culture', 'Location']);
    expect(options('Which best describes your lifestyle?', 'radio')).toEqual([
      'Family Oriented',
      'Smokes Hookah',
      "Doesn't Smoke",
      'Active Lifestyle',
    ]);
    expect(bio().value).toBe('');
    expect(continueButton().disabled).toBe(true);
    expect(continueButton().getAttribute('aria-describedby')).toBe('questionnaire-incomplete');
    expect(screen.getByText('Answer all four questions to continue.')).toBeTruthy();
  });

  it('enables Continue only once all four answers are valid', async () => {
    const user = setupUser();
    await renderStep();
    await user.click(screen.getByRole('radio', { name: 'Marriage' }));
    expect(continueButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Religion' }));
    expect(continueButton().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Family Oriented' }));
    expect(continueButton().disabled).toBe(true);
    await user.type(bio(), '   ');
    expect(continueButton().disabled).toBe(true);
    await user.type(bio(), 'Hello');
    expect(continueButton().disabled).toBe(false);
    expect(screen.queryByText('Answer all four questions to continue.')).toBeNull();
  });

  it('says what is missing in each question once the member has been through it', async () => {
    const user = setupUser();
    await renderStep();
    // Through the first group without choosing.
    await user.click(screen.getByRole('radio', { name: 'Marriage' }));
    await user.click(screen.getByRole('checkbox', { name: 'Religion' }));
    await user.click(screen.getByRole('checkbox', { name: 'Religion' }));
    const preferences = group('What matters most to you in a match?');
    expect(within(preferences).getByText('Choose at least one preference.')).toBeTruthy();
    expect(preferences.getAttribute('aria-describedby')).toContain('questionnaire-preferences-error');

    await user.click(screen.getByRole('radio', { name: 'Family Oriented' }));
    await user.click(screen.getByRole('radio', { name: 'Casual' }));
    expect(screen.queryByText('Choose the lifestyle that describes you.')).toBeNull();

    await user.type(bio(), ' ');
    await user.tab();
    expect(screen.getByText('Write a few words about yourself.')).toBeTruthy();
    expect(bio().getAttribute('aria-invalid')).toBe('true');
    expect(bio().getAttribute('aria-describedby')).toContain('questionnaire-bio-error');
    expect(continueButton().disabled).toBe(true);
  });

  it('says a radio question is unanswered when focus leaves it without a choice', async () => {
    const user = setupUser();
    await renderStep();
    screen.getByRole('radio', { name: 'Marriage' }).focus();
    // Focus moves on without a choice (clicking elsewhere).
    await user.click(bio());
    expect(within(group('What are you looking for?')).getByText('Choose what you are looking for.')).toBeTruthy();
  });

  it('refuses a bio over 1000 characters, keeps it whole and counts it', async () => {
    const user = setupUser();
    await renderStep();
    await fillEverything(user);
    await user.clear(bio());
    await user.click(bio());
    await user.paste('a'.repeat(1001));
    expect(bio().value).toHaveLength(1001);
    expect(screen.getByText('1,001 of 1,000 characters')).toBeTruthy();
    expect(screen.getByText('Keep it to 1,000 characters or fewer.')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await user.type(bio(), '{Backspace}');
    expect(screen.getByText('1,000 of 1,000 characters')).toBeTruthy();
    expect(continueButton().disabled).toBe(false);
  });

  it('sends the codes and the trimmed bio, then asks the server where the member stands', async () => {
    const user = setupUser();
    const { calls } = await renderStep();
    await fillEverything(user);
    await user.click(continueButton());
    await vi.waitFor(() => expect(calls.some((call) => call.route === 'GET /api/me')).toBe(true));
    const put = calls.find((call) => call.route === 'PUT /api/questionnaire');
    expect(put?.body).toEqual({
      relationshipGoals: 'marriage',
      preferences: ['religion', 'culture'],
      lifestyle: 'no_smoking',
      bio: 'Nurse in Khartoum, close to my family.',
    });
    expect(calls.findIndex((call) => call.route === 'GET /api/me')).toBeGreaterThan(calls.indexOf(put!));
  });

  it('keeps every answer when the server refuses, and says why in words', async () => {
    const user = setupUser();
    const { calls } = await renderStep({ put: () => json(500, { code: 'INTERNAL', message: 'boom' }) });
    await fillEverything(user);
    await user.click(continueButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Something went wrong/));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Marriage' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Religion' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Culture' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: "Doesn't Smoke" }).checked).toBe(true);
    expect(bio().value).toBe('  Nurse in Khartoum, close to my family.  ');
    expect(continueButton().disabled).toBe(false);
    expect(calls.some((call) => call.route === 'GET /api/me')).toBe(false);
  });

  it("marks the field the server's validation names", async () => {
    const user = setupUser();
    await renderStep({
      put: () => json(400, { code: 'VALIDATION_FAILED', message: 'no', details: { fields: [{ path: 'bio', message: 'Too big' }] } }),
    });
    await fillEverything(user);
    await user.click(continueButton());
    expect(await screen.findByText('Write a few words about yourself.')).toBeTruthy();
    expect(bio().getAttribute('aria-invalid')).toBe('true');
    expect(bio().value).toBe('  Nurse in Khartoum, close to my family.  ');
    await waitFor(() => expect(document.activeElement).toBe(bio()));
    // An edit clears the refusal: the member is changing what it named.
    await user.type(bio(), '!');
    expect(screen.queryByText('Write a few words about yourself.')).toBeNull();
  });

  it('prefills the saved answers', async () => {
    await renderStep({ saved: SAVED });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Long-term Relationship' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Age Range' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Location' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Religion' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Smokes Hookah' }).checked).toBe(true);
    expect(bio().value).toBe(SAVED.bio);
    expect(continueButton().disabled).toBe(false);
  });

  it('lets the member answer when the saved answers cannot be loaded', async () => {
    stubFetch({ 'GET /api/questionnaire': () => json(500, { code: 'INTERNAL', message: 'boom' }) });
    await renderWithProviders(<QuestionnaireStep />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/We could not load your saved answers/));
    expect(bio().value).toBe('');
  });

  it('speaks Arabic', async () => {
    await renderStep({}, 'ar');
    expect(screen.getByRole('radio', { name: 'الزواج' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'الدين' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'لا يدخن' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'متابعة' }).disabled).toBe(true);
  });
});
