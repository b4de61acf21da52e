// @vitest-environment node
// The filters in the deck's address: a fixed order, nothing for nothing, and a link's values
// checked with the server's own rules (an unknown code or a bad age is dropped, not sent).
import { describe, expect, it } from 'vitest';
import { activeFilterCount, deckSearch, filtersFromSearch, NO_FILTERS } from './deck-search';

describe('deck filters in the address', () => {
  it('writes nothing for no filters, and every filter in a fixed order', () => {
    expect(deckSearch(NO_FILTERS)).toBe('');
    const filters = {
      languages: ['wo', 'fr'] as ('wo' | 'fr')[],
      goal: ['marriage' as const],
      religion: ['islam' as const],
      ageMax: 35,
      ageMin: 25,
      city: ' Dakar ',
      country: 'SN',
      heritage: ['senegal' as const, 'mali' as const],
    };
    expect(deckSearch(filters)).toBe(
      '?heritage=senegal%2Cmali&country=SN&city=Dakar&ageMin=25&ageMax=35&religion=islam&goal=marriage&languages=wo%2Cfr',
    );
    expect(activeFilterCount(filters)).toBe(7);
  });

  it('reads back what it wrote', () => {
    const filters = { ...NO_FILTERS, heritage: ['senegal' as const], country: 'SN', ageMin: 25, languages: ['wo' as const] };
    expect(filtersFromSearch(new URLSearchParams(deckSearch(filters)))).toEqual(filters);
  });

  it('drops what the server would refuse', () => {
    expect(filtersFromSearch(new URLSearchParams('country=XX&ageMin=12&ageMax=40&heritage=atlantis&goal=marriage'))).toEqual({
      ...NO_FILTERS,
      ageMax: 40,
      goal: ['marriage'],
    });
    expect(filtersFromSearch(new URLSearchParams('ageMin=50&ageMax=30'))).toEqual(NO_FILTERS);
  });
});
