// The first message suggested when two members match (docs/decisions/0020-discovery.md, "The
// match moment"): pure, from the things they share (shared-things.ts) and a seed. A new source of
// shared things adds a topic to OPENER_TOPICS, its place in TOPIC_ORDER and its words in
// discovery.json `opener`; nothing here changes.
import { OPENER_TOPICS, OPENER_VARIANTS, type OpenerSuggestion } from '../../../../shared/contracts/discovery';
import type { Gender } from '../../../../shared/contracts/profile';
import type { SharedThing } from './shared-things';

/**
 * The strongest conversation starter first: a prompt both answered, what they enjoy, a prompt the
 * other answered, where their families come from, how they talk...
 */
const TOPIC_ORDER = OPENER_TOPICS;

/**
 * The topic the two share that comes first in TOPIC_ORDER (for a topic met several times, its
 * first value), worded in the variant the seed picks: the same match gets the same suggestion,
 * with no randomness (the tests read it). Nothing shared: a warm hello. `addressee` is the other
 * member's gender, which the words' second person follows in Arabic and Amharic.
 */
export function suggestOpener(things: readonly SharedThing[], seed: string, addressee: Gender): OpenerSuggestion {
  const variant = variantOf(seed);
  for (const topic of TOPIC_ORDER) {
    const thing = things.find((candidate) => candidate.topic === topic);
    if (thing) return thing.value === undefined ? { topic, variant, addressee } : { topic, value: thing.value, variant, addressee };
  }
  return { topic: 'warm_hello', variant, addressee };
}

/** A small string hash (FNV-1a), reduced to a variant. */
function variantOf(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % OPENER_VARIANTS;
}
