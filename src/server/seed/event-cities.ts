// Where the demo events take place: diaspora hubs and home cities. `country` is an ISO 3166-1
// alpha-2 code so the browser can name it in each language (Intl.DisplayNames); `timeZone` is
// the IANA zone, so 7:00 PM stays 7:00 PM local time through daylight saving.
// Khartoum is left out on purpose: a festival there during the war would ring false.

export interface EventCity {
  city: string;
  country: string;
  timeZone: string;
}

const city = (name: string, country: string, timeZone: string): EventCity => ({ city: name, country, timeZone });

const MINNEAPOLIS = city('Minneapolis', 'US', 'America/Chicago');
const COLUMBUS = city('Columbus', 'US', 'America/New_York');
const WASHINGTON = city('Washington DC', 'US', 'America/New_York');
const SEATTLE = city('Seattle', 'US', 'America/Los_Angeles');
const TORONTO = city('Toronto', 'CA', 'America/Toronto');
const LONDON = city('London', 'GB', 'Europe/London');
const PARIS = city('Paris', 'FR', 'Europe/Paris');
const DUBAI = city('Dubai', 'AE', 'Asia/Dubai');
const CAIRO = city('Cairo', 'EG', 'Africa/Cairo');
const NAIROBI = city('Nairobi', 'KE', 'Africa/Nairobi');
const ADDIS_ABABA = city('Addis Ababa', 'ET', 'Africa/Addis_Ababa');
const MOGADISHU = city('Mogadishu', 'SO', 'Africa/Mogadishu');
const DAKAR = city('Dakar', 'SN', 'Africa/Dakar');
const NDJAMENA = city("N'Djamena", 'TD', 'Africa/Ndjamena');
const BAMAKO = city('Bamako', 'ML', 'Africa/Bamako');
const NIAMEY = city('Niamey', 'NE', 'Africa/Niamey');
const LAGOS = city('Lagos', 'NG', 'Africa/Lagos');
const ATLANTA = city('Atlanta', 'US', 'America/New_York');

/**
 * Friday evenings: mostly where the diaspora lives, with the lounges of Addis and Dakar. Only
 * where shisha lounges are lawful (Kenya, for one, banned them in 2017: no Nairobi here).
 */
export const HOOKAH_CITIES: readonly EventCity[] = [
  MINNEAPOLIS,
  LONDON,
  WASHINGTON,
  DUBAI,
  TORONTO,
  ATLANTA,
  COLUMBUS,
  PARIS,
  ADDIS_ABABA,
  SEATTLE,
  DAKAR,
  CAIRO,
];

/** Monthly festivals move between home and diaspora so each community hosts in turn. */
export const FESTIVAL_CITIES: readonly EventCity[] = [
  ADDIS_ABABA,
  MINNEAPOLIS,
  DAKAR,
  LONDON,
  NDJAMENA,
  WASHINGTON,
  BAMAKO,
  PARIS,
  NAIROBI,
  TORONTO,
  MOGADISHU,
  COLUMBUS,
  NIAMEY,
  DUBAI,
  LAGOS,
  CAIRO,
];

/** Weekly meetups in the major cities. */
export const MEETUP_CITIES: readonly EventCity[] = [
  WASHINGTON,
  NAIROBI,
  LONDON,
  MINNEAPOLIS,
  DAKAR,
  TORONTO,
  ADDIS_ABABA,
  PARIS,
  COLUMBUS,
  DUBAI,
  BAMAKO,
  NDJAMENA,
];
