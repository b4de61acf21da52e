// The saved draft drawn by the landing page's own sections (given by app/routes/admin.tsx) (docs/decisions/0037-landing-editor.md),
// in the language the admin picks: what /landing will show in it once published.
import { useId, useState } from 'react';
import { type Language, LANGUAGES } from '../../../../shared/constants';
import type { FeaturedCandidate, LandingContent } from '../../../../shared/contracts/landing-content';
import { useTranslation } from '../../../i18n/react';
import type { LandingSectionsComponent } from '../../../lib/landing-content';
import { AdminField } from '../admin-field';
import { SelectOptions } from '../../../components/form/select-options';

interface LandingPreviewProps {
  content: LandingContent;
  candidates: readonly FeaturedCandidate[];
  /** The landing page's own sections (given by app/routes/admin.tsx). */
  Sections: LandingSectionsComponent;
}

export function LandingPreview({ content, candidates, Sections }: LandingPreviewProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [language, setLanguage] = useState<Language>(i18n.language);
  const featured = content.featuredMemberIds.map(
    (memberId) => candidates.find((candidate) => candidate.id === memberId)?.displayName ?? t('console.landing.unavailableMember'),
  );
  return (
    <div className="space-y-4">
      <AdminField id={`${id}-language`} label={t('console.landing.previewLanguage')}>
        <select
          id={`${id}-language`}
          className="form-field"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          <SelectOptions values={LANGUAGES} label={(option) => t(`common.languageNames.${option}`)} />
        </select>
      </AdminField>
      <p className="text-sm">
        {t('console.landing.previewFeatured')} {featured.length > 0 ? featured.join(', ') : t('console.landing.previewFeaturedNone')}
      </p>
      <div
        aria-label={t('console.landing.previewLabel')}
        role="region"
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        className="overflow-hidden rounded-2xl border-4 border-dashed border-amber-400 dark:border-amber-700"
      >
        <Sections view={{ texts: content.texts[language], countries: content.countries }} />
      </div>
    </div>
  );
}
