// Which characters of the Basic Multilingual Plane an expression finds, as a table read by index
// (docs/decisions/0023-messages.md, "Cheap by design"): the safety rules' folding and word
// splitting read a message character by character against such tables, because an expression over
// a large Unicode class (\p{L}, \p{M}) costs several times more per character on Arabic and
// Ethiopic text. Astral characters (surrogate pairs) are left to the expression itself.

/** Every UTF-16 unit once, at its own index, with the surrogates as NUL (no class holds them alone). */
let units: string | undefined;

/** Per UTF-16 unit, `value` where `expression` (global, Unicode) finds that unit alone, else 0. */
export function characterTable(expressions: [expression: RegExp, value: number][]): Uint8Array {
  units ??= Array.from({ length: 0x10000 }, (_, code) => (code >= 0xd800 && code <= 0xdfff ? '\u0000' : String.fromCharCode(code))).join(
    '',
  );
  const table = new Uint8Array(0x10000);
  for (const [expression, value] of expressions) {
    for (const found of units.matchAll(expression)) table.fill(value, found.index, found.index + found[0].length);
  }
  return table;
}
