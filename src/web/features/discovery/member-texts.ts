// The words for a member's coded fields: compatibility reasons, distance buckets, and the
// profile's options. Options reuse the texts members chose them from (profile.json,
// questionnaire.json, loaded with this page: src/shared/pages.ts); names of countries and
// languages from our own list (lib/language-names.ts), heritage countries from common.json.
import type { CompatibilityReason, DistanceBucket } from '../../../shared/contracts/discovery';
import type { Language } from '../../../shared/constants';
import type { TFunction } from '../../i18n/translator';
import { isolate } from '../../lib/format';
import { regionName } from './display-names';
import { languageName } from '../../lib/language-names';

/** A translation when the key exists; undefined when the translator answers the key itself. */
export function translationIfAny(t: TFunction, key: string): string | undefined {
  const text = t(key);
  return text === key ? undefined : text;
}

export function heritageName(t: TFunction, slug: string): string {
  if (slug === 'other') return t('profile.options.heritage.other');
  return translationIfAny(t, `common.countries.${slug}`) ?? slug;
}

export function interestName(t: TFunction, code: string): string {
  return translationIfAny(t, `profile.options.interests.${code}`) ?? code;
}

/**
 * A heritage country, faith or interest two members share, in words: both a compatibility reason
 * and the match moment's suggested opener name them. Undefined for a value this browser cannot name.
 */
export function sharedValueName(t: TFunction, kind: 'same_heritage' | 'same_faith' | 'shared_interest', value: string): string | undefined {
  switch (kind) {
    case 'same_heritage':
      return value === 'other' ? undefined : translationIfAny(t, `common.countries.${value}`);
    case 'same_faith':
      return translationIfAny(t, `profile.options.religion.${value}`);
    case 'shared_interest':
      return translationIfAny(t, `profile.options.interests.${value}`);
  }
}

/** What a reason's `value` names, in words; undefined for a value this browser cannot name. */
function valueName(t: TFunction, reason: CompatibilityReason): string | undefined {
  const value = reason.value;
  if (!value) return undefined;
  switch (reason.code) {
    case 'same_goal':
      return translationIfAny(t, `questionnaire.relationshipGoals.options.${value}`);
    case 'shared_language': {
      // Our list answers the code itself for a language it does not name.
      const name = languageName(t, value);
      return name === value ? undefined : name;
    }
    case 'same_region':
      return translationIfAny(t, `discovery.regions.${value}`);
    case 'same_heritage':
    case 'same_faith':
    case 'shared_interest':
      return sharedValueName(t, reason.code, value);
    default:
      return undefined;
  }
}

/**
 * 'You both speak Amharic' (`reasons.<code>` with the shared value), 'You both want children'
 * (`reasonVariants.<code>.<value>`), or the reason's general form when the value cannot be named.
 */
export function reasonText(t: TFunction, reason: CompatibilityReason): string {
  if (reason.value) {
    const variant = translationIfAny(t, `discovery.reasonVariants.${reason.code}.${reason.value}`);
    if (variant) return variant;
    const name = valueName(t, reason);
    if (name !== undefined) return t(`discovery.reasons.${reason.code}`, { value: isolate(name) });
  }
  return translationIfAny(t, `discovery.reasonsWithoutValue.${reason.code}`) ?? t(`discovery.reasons.${reason.code}`);
}

export function distanceText(t: TFunction, bucket: DistanceBucket): string {
  return t(`discovery.distance.${bucket}`);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** '87 %', '87%', '٨٧٪': the compatibility score in the member's language. */
export function percentText(score: number, language: Language): string {
  let format = percentFormats.get(language);
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })));
  return format.format(score / 100);
}

/** 'Dakar, Senegal', or the country alone when the member gave no city. */
export function placeText(t: TFunction, city: string, country: string, language: Language): string {
  const countryName = regionName(country, language);
  return city ? t('discovery.card.cityCountry', { city: isolate(city), country: countryName }) : countryName;
}
