// What other members see of a member: the card (deck, country pages, matches) and the full
// profile. The only place member rows become responses: the city and a distance bucket, never
// the grid cell; religion, practice and heritage only when their owner shows them (decision 0012);
// the first name only until the two have matched (docs/decisions/0020-discovery.md, "First
// names until a match").
import type { CardPhoto, MemberCard, MemberProfile } from '../../../shared/contracts/discovery';
import { photoUrl } from '../photos';
import { PHOTO_RENDITIONS } from '../photos';
import { compatibilityOf, type MatchingProfile } from './compatibility';
import { distanceBucket } from './location';
import { ageOn, type CardRow, type MemberRow, type ScoringRow } from './member-rows';

export function matchingProfileOf(row: Omit<ScoringRow, 'version' | 'pausedAt'>, now: Date): MatchingProfile {
  return {
    id: row.id,
    gender: row.gender,
    seeking: row.seeking,
    age: ageOn(row.dateOfBirth, now),
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    relationshipGoal: row.relationshipGoal,
    preferences: row.preferences,
    lifestyle: row.lifestyle,
    religion: row.religion,
    practice: row.practice,
    showReligion: row.showReligion,
    heritageCountry: row.heritageCountry,
    showHeritage: row.showHeritage,
    languages: row.languages,
    childrenHave: row.childrenHave,
    childrenWant: row.childrenWant,
    interests: row.interests,
    openToRelocating: row.openToRelocating,
    country: row.residenceCountry,
    city: row.city,
    cellLat: row.cellLat,
    cellLon: row.cellLon,
  };
}

/** The card rendition's size: the stored size scaled to the card's longest side. */
export function cardPhotoOf(photo: { id: string; width: number; height: number }): CardPhoto {
  const scale = Math.min(1, PHOTO_RENDITIONS.card.maxSide / Math.max(photo.width, photo.height));
  return {
    url: photoUrl(photo.id, 'card'),
    id: photo.id,
    width: Math.round(photo.width * scale),
    height: Math.round(photo.height * scale),
  };
}

/**
 * The first word of a display name: what a member shows of their name to someone they have not
 * matched with, and to visitors of the landing page. A name of one word is shown whole.
 */
export function firstNameOf(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The card of `member` as `viewer` sees it; both already as matching profiles (and the score,
 * when the deck has it). `matched`: the two have a confirmed match, so the full name is shown.
 */
export function cardOf(
  viewer: MatchingProfile,
  member: MatchingProfile,
  row: CardRow,
  matched: boolean,
  compatibility = compatibilityOf(viewer, member),
): MemberCard {
  return {
    id: row.id,
    displayName: matched ? row.displayName : firstNameOf(row.displayName),
    age: member.age,
    city: row.city,
    country: row.residenceCountry,
    distance: distanceBucket(viewer, member),
    profession: row.profession,
    bio: row.bio,
    isPremium: row.isPremium,
    photo: row.photo ? { ...cardPhotoOf(row.photo), large: { url: photoUrl(row.photo.id, 'large'), width: row.photo.width } } : null,
    compatibility,
    ...(row.prompts && row.prompts.length > 0 ? { prompts: row.prompts } : {}),
  };
}

export function memberProfileOf(card: MemberCard, row: MemberRow, photos: { id: string; width: number; height: number }[]): MemberProfile {
  return {
    ...card,
    photos: photos.map((photo) => ({ ...cardPhotoOf(photo), largeUrl: photoUrl(photo.id, 'large') })),
    relationshipGoal: row.relationshipGoal,
    lifestyle: row.lifestyle,
    languages: row.languages,
    interests: row.interests,
    education: row.education,
    maritalHistory: row.maritalHistory,
    childrenHave: row.childrenHave,
    childrenWant: row.childrenWant,
    openToRelocating: row.openToRelocating,
    ...(row.showReligion ? { religion: row.religion, practice: row.practice } : {}),
    ...(row.showHeritage ? { heritageCountry: row.heritageCountry } : {}),
  };
}
