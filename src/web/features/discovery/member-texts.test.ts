// Every compatibility reason, distance bucket and report reason has its words in all five
// languages, with the shared value named (a language by Intl, an interest or a faith by the
// profile's own texts), and a general form when the value cannot be named.
import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_REASONS, DISTANCE_BUCKETS, HERITAGE_REGIONS, REPORT_REASONS } from '../../../shared/contracts/discovery';
import { LANGUAGES } from '../../../shared/constants';
import { initI18n } from '../../i18n/i18n';
import { distanceText, reasonText } from './member-texts';

const VALUES: Partial<Record<(typeof COMPATIBILITY_REASONS)[number], string[]>> = {
  same_goal: ['long_term', 'casual', 'friendship'],
  shared_language: ['am', 'wo'],
  same_heritage: ['ethiopia', 'america'],
  same_region: [...HERITAGE_REGIONS],
  same_faith: ['islam', 'christianity_orthodox'],
  children_aligned: ['yes', 'no'],
  shared_interest: ['hookah_nights', 'poetry'],
  nearby: ['under_50_km', 'under_200_km'],
};

describe.each([...LANGUAGES])('%s', (language) => {
  it('names every reason, with and without its value, never showing a key or a placeholder', async () => {
    const { t } = await initI18n(language);
    const texts = COMPATIBILITY_REASONS.flatMap((code) => [
      reasonText(t, { code }),
      ...(VALUES[code] ?? []).map((value) => reasonText(t, { code, value })),
      reasonText(t, { code, value: 'unknown-value' }),
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/discovery\.|\{\{|\}\}|unknown-value/);
      expect(text.trim()).not.toBe('');
    }
    for (const bucket of DISTANCE_BUCKETS) expect(distanceText(t, bucket)).not.toContain('discovery.');
    for (const reason of REPORT_REASONS) expect(t(`discovery.report.reasons.${reason}`)).not.toContain('discovery.');
  });
});

describe('values in words', () => {
  it('names languages by Intl, and interests, faiths, goals and regions with the texts members chose them from', async () => {
    const { t } = await initI18n('en');
    expect(reasonText(t, { code: 'shared_language', value: 'wo' })).toBe('You both speak \u2068Wolof\u2069');
    expect(reasonText(t, { code: 'shared_interest', value: 'hookah_nights' })).toBe('You both enjoy: \u2068Hookah nights\u2069');
    expect(reasonText(t, { code: 'same_faith', value: 'islam' })).toBe('You share the same faith: \u2068Islam\u2069');
    expect(reasonText(t, { code: 'same_goal', value: 'long_term' })).toBe(
      'You are looking for the same thing: \u2068Long-term Relationship\u2069',
    );
    expect(reasonText(t, { code: 'same_region', value: 'sahel' })).toBe('Your families come from the same region: \u2068the Sahel\u2069');
    expect(reasonText(t, { code: 'children_aligned', value: 'no' })).toBe('Neither of you wants children');
    expect(reasonText(t, { code: 'nearby', value: 'under_50_km' })).toBe('You live less than 50 km apart');
    expect(reasonText(t, { code: 'same_region', value: 'atlantis' })).toBe('Your families come from the same region');
    const fr = await initI18n('fr');
    expect(reasonText(fr.t, { code: 'shared_language', value: 'am' })).toBe('Vous parlez tous les deux \u2068amharique\u2069');
  });
});
