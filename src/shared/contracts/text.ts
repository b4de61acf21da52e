import { z } from 'zod';

// Text that people write (names, messages, reasons, a bio...): every free-text field of the
// contracts is built on `text()`, so each refuses badly formed text the same way, in the browser's
// checks and on the server alike (docs/architecture.md, "Requests, errors and logs").

/** A UTF-16 surrogate without its other half: half an emoji, which no character encoding can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message when text is badly formed: a key the forms translate. */
export const MALFORMED_TEXT = 'malformedText';

/**
 * Whether `value` is well-formed Unicode (String.prototype.isWellFormed, which older browsers we
 * support lack). Badly formed text is refused, never repaired: replaced with U+FFFD, a message
 * would be stored and delivered as something its writer did not write (and spend the allowance).
 */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);

/** A string contract for free text: refuses badly formed text with MALFORMED_TEXT. */
export const text = () => z.string().refine(isWellFormedText, MALFORMED_TEXT);
