// A small seeded generator (mulberry32): the same numbers for the same seed on any machine, for
// what must be reproducible (the demo community, generated test messages and bodies, the load
// benchmark's actions). Never for anything secret: node:crypto is for that.

/** A function giving floats in [0, 1), the same sequence for the same 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
