import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_CONTACT } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';

interface FooterLink {
  /** Locale key of the label. */
  label: string;
  to: string;
  /** A plain link (mailto:) rather than an in-app navigation. */
  external?: boolean;
}

// The spec's footer links; the landing-page anchors lead to real sections of /landing.
const COLUMNS: readonly { id: string; title: string; links: readonly FooterLink[] }[] = [
  {
    id: 'discover',
    title: 'common.footer.discover',
    links: (['about', 'pricing', 'safety', 'faq', 'testimonials', 'events'] as const).map((anchor) => ({
      label: `common.footer.anchors.${anchor}`,
      to: `${paths.landing}#${anchor}`,
    })),
  },
  {
    id: 'community',
    title: 'common.footer.community',
    links: [
      { label: 'common.nav.events', to: paths.events },
      { label: 'common.nav.culture', to: paths.culture },
      { label: 'common.nav.about', to: paths.about },
      { label: 'common.nav.contact', to: paths.contact },
    ],
  },
  {
    id: 'help',
    title: 'common.footer.help',
    links: [
      { label: 'common.footer.emailSupport', to: `mailto:${SUPPORT_CONTACT.email}`, external: true },
      { label: 'common.nav.privacy', to: paths.privacy },
      { label: 'common.nav.terms', to: paths.terms },
    ],
  },
];

export function SiteFooter() {
  const { t } = useTranslation();
  // eslint-disable-next-line react-hooks/purity -- the year is read at each render on purpose: a kept one would go stale on New Year's Eve
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
        {COLUMNS.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="mb-3 text-sm font-semibold uppercase tracking-wide">
              {t(column.title)}
            </h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.external ? (
                    <a className="footer-link" href={link.to}>
                      {t(link.label)}
                    </a>
                  ) : (
                    <Link className="footer-link" to={link.to}>
                      {t(link.label)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-600 dark:border-stone-800 dark:text-stone-400">
        {t('common.footer.copyright', { year })}
      </p>
    </footer>
  );
}
