import { Heart } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { SUPPORT_CONTACT } from '../../../shared/constants';
import { paths } from '../../../shared/paths';

// The spec's footer links; the landing-page anchors lead to real sections of /landing.
const LANDING_ANCHORS = ['about', 'pricing', 'safety', 'faq', 'testimonials', 'events'] as const;
const PAGES = [
  { key: 'events', to: paths.events },
  { key: 'culture', to: paths.culture },
  { key: 'about', to: paths.about },
  { key: 'contact', to: paths.contact },
] as const;
const LEGAL = [
  { key: 'privacy', to: paths.privacy },
  { key: 'terms', to: paths.terms },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="mb-2 flex items-center gap-2 text-lg font-bold text-amber-900 dark:text-amber-200">
            <Heart aria-hidden="true" className="size-5 fill-current" />
            {t('common.brand')}
          </p>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('common.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-discover">
          <h2 id="footer-discover" className="mb-3 text-sm font-semibold uppercase tracking-wide">
            {t('common.footer.discover')}
          </h2>
          <ul className="space-y-2 text-sm">
            {LANDING_ANCHORS.map((anchor) => (
              <li key={anchor}>
                <Link className="footer-link" to={`${paths.landing}#${anchor}`}>
                  {t(`common.footer.anchors.${anchor}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-community">
          <h2 id="footer-community" className="mb-3 text-sm font-semibold uppercase tracking-wide">
            {t('common.footer.community')}
          </h2>
          <ul className="space-y-2 text-sm">
            {PAGES.map((page) => (
              <li key={page.key}>
                <Link className="footer-link" to={page.to}>
                  {t(`common.nav.${page.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="mb-3 text-sm font-semibold uppercase tracking-wide">
            {t('common.footer.help')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a className="footer-link" href={`mailto:${SUPPORT_CONTACT.email}`}>
                {t('common.footer.emailSupport')}
              </a>
            </li>
            {LEGAL.map((page) => (
              <li key={page.key}>
                <Link className="footer-link" to={page.to}>
                  {t(`common.nav.${page.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-600 dark:border-stone-800 dark:text-stone-400">
        {t('common.footer.copyright', { year })}
      </p>
    </footer>
  );
}
