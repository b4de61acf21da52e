// The demo community as data, before any database: the same members every time, members any
// member could have made themselves (the profile and questionnaire contracts accept them), spread
// over the thirteen heritages and the diaspora cities, and likes and matches shaped as discovery
// stores them.
import { describe, expect, it } from 'vitest';
import { displayNameProblem } from '../../../shared/account-rules';
import { DISCOVERY_LIMITS } from '../../../shared/constants';
import { profileInput } from '../../../shared/contracts/profile';
import { profilePrompts } from '../../../shared/contracts/profile-prompts';
import { questionnaireAnswers } from '../../../shared/contracts/questionnaire';
import { COUNTRY_SLUGS } from '../../../shared/countries';
import { passesHardFilters } from '../../modules/member-cards/compatibility';
import { locateCity } from '../../modules/member-cards/location';
import { ageOn } from '../../modules/member-cards/member-rows';
import { CULTURES } from './cultures';
import { DEMO_MEMBER_DOMAIN, generateCommunity, matchingProfileOfMember } from './generate';
import { promptAnswersOf } from './prompt-answers';
import { planSwipes } from './relations';

const NOW = new Date('2026-11-25T12:00:00Z');
const community = generateCommunity(600, NOW);

describe('the demo community', () => {
  it('is the same every time it is drawn, and a larger one only adds members', () => {
    expect(generateCommunity(600, NOW)).toEqual(community);
    const smaller = generateCommunity(40, NOW);
    expect(smaller).toEqual(community.slice(0, 40));
    expect(new Set(community.map((member) => member.id)).size).toBe(600);
    expect(new Set(community.map((member) => member.email)).size).toBe(600);
    const photoIds = community.flatMap((member) => member.photos.map((photo) => photo.id));
    expect(new Set(photoIds).size).toBe(photoIds.length);
    // Drawn a day later, the same people: ages are counted back from the day.
    const later = generateCommunity(40, new Date(NOW.getTime() + 86_400_000));
    expect(later.map((member) => [member.id, member.displayName])).toEqual(smaller.map((member) => [member.id, member.displayName]));
  });

  it('gives every member a profile and a questionnaire the site itself would accept', () => {
    for (const member of community) {
      const { profile, questionnaire } = member;
      const asInput = {
        displayName: member.displayName,
        ...profile,
        city: profile.city ?? '',
        profession: profile.profession ?? '',
        religion: profile.religion ?? null,
        practice: profile.practice ?? null,
        languages: profile.languages ?? [],
        maritalHistory: profile.maritalHistory ?? null,
        childrenHave: profile.childrenHave ?? null,
        childrenWant: profile.childrenWant ?? null,
        education: profile.education ?? null,
        interests: profile.interests ?? [],
        openToRelocating: profile.openToRelocating ?? null,
        showReligion: profile.showReligion ?? false,
        showHeritage: profile.showHeritage ?? false,
        showOnPublicPage: profile.showOnPublicPage ?? false,
      };
      expect(profileInput.safeParse(asInput).error, member.email).toBeUndefined();
      expect(questionnaireAnswers.safeParse(questionnaire).error, member.email).toBeUndefined();
      expect(displayNameProblem(member.displayName)).toBeUndefined();
      expect(member.email).toMatch(new RegExp(`^[a-z0-9-]+\\.${member.index + 1}@${DEMO_MEMBER_DOMAIN.replaceAll('.', '\\.')}$`));
      expect(member.age).toBeGreaterThanOrEqual(21);
      expect(member.age).toBeLessThanOrEqual(55);
      expect(ageOn(member.dateOfBirth, NOW)).toBe(member.age);
      expect(profile.seeking).toBe(profile.gender === 'woman' ? 'men' : 'women');
      // Where they live is a city of the discovery gazetteer, so distances work for everyone.
      expect(profile.cellLat).toEqual(locateCity(profile.residenceCountry, profile.city!)?.cellLat);
      expect(profile.cellLat).not.toBeNull();
      expect(profile.lastActiveAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - profile.lastActiveAt.getTime()).toBeLessThanOrEqual(31 * 86_400_000);
      expect(member.joinedAt.getTime()).toBeLessThan(profile.lastActiveAt.getTime());
      expect(member.photos.length).toBeGreaterThanOrEqual(1);
      expect(member.photos.length).toBeLessThanOrEqual(4);
      expect(member.photos.map((photo) => photo.position)).toEqual([...member.photos.keys()]);
      // The main photo is always the member's own portrait.
      expect(member.photos[0]!.picture.kind).toBe('portrait');
      if (profile.boostEndsAt) expect(member.isPremium).toBe(true);
    }
  });

  it('spreads over the thirteen heritages, the diaspora, both genders, the five languages and a Premium few', () => {
    expect(new Set(community.map((member) => member.profile.heritageCountry))).toEqual(new Set(COUNTRY_SLUGS));
    const countries = new Set(community.map((member) => member.profile.residenceCountry));
    for (const diaspora of ['US', 'GB', 'FR', 'CA', 'SE', 'AE', 'KE']) expect(countries).toContain(diaspora);
    const women = community.filter((member) => member.gender === 'woman').length;
    expect(women / community.length).toBeGreaterThan(0.4);
    expect(women / community.length).toBeLessThan(0.6);
    expect(new Set(community.map((member) => member.language))).toEqual(new Set(['en', 'fr', 'ar', 'sw', 'am']));
    const premium = community.filter((member) => member.isPremium).length / community.length;
    expect(premium).toBeGreaterThan(0.1);
    expect(premium).toBeLessThan(0.2);
    const boosted = community.filter((member) => member.profile.boostEndsAt !== null);
    expect(boosted.length).toBeGreaterThan(0);
    expect(new Set(community.map((member) => member.profile.showReligion))).toEqual(new Set([true, false]));
    expect(new Set(community.map((member) => member.profile.showHeritage))).toEqual(new Set([true, false]));
  });

  it('writes each bio in its member’s language, in that language’s script', () => {
    const scripts = { ar: /\p{Script=Arabic}/u, am: /\p{Script=Ethiopic}/u } as const;
    for (const member of community) {
      const bio = member.questionnaire.bio;
      if (member.language === 'ar' || member.language === 'am') expect(bio, member.email).toMatch(scripts[member.language]);
      else expect(bio, member.email).not.toMatch(/\p{Script=Arabic}|\p{Script=Ethiopic}/u);
      expect(member.profile.languages).toContain(member.language);
    }
    const french = community.filter((member) => member.language === 'fr');
    // French lines agree with their speaker: a woman is "Prête", a man "Prêt".
    for (const member of french) {
      if (member.gender === 'man') expect(member.questionnaire.bio).not.toMatch(/Prête|Chaleureuse|Nouvelle en ville|Ouverte aux/);
      else expect(member.questionnaire.bio).not.toMatch(/Prêt |Chaleureux|Nouveau en ville|Ouvert aux/);
    }
  });

  it('gives about two members in three prompt answers the site would accept, in their language', () => {
    const scripts = { ar: /\p{Script=Arabic}/u, am: /\p{Script=Ethiopic}/u } as const;
    const answered = community.filter((member) => {
      const prompts = promptAnswersOf(member.index, member.language);
      expect(profilePrompts.safeParse({ prompts }).success, member.email).toBe(true);
      for (const { answer } of prompts) {
        if (member.language === 'ar' || member.language === 'am') expect(answer, member.email).toMatch(scripts[member.language]);
        else expect(answer, member.email).not.toMatch(/\p{Script=Arabic}|\p{Script=Ethiopic}/u);
      }
      return prompts.length > 0;
    });
    expect(answered.length / community.length).toBeGreaterThan(0.55);
    expect(answered.length / community.length).toBeLessThan(0.75);
    expect(promptAnswersOf(7, 'fr')).toEqual(promptAnswersOf(7, 'fr'));
  });

  it('stands in eight members of eight heritages, women and men, for the landing page', () => {
    const featured = community.filter((member) => member.profile.showOnPublicPage);
    expect(featured).toHaveLength(DISCOVERY_LIMITS.featuredProfiles);
    expect(new Set(featured.map((member) => member.profile.heritageCountry)).size).toBe(DISCOVERY_LIMITS.featuredProfiles);
    expect(featured.filter((member) => member.gender === 'woman')).toHaveLength(DISCOVERY_LIMITS.featuredProfiles / 2);
  });

  it('lives only in cities the gazetteer knows', () => {
    for (const culture of CULTURES) {
      for (const residence of culture.residences) {
        for (const city of residence.cities) expect(locateCity(residence.country, city), `${culture.slug}: ${city}`).not.toBeNull();
      }
    }
  });
});

describe('likes and matches among demo members', () => {
  const book = planSwipes(community, NOW);
  const swipes = book.swipes();
  const matchRows = book.matches();
  const profiles = new Map(community.map((member) => [member.id, matchingProfileOfMember(member)]));

  it('are the same every time, between members who could meet in the deck', () => {
    expect(planSwipes(community, NOW).swipes()).toEqual(swipes);
    expect(swipes.length / community.length).toBeGreaterThan(5);
    for (const swipe of swipes) {
      expect(passesHardFilters(profiles.get(swipe.swiperId)!, profiles.get(swipe.targetId)!)).toBe(true);
      expect(swipe.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(new Set(swipes.map((swipe) => `${swipe.swiperId}>${swipe.targetId}`)).size).toBe(swipes.length);
    expect(new Set(swipes.map((swipe) => swipe.direction))).toEqual(new Set(['like', 'pass']));
  });

  it('make one matches row per pair with a like, in id order, confirmed exactly when both liked', () => {
    const liked = new Set(swipes.filter((swipe) => swipe.direction === 'like').map((swipe) => `${swipe.swiperId}>${swipe.targetId}`));
    expect(new Set(matchRows.map((row) => `${row.memberA}|${row.memberB}`)).size).toBe(matchRows.length);
    for (const row of matchRows) {
      expect(row.memberA < row.memberB).toBe(true);
      const aLiked = liked.has(`${row.memberA}>${row.memberB}`);
      const bLiked = liked.has(`${row.memberB}>${row.memberA}`);
      expect(row.likedByA !== null).toBe(aLiked);
      expect(row.likedByB !== null).toBe(bLiked);
      expect(row.confirmed).toBe(aLiked && bLiked);
      if (row.confirmed) expect(row.confirmedAt).toEqual(new Date(Math.max(row.likedByA!.getTime(), row.likedByB!.getTime())));
      else expect(row.confirmedAt).toBeNull();
    }
    const confirmed = matchRows.filter((row) => row.confirmed).length;
    expect(confirmed).toBeGreaterThan(community.length / 10);
    expect(confirmed).toBeLessThan(matchRows.length);
  });
});
