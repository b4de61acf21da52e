// The fields a member shows, in words: the codes are translated with the texts the member chose
// them from (profile.json and questionnaire.json), languages named by our own list (lib/language-names.ts). A field not said is
// left out rather than shown empty.
import type { MemberProfile } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { useLanguage } from '../../../lib/use-language';
import { languageName } from '../../../lib/language-names';
import { heritageName, interestName } from '../member-texts';

const listFormats = new Map<string, Intl.ListFormat>();
function listText(items: string[], language: string): string {
  let format = listFormats.get(language);
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { type: 'conjunction', style: 'long' })));
  return format.format(items);
}

/** [label, value] pairs of what the member said. */
function factsOf(member: MemberProfile, t: TFunction, language: string): [string, string][] {
  const facts: [string, string | false | null | undefined][] = [
    [t('discovery.profile.fields.profession'), member.profession || null],
    [
      t('discovery.profile.fields.relationshipGoal'),
      member.relationshipGoal && t(`questionnaire.relationshipGoals.options.${member.relationshipGoal}`),
    ],
    [t('discovery.profile.fields.lifestyle'), member.lifestyle && t(`questionnaire.lifestyle.options.${member.lifestyle}`)],
    [
      t('discovery.profile.fields.languages'),
      member.languages.length > 0
        ? listText(
            member.languages.map((code) => languageName(t, code)),
            language,
          )
        : null,
    ],
    [
      t('discovery.profile.fields.interests'),
      member.interests.length > 0
        ? listText(
            member.interests.map((code) => interestName(t, code)),
            language,
          )
        : null,
    ],
    [t('discovery.profile.fields.heritageCountry'), member.heritageCountry && heritageName(t, member.heritageCountry)],
    [t('discovery.profile.fields.religion'), said(member.religion) && t(`profile.options.religion.${member.religion}`)],
    [t('discovery.profile.fields.practice'), said(member.practice) && t(`profile.options.practice.${member.practice}`)],
    [t('discovery.profile.fields.education'), member.education && t(`profile.options.education.${member.education}`)],
    [t('discovery.profile.fields.maritalHistory'), member.maritalHistory && t(`profile.options.maritalHistory.${member.maritalHistory}`)],
    [t('discovery.profile.fields.childrenHave'), member.childrenHave && t(`profile.options.childrenHave.${member.childrenHave}`)],
    [t('discovery.profile.fields.childrenWant'), said(member.childrenWant) && t(`profile.options.childrenWant.${member.childrenWant}`)],
    [t('discovery.profile.fields.openToRelocating'), member.openToRelocating && t(`profile.options.relocating.${member.openToRelocating}`)],
  ];
  return facts.filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1] !== '');
}

/** "Prefer not to say" is an answer kept for matching, not a fact to show. */
function said(code: string | null | undefined): code is string {
  return typeof code === 'string' && code !== 'prefer_not_to_say';
}

export function ProfileFacts({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = factsOf(member, t, language);
  if (facts.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">{label}</dt>
          <dd dir="auto" className="text-stone-900 dark:text-stone-100">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
