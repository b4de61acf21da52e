// Phone numbers in a message (docs/decisions/0023-messages.md, "Safety: the scam and abuse
// rules"): a number in the text is the move off the site itself, so it flags without an ask. Read
// on a folded message (normalise.ts: every digit script as 0-9), so ٠٩١٢٣٤٥٦٧٨ counts like
// 0912345678.
//
// Where a number of digits is a phone number: mobile numbers of the region have 8 digits (Mali,
// Burkina Faso, Niger, Chad, Mauritania, Djibouti: 76 12 34 56) to 10 with the leading 0 (Kenya,
// Ethiopia, Sudan: 0712 345 678), 11 to 13 with a country code. What else has that many digits
// is left out: dates (12/03/2024), years (2019-2024) and amounts (25 000 000 FCFA).

/** Digits with up to three separators between them (spaces, dots, dashes, slashes, brackets), after an optional + or 00. */
const CANDIDATE = /(?<![\p{L}\p{N}+])(?:\(?(?:\+|00) ?)?\(?\d(?:[\s().\-/\u066B\u066C]{0,3}\d)*/gu;

/** O for 0 and l or I for 1 between digits, then a leading O (O7I2 345 678 → 0712 345 678). */
const LETTER_BETWEEN_DIGITS = /(?<=\d[\s.-]?)[oli](?=[\s.-]?\d)/gu;
const LEADING_O = /(?<![\p{L}\p{N}])o(?=\d{2})/gu;

const CURRENCY =
  /(\$|€|£|dollars?|usd|euros?|cfa|fcfa|francs?|birr|ብር|shillings?|shilingi|ksh|kes|tsh|ugx|naira|dirhams?|pounds?|cedis?|ouguiyas?|mru|sdg|etb|دولار|جنيه|ريال|درهم|دينار)/u;

const YEAR = /^(19|20)\d\d$/;

function isDateOrYears(groups: string[]): boolean {
  if (groups.every((group) => YEAR.test(group))) return true;
  const lengths = groups.map((group) => group.length).join(',');
  // 12/03/2024, 2024-03-12, 1/3/2024
  return (
    groups.length === 3 && (/^[12],[12],4$/.test(lengths) || /^4,[12],[12]$/.test(lengths)) && groups.some((group) => YEAR.test(group))
  );
}

/** 25 000 000, 1.500.000: a first group of one to three digits, then groups of exactly three. */
function isThousandsGrouped(groups: string[]): boolean {
  return groups.length >= 2 && (groups[0]?.length ?? 0) <= 3 && groups.slice(1).every((group) => group.length === 3);
}

function isPhoneNumber(candidate: string, around: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return false;
  if (/^\(?(\+|00)/.test(candidate)) return true;
  const groups = candidate.split(/\D+/).filter((group) => group.length > 0);
  if (isDateOrYears(groups)) return false;
  if (CURRENCY.test(around)) return false;
  // Eight digits grouped in thousands is an amount; nine or more is a number grouped 3-3-3
  // (712 345 678) unless money is named next to it.
  if (digits.length === 8 && isThousandsGrouped(groups)) return false;
  return true;
}

/** Whether a folded message holds a phone number. */
export function hasPhoneNumber(folded: string): boolean {
  const text = folded.replace(LETTER_BETWEEN_DIGITS, (letter) => (letter === 'o' ? '0' : '1')).replace(LEADING_O, '0');
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const end = start + match[0].length;
    const around = `${text.slice(Math.max(0, start - 12), start)} ${text.slice(end, end + 12)}`;
    if (isPhoneNumber(match[0].trim(), around)) return true;
  }
  return false;
}
