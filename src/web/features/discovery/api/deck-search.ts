// Premium's advanced filters as the page holds them and as the deck URL carries them
// (GET /api/discovery/deck?heritage=a,b&country=SN&...; lists comma-separated). The page keeps
// them in its own address too (/profiles?country=SN), so a reload or a shared link keeps them.
import type { ZodType } from 'zod';
import { deckFilters } from '../../../../shared/contracts/discovery';
import type { HERITAGE_COUNTRIES, LANGUAGES, RELIGIONS } from '../../../../shared/contracts/profile';
import type { RelationshipGoal } from '../../../../shared/contracts/questionnaire';

export interface DeckFilterValues {
  heritage: (typeof HERITAGE_COUNTRIES)[number][];
  /** ISO 3166-1 alpha-2, '' for any. */
  country: string;
  /** '' for any. */
  city: string;
  ageMin: number | null;
  ageMax: number | null;
  religion: (typeof RELIGIONS)[number][];
  goal: RelationshipGoal[];
  languages: (typeof LANGUAGES)[number][];
}

export const NO_FILTERS: DeckFilterValues = {
  heritage: [],
  country: '',
  city: '',
  ageMin: null,
  ageMax: null,
  religion: [],
  goal: [],
  languages: [],
};

const LIST_FIELDS = ['heritage', 'religion', 'goal', 'languages'] as const;

/** The deck request's query for `filters`: only the fields set, lists comma-separated, in a fixed order. */
export function deckQueryOf(filters: DeckFilterValues): Partial<Record<keyof DeckFilterValues, string>> {
  const query: Partial<Record<keyof DeckFilterValues, string>> = {};
  if (filters.heritage.length > 0) query.heritage = filters.heritage.join(',');
  if (filters.country) query.country = filters.country;
  if (filters.city.trim()) query.city = filters.city.trim();
  if (filters.ageMin !== null) query.ageMin = String(filters.ageMin);
  if (filters.ageMax !== null) query.ageMax = String(filters.ageMax);
  for (const field of ['religion', 'goal', 'languages'] as const) if (filters[field].length > 0) query[field] = filters[field].join(',');
  return query;
}

/** The query string for `filters` ('' when none is set), in a fixed order so equal filters give equal URLs. */
export function deckSearch(filters: DeckFilterValues): string {
  const search = new URLSearchParams(deckQueryOf(filters)).toString();
  return search ? `?${search}` : '';
}

/** How many of the filters are set (the Filters button shows it). */
export function activeFilterCount(filters: DeckFilterValues): number {
  return (
    LIST_FIELDS.filter((field) => filters[field].length > 0).length +
    (filters.country ? 1 : 0) +
    (filters.city.trim() ? 1 : 0) +
    (filters.ageMin !== null || filters.ageMax !== null ? 1 : 0)
  );
}

/**
 * The filters an address carries, each checked with the server's own rules: a field the server
 * would refuse (an unknown code, an age out of range) is left out rather than failing the deck.
 */
export function filtersFromSearch(params: URLSearchParams): DeckFilterValues {
  const shape = deckFilters.shape;
  const read = <T>(schema: ZodType<T>, field: string): T | undefined => {
    const raw = params.get(field);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
  const ageMin = read(shape.ageMin, 'ageMin') ?? null;
  const ageMax = read(shape.ageMax, 'ageMax') ?? null;
  const agesInOrder = ageMin === null || ageMax === null || ageMin <= ageMax;
  return {
    heritage: read(shape.heritage, 'heritage') ?? [],
    country: read(shape.country, 'country') ?? '',
    city: read(shape.city, 'city') ?? '',
    ageMin: agesInOrder ? ageMin : null,
    ageMax: agesInOrder ? ageMax : null,
    religion: read(shape.religion, 'religion') ?? [],
    goal: read(shape.goal, 'goal') ?? [],
    languages: read(shape.languages, 'languages') ?? [],
  };
}
