// The landing page editor (docs/decisions/0037-landing-editor.md): it starts from the built-in
// texts, refuses an empty French title without sending anything and says which language to fix,
// sends the draft as the contract says; preview shows the saved draft in the chosen language in
// place of the notice, and Publish publishes it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../../shared/constants';
import type { AdminLanding, LandingContent } from '../../../../shared/contracts/landing-content';
import type { LandingView } from '../../../../shared/contracts/landing-content';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import en from '../../../i18n/locales/en/landing.json';
import { LandingEditor } from './landing-editor';

afterEach(() => vi.restoreAllMocks());

/** Stands in for the landing page's sections (given by app/routes/admin.tsx). */
const Sections = ({ view }: { view: LandingView }) => <h1>{view.texts.title}</h1>;

const EMPTY: AdminLanding = { draft: null, published: null, history: [], candidates: [] };

function contentWithTitles(titles: Partial<Record<(typeof LANGUAGES)[number], string>>): LandingContent {
  const texts = (title: string) => ({
    title,
    subtitle: 'Subtitle',
    tagline: 'Tagline',
    bullets: [1, 2, 3].map((n) => ({ title: `B${n}`, text: `T${n}` })),
    quotes: [1, 2, 3].map((n) => ({ quote: `Q${n}`, names: `N${n}`, place: `P${n}` })),
    countriesIntro: 'Intro',
  });
  return {
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [language, texts(titles[language] ?? `Title ${language}`)]),
    ) as LandingContent['texts'],
    featuredMemberIds: [],
    countries: ['mali'],
  };
}

describe('LandingEditor', () => {
  it('starts from the built-in texts, names the language to fix, and sends the draft', async () => {
    const saved = contentWithTitles({ fr: 'Nouveau titre' });
    const stub = stubFetch({
      'GET /api/admin/landing': () => json(200, EMPTY),
      'PUT /api/admin/landing/draft': () =>
        json(200, { ...EMPTY, draft: { content: saved, savedAt: '2026-11-27T10:00:00.000Z', savedBy: 'Hodan' } }),
    });
    await renderWithProviders(<LandingEditor Sections={Sections} />, { route: '/admin' });
    const user = setupUser();
    const form = await screen.findByRole('form', { name: 'Landing page draft' });
    expect(screen.getByRole('note').textContent).toContain('Landing Page Editor');
    expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe(en.hero.title);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Preview' }).disabled).toBe(true);

    await user.click(within(form).getByRole('button', { name: 'French' }));
    await user.clear(within(form).getByLabelText('Title'));
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Fill in every text of this language.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: /French.*to fix/ })).toBeTruthy();
    expect(stub.calls.map((call) => call.route)).not.toContain('PUT /api/admin/landing/draft');

    await user.type(within(form).getByLabelText('Title'), 'Nouveau titre');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(stub.calls.map((call) => call.route)).toContain('PUT /api/admin/landing/draft'));
    const body = stub.calls.find((call) => call.route === 'PUT /api/admin/landing/draft')!.body as LandingContent;
    expect(body.texts.fr.title).toBe('Nouveau titre');
    expect(body.texts.en.title).toBe(en.hero.title);
    expect(body.countries).toHaveLength(13);
  });

  it('previews the saved draft in the chosen language instead of the notice, and publishes it', async () => {
    const draft = contentWithTitles({ fr: 'Titre du brouillon' });
    const state: AdminLanding = { ...EMPTY, draft: { content: draft, savedAt: '2026-11-27T10:00:00.000Z', savedBy: 'Hodan' } };
    const published: AdminLanding = {
      ...state,
      published: { id: 3, content: draft, publishedAt: '2026-11-27T10:05:00.000Z', publishedBy: 'Hodan' },
    };
    const stub = stubFetch({
      'GET /api/admin/landing': () => json(200, state),
      'POST /api/admin/landing/publish': () => json(200, published),
      ...Object.fromEntries(LANGUAGES.map((language) => [`GET /api/landing-content/${language}`, () => json(200, { content: null })])),
    });
    await renderWithProviders(<LandingEditor Sections={Sections} />, { route: '/admin' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.queryByRole('note')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Preview in'), 'fr');
    const preview = screen.getByRole('region', { name: 'Preview of the landing page' });
    expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe('Titre du brouillon');
    expect(preview.getAttribute('lang')).toBe('fr');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the landing page shows it now.')).toBeTruthy();
    expect(stub.calls.map((call) => call.route)).toContain('POST /api/admin/landing/publish');
  });
});
