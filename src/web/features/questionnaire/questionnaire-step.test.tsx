// The questionnaire step (spec sections 2 and 5): Continue stays disabled until all four answers
// are valid, each mistake is said in place, the PUT carries the codes, a refused save keeps every
// answer, and saved answers come back prefilled. Then the step's profile page
// (docs/decisions/0031-profile-in-onboarding.md): the required part only, pre-filled from what is
// known, sent as a whole profile, and opened first for a member who answered before it existed.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nothingOptional, type ProfileResponse } from '../../../shared/contracts/profile';
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

const PROFILE: NonNullable<ProfileResponse['profile']> = {
  gender: 'woman',
  seeking: 'men',
  ageMin: 28,
  ageMax: 40,
  heritageCountry: 'sudan',
  residenceCountry: 'SD',
  ...nothingOptional(),
};

interface StepOptions {
  saved?: QuestionnaireAnswers | null;
  profile?: ProfileResponse['profile'];
  put?: (body: unknown) => Response;
  putProfile?: (body: unknown) => Response;
}

const QUESTIONNAIRE_TITLE = { en: 'Sahel Hearts Dating & Marriage Questionnaire', ar: 'استبيان Sahel Hearts للتعارف والزواج' };
const PROFILE_TITLE = { en: 'You and whom you seek', ar: 'أنت ومن تبحث عنه' };

async function renderStep({ saved = null, profile = PROFILE, put, putProfile }: StepOptions = {}, language: 'en' | 'ar' = 'en') {
  const stub = stubFetch({
    'GET /api/questionnaire': () => json(200, { answers: saved }),
    'PUT /api/questionnaire': put ?? ((body) => json(200, { answers: body })),
    'GET /api/profile': () => json(200, { displayName: 'Amina', profile }),
    'PUT /api/profile':
      putProfile ?? ((body) => json(200, { displayName: 'Amina', profile: { ...(body as object), displayName: undefined } })),
    'GET /api/me': () => json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true })),
  });
  await renderWithProviders(<QuestionnaireStep />, { language });
  const first = saved !== null && profile === null ? PROFILE_TITLE : QUESTIONNAIRE_TITLE;
  await screen.findByRole('heading', { level: 2, name: first[language] });
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

  it('moves on to the profile page after the answers, pre-filled with what is known, and sends a whole profile', async () => {
    const user = setupUser();
    const { calls } = await renderStep({ profile: null });
    expect(screen.getByText('Part 1 of 2')).toBeTruthy();
    await fillEverything(user);
    await user.click(continueButton());
    const heading = await screen.findByRole('heading', { level: 2, name: 'You and whom you seek' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Part 2 of 2')).toBeTruthy();
    // Age did not matter in the answers: the range starts wide open. The browser speaks en-US.
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Youngest age' }).value).toBe('18');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Oldest age' }).value).toBe('99');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country where you live' }).value).toBe('US');
    // The display name and the bio are never asked again.
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(within(group('I am a')).getByRole('radio', { name: 'Woman' }));
    await user.click(within(group('I am looking for')).getByRole('radio', { name: 'Men' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Heritage country' }), 'somalia');
    await user.click(continueButton());
    await vi.waitFor(() => expect(calls.filter((call) => call.route === 'GET /api/me')).toHaveLength(2));
    expect(calls.find((call) => call.route === 'PUT /api/profile')?.body).toEqual({
      ...PROFILE,
      displayName: 'Amina',
      heritageCountry: 'somalia',
      residenceCountry: 'US',
      ageMin: 18,
      ageMax: 99,
    });
  });

  it('opens on the profile page for a member who answered before it was part of the step, and says what is missing', async () => {
    const user = setupUser();
    // Age matters in these answers: the range is the member's to choose.
    const { calls } = await renderStep({ saved: SAVED, profile: null });
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Youngest age' }).value).toBe('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country where you live' }), '');
    await user.click(continueButton());
    expect(await screen.findByText('Choose your gender.')).toBeTruthy();
    expect(screen.getByText('Choose whom you are looking for.')).toBeTruthy();
    expect(screen.getAllByText('Enter an age from 18 to 99.')).toHaveLength(2);
    expect(screen.getByText('Choose your heritage country.')).toBeTruthy();
    expect(screen.getByText('Choose the country where you live.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(group('I am a')).getByRole('radio', { name: 'Woman' })));
    await user.click(within(group('I am a')).getByRole('radio', { name: 'Woman' }));
    await user.click(within(group('I am looking for')).getByRole('radio', { name: 'Men' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Heritage country' }), 'sudan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country where you live' }), 'SD');
    // The range's order is checked once every field is there.
    await user.type(screen.getByRole('spinbutton', { name: 'Youngest age' }), '40');
    await user.type(screen.getByRole('spinbutton', { name: 'Oldest age' }), '30');
    await user.click(continueButton());
    expect(await screen.findByText('The oldest age cannot be below the youngest.')).toBeTruthy();
    expect(calls.some((call) => call.route === 'PUT /api/profile')).toBe(false);

    // Back to the answers, saved ones shown; saving them again comes back here.
    await user.click(screen.getByRole('button', { name: 'Back to the questions' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sahel Hearts Dating & Marriage Questionnaire' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Long-term Relationship' }).checked).toBe(true);
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'You and whom you seek' })).toBeTruthy();
  });

  it('marks the profile field the server refuses, keeping what was chosen', async () => {
    const user = setupUser();
    await renderStep({
      saved: { ...SAVED, preferences: ['culture'] },
      profile: null,
      putProfile: () =>
        json(400, { code: 'VALIDATION_FAILED', message: 'no', details: { fields: [{ path: 'residenceCountry', message: 'Unknown' }] } }),
    });
    await user.click(within(group('I am a')).getByRole('radio', { name: 'Man' }));
    await user.click(within(group('I am looking for')).getByRole('radio', { name: 'Women' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Heritage country' }), 'other');
    await user.click(continueButton());
    expect(await screen.findByText('Choose the country where you live.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Country where you live' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Man' }).checked).toBe(true);
  });

  it('speaks Arabic on the profile page', async () => {
    await renderStep({ saved: SAVED, profile: null }, 'ar');
    expect(screen.getByText('الجزء 2 من 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'العودة إلى الأسئلة' })).toBeTruthy();
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
