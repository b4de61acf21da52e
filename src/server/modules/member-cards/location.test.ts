// Where members live (docs/targets.md T8; docs/decisions/0021-compatibility.md): the gazetteer finds
// every city it lists under each of its spellings, and the distance bucket is symmetric,
// deterministic and the same for every member of one grid cell.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISTANCE_BUCKETS } from '../../../shared/contracts/discovery';
import { RESIDENCE_COUNTRIES } from '../../../shared/contracts/profile';
import { GAZETTEER } from './gazetteer';
import { citiesOf, distanceBucket, locateCity, normaliseCity, type Residence } from './location';

const at = (country: string, city: string): Residence => {
  const cell = locateCity(country, city);
  return { country, city, cellLat: cell?.cellLat ?? null, cellLon: cell?.cellLon ?? null };
};

describe('the gazetteer', () => {
  it('locates every entry, under its name and every alias, to the cell of its coordinates', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(150);
    for (const entry of GAZETTEER) {
      const cell = { cellLat: Math.floor(entry.lat * 4), cellLon: Math.floor(entry.lon * 4) };
      expect(locateCity(entry.country, entry.name), entry.name).toEqual(cell);
      for (const alias of entry.aliases ?? []) expect(locateCity(entry.country, alias), alias).toEqual(cell);
    }
  });

  it('holds real country codes and coordinates, and no name that means two cities of one country', () => {
    const seen = new Map<string, string>();
    for (const entry of GAZETTEER) {
      expect(RESIDENCE_COUNTRIES, entry.name).toContain(entry.country);
      expect(Math.abs(entry.lat), entry.name).toBeLessThanOrEqual(90);
      expect(Math.abs(entry.lon), entry.name).toBeLessThanOrEqual(180);
      for (const name of [entry.name, ...(entry.aliases ?? [])]) {
        const key = `${entry.country}|${normaliseCity(name)}`;
        expect(seen.get(key) ?? entry.name, `${name} is also ${seen.get(key)}`).toBe(entry.name);
        seen.set(key, entry.name);
      }
    }
  });

  it("covers each landing page country and the diaspora's main cities", () => {
    // somalia, ethiopia, sudan, chad, niger, nigeria, burkina-faso, mali, mauritania, senegal,
    // gambia, guinea, america (src/shared/countries.ts)
    for (const code of ['SO', 'ET', 'SD', 'TD', 'NE', 'NG', 'BF', 'ML', 'MR', 'SN', 'GM', 'GN', 'US']) {
      expect(citiesOf(code).length, code).toBeGreaterThanOrEqual(3);
    }
    expect(citiesOf('US')).toEqual(expect.arrayContaining(['Minneapolis', 'Columbus', 'Seattle', 'Washington', 'Atlanta', 'Houston']));
    expect(citiesOf('gb')).toEqual(expect.arrayContaining(['London', 'Birmingham', 'Manchester', 'Leicester', 'Bristol', 'Cardiff']));
    expect(citiesOf('SE')).toEqual(['Stockholm', 'Gothenburg', 'Malmö', 'Uppsala', 'Örebro', 'Västerås']);
    expect(citiesOf('XX')).toEqual([]);
  });
});

describe('locateCity', () => {
  it('finds a city whatever its case, accents, punctuation and common spelling', () => {
    const spellings: string[][] = [
      ['US', 'Washington', 'Washington, DC', 'Washington D.C.', 'washington dc', 'District of Columbia'],
      ['ET', 'Addis Ababa', 'Addis Abeba', 'ADDIS-ABABA', '  addis   ababa ', 'አዲስ አበባ'],
      ['TD', "N'Djamena", 'Ndjamena', 'N’Djaména', 'NDJAMENA'],
      ['SE', 'Malmö', 'Malmo', 'MALMÖ'],
      ['US', 'Saint Paul', 'St. Paul', 'St Paul', 'saint-paul', 'St. Paul, MN'],
      ['US', 'Minneapolis', 'Minneapolis, MN', 'Minneapolis MN', 'minneapolis, minnesota'],
      ['GB', 'London', 'London, UK', 'London UK', 'Londres'],
      ['SO', 'Mogadishu', 'Muqdisho', 'Xamar', 'مقديشو'],
      ['SA', 'Riyadh', 'Riyad', 'الرياض'],
      ['SN', 'Saint-Louis', 'Saint Louis', 'St-Louis', 'St. Louis'],
    ];
    for (const [country, ...names] of spellings) {
      const cell = locateCity(country!, names[0]!);
      expect(cell, names[0]).not.toBeNull();
      for (const name of names) expect(locateCity(country!, name), name).toEqual(cell);
    }
    expect(locateCity('se', 'malmo')).toEqual(locateCity('SE', 'Malmö'));
  });

  it('tells the Portland of Oregon from the Portland of Maine', () => {
    expect(locateCity('US', 'Portland, Maine')).toEqual(locateCity('US', 'Portland ME'));
    expect(locateCity('US', 'Portland, Maine')).not.toEqual(locateCity('US', 'Portland'));
    expect(locateCity('US', 'Portland, OR')).toEqual(locateCity('US', 'Portland'));
  });

  it('returns null for a city it does not know, or one in another country', () => {
    expect(locateCity('US', 'Springfield')).toBeNull();
    expect(locateCity('US', 'Paris')).toBeNull();
    expect(locateCity('FR', '')).toBeNull();
    expect(locateCity('FR', ' ,. ')).toBeNull();
    expect(locateCity('XX', 'Paris')).toBeNull();
  });

  it('gives a cell and nothing finer: two whole numbers', () => {
    const cell = locateCity('US', 'Minneapolis');
    expect(Object.keys(cell ?? {}).sort()).toEqual(['cellLat', 'cellLon']);
    expect(Number.isInteger(cell?.cellLat) && Number.isInteger(cell?.cellLon)).toBe(true);
    // 44.98 N, 93.27 W in quarter degrees
    expect(cell).toEqual({ cellLat: 179, cellLon: -374 });
  });
});

describe('normaliseCity', () => {
  it('drops case, marks and punctuation, keeps letters of every script', () => {
    expect(normaliseCity('  Bobo-Dioulasso ')).toBe('bobo dioulasso');
    expect(normaliseCity("N'Djaména")).toBe('ndjamena');
    expect(normaliseCity('Washington D.C.')).toBe('washington dc');
    expect(normaliseCity('St. Paul')).toBe('saint paul');
    expect(normaliseCity('Düsseldorf')).toBe('dusseldorf');
    expect(normaliseCity('Tromsø')).toBe('tromso');
    expect(normaliseCity('Straße')).toBe('strasse');
    expect(normaliseCity('Stockholm')).toBe('stockholm');
    expect(normaliseCity('أبو ظبي')).toBe(normaliseCity('ابو ظبي'));
    expect(normaliseCity('...')).toBe('');
  });
});

describe('distanceBucket', () => {
  it('answers known pairs as a member would expect', () => {
    expect(distanceBucket(at('US', 'Minneapolis'), at('US', 'St Paul'))).toBe('under_50_km');
    expect(distanceBucket(at('GB', 'London'), at('GB', 'Birmingham'))).toBe('under_200_km');
    expect(distanceBucket(at('FR', 'Paris'), at('FR', 'Lyon'))).toBe('same_country');
    expect(distanceBucket(at('ET', 'Addis Ababa'), at('GB', 'London'))).toBe('other_country');
    expect(distanceBucket(at('FR', 'Paris'), at('FR', 'Montreuil'))).toBe('same_city');
    expect(distanceBucket(at('ET', 'Addis Ababa'), at('ET', 'Addis Abeba'))).toBe('same_city');
    expect(distanceBucket(at('US', 'Washington, DC'), at('US', 'Silver Spring'))).toBe('same_city');
    expect(distanceBucket(at('US', 'Washington, DC'), at('US', 'Baltimore'))).toBe('under_200_km');
    expect(distanceBucket(at('SN', 'Dakar'), at('GM', 'Banjul'))).toBe('under_200_km');
  });

  it('falls back to the city name and then the country when a city is not in the gazetteer', () => {
    const smallTown = at('US', 'Springfield');
    expect(smallTown.cellLat).toBeNull();
    expect(distanceBucket(smallTown, at('US', 'springfield'))).toBe('same_city');
    expect(distanceBucket(smallTown, at('US', 'Minneapolis'))).toBe('same_country');
    expect(distanceBucket(smallTown, at('CA', 'Toronto'))).toBe('other_country');
    expect(distanceBucket(at('US', ''), at('US', ''))).toBe('same_country');
    expect(distanceBucket(at('US', 'Springfield'), at('GB', 'Springfield'))).toBe('other_country');
  });

  const cityArb = fc.oneof(
    fc.constantFrom(...GAZETTEER).map((entry): Residence => at(entry.country, entry.name)),
    fc
      .record({ country: fc.constantFrom('US', 'FR', 'SO'), city: fc.constantFrom('', 'Springfield', 'springfield', 'Nowhere') })
      .map(({ country, city }): Residence => ({ country, city, cellLat: null, cellLon: null })),
    fc.record({
      country: fc.constantFrom('US', 'FR', 'SE'),
      city: fc.string({ maxLength: 12 }),
      cellLat: fc.integer({ min: -360, max: 360 }),
      cellLon: fc.integer({ min: -720, max: 719 }),
    }),
  );

  it('is symmetric, deterministic and one of the buckets', () => {
    fc.assert(
      fc.property(cityArb, cityArb, (a, b) => {
        const bucket = distanceBucket(a, b);
        expect(DISTANCE_BUCKETS).toContain(bucket);
        expect(distanceBucket(b, a)).toBe(bucket);
        expect(distanceBucket(structuredClone(a), structuredClone(b))).toBe(bucket);
      }),
      { numRuns: 2000 },
    );
  });

  it('says same_city for the same cell, and the same answer for every member of one cell in one country (T8)', () => {
    fc.assert(
      fc.property(cityArb, cityArb, fc.string({ maxLength: 12 }), (viewer, member, otherName) => {
        fc.pre(member.cellLat !== null);
        const neighbour = { ...member, city: otherName };
        expect(distanceBucket(member, neighbour)).toBe('same_city');
        // A viewer without a cell is compared by name, and a gazetteer name always has a cell.
        if (viewer.cellLat !== null) expect(distanceBucket(viewer, neighbour)).toBe(distanceBucket(viewer, member));
      }),
      { numRuns: 2000 },
    );
  });

  it('without a cell on one side, answers only from country and city name', () => {
    fc.assert(
      fc.property(cityArb, cityArb, (a, b) => {
        const unknownA = { ...a, cellLat: null, cellLon: null };
        const bucket = distanceBucket(unknownA, b);
        const sameCountry = a.country === b.country;
        const sameName = normaliseCity(a.city) !== '' && normaliseCity(a.city) === normaliseCity(b.city);
        expect(bucket).toBe(sameCountry ? (sameName ? 'same_city' : 'same_country') : 'other_country');
      }),
      { numRuns: 2000 },
    );
  });
});
