// Phone numbers leave the server masked: the member, the admin queue and the export see only the
// last four digits, enough to recognise one's own number and useless to anyone else.

/** "+15551234567" → "•••• 4567"; null stays null. */
export function maskPhoneNumber(phoneNumber: string | null): string | null {
  if (phoneNumber === null) return null;
  return `•••• ${phoneNumber.slice(-4)}`;
}
