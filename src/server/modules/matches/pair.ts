// A pair of members is stored once, in id order (matches.member_a < member_b).
export function orderedPair(one: string, other: string): { memberA: string; memberB: string; viewerIsA: boolean } {
  return one < other ? { memberA: one, memberB: other, viewerIsA: true } : { memberA: other, memberB: one, viewerIsA: false };
}
