// Title, description and social preview tags for the current page, in the current language.
import { useEffect } from 'react';
import { OG_LOCALES } from '../../shared/constants';
import { useTranslation } from '../i18n/react';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** `page` names the locale keys `meta.<page>.title` and `meta.<page>.description` (common.json). */
export function usePageMeta(page: string) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const title = t(`common.meta.${page}.title`);
    const description = t(`common.meta.${page}.description`);
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.origin + window.location.pathname);
    setMeta('property', 'og:locale', OG_LOCALES[i18n.language]);
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
  }, [t, i18n.language, page]);
}
