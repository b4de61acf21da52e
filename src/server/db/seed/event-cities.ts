// Where the demo events take place: diaspora hubs and home cities. `country` is an ISO 3166-1
// alpha-2 code so the browser can name it in each language (Intl.DisplayNames). Offsets are
// standard time without daylight saving, which is close enough for demo data ("local-ish").
// Khartoum is left out on purpose: a festival there during the war would ring false.

export interface EventCity {
  city: string;
  country: string;
  utcOffsetHours: number;
}

const city = (name: string, country: string, utcOffsetHours: number): EventCity => ({
  city: name,
  country,
  utcOffsetHours,
});

const MINNEAPOLIS = city('Minneapolis', 'US', -6);
const COLUMBUS = city('Columbus', 'US', -5);
const WASHINGTON = city('Washington DC', 'US', -5);
const SEATTLE = city('Seattle', 'US', -8);
const TORONTO = city('Toronto', 'CA', -5);
const LONDON = city('London', 'GB', 0);
const PARIS = city('Paris', 'FR', 1);
const DUBAI = city('Dubai', 'AE', 4);
const CAIRO = city('Cairo', 'EG', 2);
const NAIROBI = city('Nairobi', 'KE', 3);
const ADDIS_ABABA = city('Addis Ababa', 'ET', 3);
const MOGADISHU = city('Mogadishu', 'SO', 3);
const DAKAR = city('Dakar', 'SN', 0);
const NDJAMENA = city("N'Djamena", 'TD', 1);
const BAMAKO = city('Bamako', 'ML', 0);
const NIAMEY = city('Niamey', 'NE', 1);
const LAGOS = city('Lagos', 'NG', 1);

/** Friday evenings: mostly where the diaspora lives, with the lounges of Nairobi, Addis and Dakar. */
export const HOOKAH_CITIES: readonly EventCity[] = [
  MINNEAPOLIS, LONDON, WASHINGTON, DUBAI, TORONTO, NAIROBI, COLUMBUS, PARIS, ADDIS_ABABA, SEATTLE, DAKAR, CAIRO,
];

/** Monthly festivals move between home and diaspora so each community hosts in turn. */
export const FESTIVAL_CITIES: readonly EventCity[] = [
  ADDIS_ABABA, MINNEAPOLIS, DAKAR, LONDON, NDJAMENA, WASHINGTON, BAMAKO, PARIS, NAIROBI, TORONTO, MOGADISHU,
  COLUMBUS, NIAMEY, DUBAI, LAGOS, CAIRO,
];

/** Weekly meetups in the major cities. */
export const MEETUP_CITIES: readonly EventCity[] = [
  WASHINGTON, NAIROBI, LONDON, MINNEAPOLIS, DAKAR, TORONTO, ADDIS_ABABA, PARIS, COLUMBUS, DUBAI, BAMAKO, NDJAMENA,
];
