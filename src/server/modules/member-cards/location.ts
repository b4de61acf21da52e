import type { DistanceBucket } from '../../../shared/contracts/discovery';
import { GAZETTEER } from './gazetteer';

// Where members live (docs/targets.md T8; docs/decisions/0021-compatibility.md, "Where members
// live"). A member gives a country and a free-text city; the server keeps the city and a coarse
// grid cell looked up here, and the only distance anyone is shown is a bucket. Coordinates
// never leave this module: callers get a cell or a bucket, nothing finer.

/**
 * A cell is a quarter of a degree on each side: about 28 km north to south everywhere, and 28 km
 * (equator) to 14 km (60° north) east to west. Finer than the 50 km bucket, so two neighbouring
 * cities are not merged into one; coarse enough that a cell covers a whole city or more.
 */
const CELLS_PER_DEGREE = 4;
const EARTH_RADIUS_KM = 6371;
const UNDER_50_KM = 50;
const UNDER_200_KM = 200;

/** Letters that Unicode decomposition leaves alone but people type without their mark. */
const FOLDED_LETTERS: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const TITLES: Record<string, string> = { st: 'saint', ste: 'sainte' };

/**
 * The form of a city name used to compare two of them: lower case, accents and other marks
 * dropped, apostrophes and dots removed ("N'Djamena" = "Ndjamena", "D.C." = "DC"), every other
 * run of punctuation or space one space ("Bobo-Dioulasso" = "Bobo Dioulasso"), and "St"/"Ste"
 * read as "Saint"/"Sainte". Letters of every script are kept.
 */
export function normaliseCity(city: string): string {
  return city
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđðþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/['’‘`´ʼ.\u0640]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/(^| )(st|ste)(?= |$)/g, (_match, space: string, title: string) => space + (TITLES[title] ?? title));
}

interface Cell {
  cellLat: number;
  cellLon: number;
}

const keyOf = (country: string, name: string) => `${country.trim().toUpperCase()}|${name}`;

/** Every name and alias of every entry, by country and normalised name, built once. */
const CELLS_BY_NAME: ReadonlyMap<string, Cell> = (() => {
  const index = new Map<string, Cell>();
  for (const entry of GAZETTEER) {
    const cell = { cellLat: Math.floor(entry.lat * CELLS_PER_DEGREE), cellLon: Math.floor(entry.lon * CELLS_PER_DEGREE) };
    for (const name of [entry.name, ...(entry.aliases ?? [])]) index.set(keyOf(entry.country, normaliseCity(name)), cell);
  }
  return index;
})();

/**
 * The grid cell of a member's city, or null when the city is not in the gazetteer (the member
 * is then compared by country and city name only). Tries the whole name, then the part before
 * the first comma ("Paris, France"), then the name without a last word of at most three letters
 * (a state or country code: "Minneapolis MN", "London UK").
 */
export function locateCity(country: string, city: string): Cell | null {
  const whole = normaliseCity(city);
  if (!whole) return null;
  const tries = [whole, normaliseCity(city.split(',')[0] ?? '')];
  const withoutCode = whole.replace(/ \p{L}{1,3}$/u, '');
  if (withoutCode !== whole) tries.push(withoutCode);
  for (const name of tries) {
    const cell = CELLS_BY_NAME.get(keyOf(country, name));
    if (cell) return { ...cell };
  }
  return null;
}

/** What distanceBucket needs of a member: where they said they live, and the cell found for it. */
export interface Residence {
  country: string;
  city: string;
  cellLat: number | null;
  cellLon: number | null;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const cellCentre = (cell: number) => (cell + 0.5) / CELLS_PER_DEGREE;

/** Great-circle distance between the centres of two cells (haversine). */
function kilometresBetweenCells(latA: number, lonA: number, latB: number, lonB: number): number {
  const phiA = radians(cellCentre(latA));
  const phiB = radians(cellCentre(latB));
  const halfDeltaPhi = (phiB - phiA) / 2;
  const halfDeltaLambda = radians(cellCentre(lonB) - cellCentre(lonA)) / 2;
  const h = Math.sin(halfDeltaPhi) ** 2 + Math.cos(phiA) * Math.cos(phiB) * Math.sin(halfDeltaLambda) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far apart two members live, as the bucket the card shows. When both cells are known the
 * answer comes from the cells alone, so every member of one cell gets the same answer (T8):
 * same cell → same_city, then the distance between the cell centres. Otherwise: same country
 * and same normalised city name → same_city, same country → same_country, else other_country.
 * Symmetric, and a pure function of its inputs.
 */
export function distanceBucket(a: Residence, b: Residence): DistanceBucket {
  const sameCountry = a.country.trim().toUpperCase() === b.country.trim().toUpperCase();
  if (a.cellLat !== null && a.cellLon !== null && b.cellLat !== null && b.cellLon !== null) {
    if (a.cellLat === b.cellLat && a.cellLon === b.cellLon) return 'same_city';
    const kilometres = kilometresBetweenCells(a.cellLat, a.cellLon, b.cellLat, b.cellLon);
    if (kilometres < UNDER_50_KM) return 'under_50_km';
    if (kilometres < UNDER_200_KM) return 'under_200_km';
  } else if (sameCountry) {
    const city = normaliseCity(a.city);
    if (city !== '' && city === normaliseCity(b.city)) return 'same_city';
  }
  return sameCountry ? 'same_country' : 'other_country';
}

/** The gazetteer's cities of one country (ISO alpha-2), in the table's order: the demo seed picks from them. */
export function citiesOf(country: string): string[] {
  const code = country.trim().toUpperCase();
  return GAZETTEER.filter((entry) => entry.country === code).map((entry) => entry.name);
}
