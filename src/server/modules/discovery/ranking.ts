// How the deck orders the candidates it scored (docs/decisions/0020-discovery.md): the
// compatibility score, raised for a running boost and for recent activity. A boost lifts a
// member above most others without burying a much better fit; activity breaks near-ties in
// favour of members likely to answer.

export const BOOST_BONUS = 15;
const HOUR_MS = 3_600_000;

export function activityBonus(lastActiveAt: Date, now: Date): number {
  const hours = (now.getTime() - lastActiveAt.getTime()) / HOUR_MS;
  if (hours <= 24) return 6;
  if (hours <= 24 * 7) return 3;
  if (hours <= 24 * 30) return 1;
  return 0;
}

export interface Ranked {
  id: string;
  score: number;
  lastActiveAt: Date;
  boostEndsAt: Date | null;
}

export function rankKey(candidate: Ranked, now: Date): number {
  const boosted = candidate.boostEndsAt !== null && candidate.boostEndsAt.getTime() > now.getTime();
  return candidate.score + (boosted ? BOOST_BONUS : 0) + activityBonus(candidate.lastActiveAt, now);
}

/** Best first; ties by id, so the same data always gives the same deck. */
export function rank<Candidate extends Ranked>(candidates: Candidate[], now: Date): Candidate[] {
  return candidates
    .map((candidate) => ({ candidate, key: rankKey(candidate, now) }))
    .sort((a, b) => b.key - a.key || (a.candidate.id < b.candidate.id ? -1 : 1))
    .map((entry) => entry.candidate);
}
