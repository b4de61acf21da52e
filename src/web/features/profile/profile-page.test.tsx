// The profile page: sections with labelled fields, who sees each field, the three
// privacy toggles, inline errors that change nothing, the PUT with the codes, a refused save
// that keeps everything typed, and the saved profile prefilled.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupUser } from '../../test/user-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '../../../shared/contracts/profile';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { ProfilePage } from './profile-page';

beforeEach(() => forgetSession());
afterEach(() => {
  vi.restoreAllMocks();
});

const SAVED: ProfileResponse = {
  displayName: 'Amina',
  profile: {
    gender: 'woman',
    seeking: 'men',
    ageMin: 30,
    ageMax: 45,
    heritageCountry: 'ethiopia',
    residenceCountry: 'KE',
    city: 'Nairobi',
    religion: 'christianity_orthodox',
    practice: 'very',
    languages: ['en', 'am'],
    maritalHistory: 'divorced',
    childrenHave: 'yes',
    childrenWant: 'open',
    education: 'bachelor',
    profession: 'Architect',
    interests: ['music', 'travel'],
    openToRelocating: 'no',
    showReligion: true,
    showHeritage: false,
    showOnPublicPage: true,
  },
};

type User = ReturnType<typeof userEvent.setup>;

async function renderPage(
  { saved = { displayName: 'Amina', profile: null }, put }: { saved?: ProfileResponse; put?: (body: unknown) => Response } = {},
  language: 'en' | 'ar' = 'en',
) {
  const stub = stubFetch({
    'GET /api/profile': () => json(200, saved),
    'PUT /api/profile':
      put ??
      ((body) =>
        json(200, {
          displayName: (body as { displayName: string }).displayName,
          profile: { ...(body as object), displayName: undefined },
        })),
    'GET /api/me': () => json(200, member({ hasSubscription: true })),
    'GET /api/profile/photos': () => json(200, { photos: [] }),
    'GET /api/profile/prompts': () => json(200, { prompts: [] }),
  });
  await renderWithProviders(<ProfilePage />, { language });
  await screen.findByRole('button', { name: language === 'en' ? 'Save profile' : 'حفظ الملف' });
  return stub;
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: new RegExp(`^${name}`) });
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
const number = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name: new RegExp(`^${name}`) });
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save profile' });
const visibilityOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function fillRequired(user: User) {
  await user.selectOptions(select('I am a'), 'woman');
  await user.selectOptions(select('Country where you live'), 'SN');
  await user.selectOptions(select('I am looking for'), 'men');
  await user.type(number('Youngest age'), '25');
  await user.type(number('Oldest age'), '38');
  await user.selectOptions(select('Heritage country'), 'senegal');
}

describe('ProfilePage', () => {
  it('shows the seven sections, the display name prefilled, and names countries and languages in the language', async () => {
    await renderPage();
    for (const section of [
      'About you',
      'Whom you seek',
      'Heritage and faith',
      'Family',
      'Life and work',
      'Interests',
      'On the public page',
    ]) {
      expect(screen.getByRole('group', { name: section })).toBeTruthy();
    }
    expect(textbox('Display name').value).toBe('Amina');
    expect(within(select('Country where you live')).getByRole('option', { name: 'Senegal' })).toBeTruthy();
    expect(within(select('Heritage country')).getAllByRole('option')).toHaveLength(15);
    expect(screen.getByRole('checkbox', { name: 'Amharic' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Hookah nights' })).toBeTruthy();
  });

  it('says who sees each field; religion and heritage are private until their toggle is on', async () => {
    const user = setupUser();
    await renderPage();
    expect(visibilityOf(textbox('City'))).toContain('Shown to members');
    expect(visibilityOf(select('Heritage country'))).toContain('Only you');
    expect(visibilityOf(select('Religion'))).toContain('Only you');
    expect(visibilityOf(select('How you practise'))).toContain('Only you');
    await user.click(screen.getByRole('checkbox', { name: 'Show my religion and how I practise on my profile' }));
    expect(visibilityOf(select('Religion'))).toContain('Shown to members');
    expect(visibilityOf(select('How you practise'))).toContain('Shown to members');
    expect(visibilityOf(select('Heritage country'))).toContain('Only you');
    await user.click(screen.getByRole('checkbox', { name: 'Show my heritage country on my profile' }));
    expect(visibilityOf(select('Heritage country'))).toContain('Shown to members');
  });

  it('says in place what is missing and sends nothing', async () => {
    const user = setupUser();
    const { calls } = await renderPage();
    await user.click(save());
    expect(await screen.findByText('Choose your gender.')).toBeTruthy();
    expect(screen.getByText('Choose whom you are looking for.')).toBeTruthy();
    expect(screen.getAllByText('Enter an age from 18 to 99.')).toHaveLength(2);
    expect(screen.getByText('Choose your heritage country.')).toBeTruthy();
    expect(screen.getByText('Choose the country where you live.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Some fields need your attention/);
    expect(select('I am a').getAttribute('aria-invalid')).toBe('true');
    expect(select('I am a').getAttribute('aria-describedby')).toContain('profile-gender-error');
    expect(document.activeElement).toBe(select('I am a'));
    expect(calls.some((call) => call.route === 'PUT /api/profile')).toBe(false);
  });

  it('refuses an age range in the wrong order, under 18, and more than ten interests', async () => {
    const user = setupUser();
    const { calls } = await renderPage();
    await fillRequired(user);
    await user.clear(number('Youngest age'));
    await user.type(number('Youngest age'), '40');
    await user.click(save());
    expect(await screen.findByText('The oldest age cannot be below the youngest.')).toBeTruthy();
    expect(number('Oldest age').getAttribute('aria-invalid')).toBe('true');
    await user.clear(number('Youngest age'));
    await user.type(number('Youngest age'), '17');
    expect(screen.queryByText('The oldest age cannot be below the youngest.')).toBeNull();
    for (const name of [
      'Hookah nights',
      'Cooking',
      'Music',
      'Dancing',
      'Travel',
      'Faith',
      'Sport',
      'Reading',
      'Poetry',
      'Fashion',
      'Volunteering',
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(save());
    expect(await screen.findByText('Enter an age from 18 to 99.')).toBeTruthy();
    expect(screen.getByText('Choose 10 interests at most.')).toBeTruthy();
    expect(calls.some((call) => call.route === 'PUT /api/profile')).toBe(false);
    // Nothing typed is lost.
    expect(number('Youngest age').value).toBe('17');
  });

  it('sends the codes, null for what is not said, and says it is saved', async () => {
    const user = setupUser();
    const { calls } = await renderPage();
    await user.clear(textbox('Display name'));
    await user.type(textbox('Display name'), '  Awa  ');
    await fillRequired(user);
    await user.type(textbox('City'), 'Dakar');
    await user.click(screen.getByRole('checkbox', { name: 'Wolof' }));
    await user.click(screen.getByRole('checkbox', { name: 'French' }));
    await user.selectOptions(select('Religion'), 'islam');
    await user.click(screen.getByRole('checkbox', { name: 'Cooking' }));
    await user.click(save());
    expect((await screen.findByRole('status')).textContent).toMatch(/Your profile is saved/);
    const put = calls.find((call) => call.route === 'PUT /api/profile');
    expect(put?.body).toEqual({
      displayName: 'Awa',
      gender: 'woman',
      seeking: 'men',
      ageMin: 25,
      ageMax: 38,
      heritageCountry: 'senegal',
      residenceCountry: 'SN',
      city: 'Dakar',
      religion: 'islam',
      practice: null,
      languages: ['fr', 'wo'],
      maritalHistory: null,
      childrenHave: null,
      childrenWant: null,
      education: null,
      profession: '',
      interests: ['cooking'],
      openToRelocating: null,
      showReligion: false,
      showHeritage: false,
      showOnPublicPage: false,
    });
  });

  it('keeps the member off the public page until they turn the toggle on, and says what visitors would see', async () => {
    const user = setupUser();
    const { calls } = await renderPage();
    const toggle = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Show me among the featured members on the public landing page',
    });
    expect(within(screen.getByRole('group', { name: 'On the public page' })).getByRole('checkbox')).toBe(toggle);
    expect(toggle.checked).toBe(false);
    expect(visibilityOf(toggle)).toMatch(/your first name, age, city and main photo/);
    await fillRequired(user);
    await user.click(toggle);
    await user.click(save());
    await screen.findByRole('status');
    const put = calls.find((call) => call.route === 'PUT /api/profile');
    expect(put?.body).toMatchObject({ showOnPublicPage: true });
  });

  it('keeps everything typed when the server refuses, and says why in words', async () => {
    const user = setupUser();
    await renderPage({ put: () => json(500, { code: 'INTERNAL', message: 'boom' }) });
    await fillRequired(user);
    await user.type(textbox('Profession'), 'Tailor');
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Something went wrong/));
    expect(select('I am a').value).toBe('woman');
    expect(number('Youngest age').value).toBe('25');
    expect(textbox('Profession').value).toBe('Tailor');
    expect(save().disabled).toBe(false);
  });

  it("marks the field the server's validation names", async () => {
    const user = setupUser();
    await renderPage({
      put: () =>
        json(400, { code: 'VALIDATION_FAILED', message: 'no', details: { fields: [{ path: 'residenceCountry', message: 'bad' }] } }),
    });
    await fillRequired(user);
    await user.click(save());
    expect(await screen.findByText('Choose the country where you live.')).toBeTruthy();
    expect(select('Country where you live').getAttribute('aria-invalid')).toBe('true');
  });

  it('prefills the saved profile', async () => {
    await renderPage({ saved: SAVED });
    expect(select('I am a').value).toBe('woman');
    expect(number('Youngest age').value).toBe('30');
    expect(select('Country where you live').value).toBe('KE');
    expect(select('Religion').value).toBe('christianity_orthodox');
    expect(select('Education').value).toBe('bachelor');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Amharic' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Travel' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show my religion and how I practise on my profile' }).checked).toBe(
      true,
    );
    expect(visibilityOf(select('Religion'))).toContain('Shown to members');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /featured members on the public landing page/ }).checked).toBe(true);
  });

  it('lets the member fill it in when the saved profile cannot be loaded', async () => {
    stubFetch({
      'GET /api/profile': () => json(500, { code: 'INTERNAL', message: 'boom' }),
      'GET /api/me': () => json(200, member({ hasSubscription: true })),
      'GET /api/profile/photos': () => json(200, { photos: [] }),
      'GET /api/profile/prompts': () => json(200, { prompts: [] }),
    });
    await renderWithProviders(<ProfilePage />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/We could not load your saved profile/));
    expect(select('I am a').value).toBe('');
  });

  it('speaks Arabic, with country names in Arabic', async () => {
    await renderPage({}, 'ar');
    expect(screen.getByRole('group', { name: 'الأصل والدين' })).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: /^بلد الإقامة/ })).getByRole('option', { name: 'السنغال' })).toBeTruthy();
  });
});
