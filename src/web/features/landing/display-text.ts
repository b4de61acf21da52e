// Bidirectional-text helpers for values placed inside translated sentences.

/**
 * Wraps a value of unknown direction (a Latin name in an Arabic sentence) in a first-strong
 * isolate, so the punctuation and numbers around it keep the sentence's order.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
