// The spec's 'Landing Page Editor' (docs/decisions/0037-landing-editor.md): with preview off, the
// notice and the form of the draft (hero, quotes, featured members, countries, five languages);
// with preview on, the saved draft as the landing page will show it. Publishing publishes the
// saved draft; the versions before are listed.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AdminLanding, LandingContent } from '../../../../shared/contracts/landing-content';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import type { LandingSectionsComponent } from '../../../lib/landing-content';
import { useLanguage } from '../../../lib/use-language';
import { builtInLandingQuery } from './built-in-texts';
import { adminLandingQuery, usePublishLanding } from './landing-api';
import { LandingForm } from './landing-form';
import { LandingPreview } from './landing-preview';
import { TitledSection } from '../../../components/ui/titled-section';

export function LandingEditor({ Sections }: { Sections: LandingSectionsComponent }) {
  const { t } = useTranslation();
  const query = useQuery(adminLandingQuery);
  const builtIn = useQuery(builtInLandingQuery);
  let body;
  if (query.isPending || builtIn.isPending) body = <ListLoading />;
  else if (query.isError || builtIn.isError)
    body = (
      <ListLoadFailed
        message={t('console.landing.loadError')}
        error={query.error ?? builtIn.error}
        onRetry={() => void Promise.all([query.refetch(), builtIn.refetch()])}
      />
    );
  else body = <EditorBody state={query.data} builtIn={builtIn.data} Sections={Sections} />;
  return (
    <TitledSection titleId="landing-editor-title" title={t('console.landing.title')} className="mt-12">
      {body}
    </TitledSection>
  );
}

function EditorBody({ state, builtIn, Sections }: { state: AdminLanding; builtIn: LandingContent; Sections: LandingSectionsComponent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [previewing, setPreviewing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const publish = usePublishLanding();
  const draft = state.draft;
  const upToDate = draft !== null && state.published !== null && state.published.publishedAt >= draft.savedAt;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {state.published
          ? t('console.landing.publishedAt', {
              when: formatDateTime(state.published.publishedAt, language),
              by: state.published.publishedBy ?? '—',
            })
          : t('console.landing.nothingPublished')}{' '}
        {draft && t('console.landing.draftAt', { when: formatDateTime(draft.savedAt, language), by: draft.savedBy ?? '—' })}
      </p>
      {!previewing && (
        <p
          role="note"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          <strong>{t('console.landing.notice')}</strong> {t('console.landing.noticeText')}
        </p>
      )}
      <div hidden={previewing}>
        <LandingForm
          initial={draft?.content ?? state.published?.content ?? builtIn}
          candidates={state.candidates}
          onDirtyChange={onDirtyChange}
        />
      </div>
      {previewing && draft && <LandingPreview content={draft.content} candidates={state.candidates} Sections={Sections} />}
      {dirty && <p className="text-sm font-medium">{t('console.landing.unsaved')}</p>}
      {publish.isError && <FormNotice kind="error">{errorMessage(t, publish.error)}</FormNotice>}
      <FormNotice kind="success">{publish.isSuccess && upToDate && t('console.landing.published')}</FormNotice>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" disabled={!draft || dirty} onClick={() => setPreviewing(!previewing)}>
          {t(previewing ? 'console.landing.backToEditing' : 'console.landing.preview')}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={!draft || dirty || publish.isPending}
          onClick={() => publish.send(undefined)}
        >
          {t(publish.isPending ? 'console.landing.publishing' : 'console.landing.publish')}
        </button>
      </div>
      {state.history.length > 0 && (
        <div>
          <h3 className="mb-2 text-lg font-bold">{t('console.landing.history')}</h3>
          <ul className="list-disc space-y-1 ps-6 text-sm">
            {state.history.map((version) => (
              <li key={version.id}>
                {t('console.landing.version', { when: formatDateTime(version.publishedAt, language), by: version.publishedBy ?? '—' })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
