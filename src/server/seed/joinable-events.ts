// Demo events members can join (docs/decisions/0032-events.md): a hookah night, a heritage
// festival and a Premium-only meetup, a few weeks ahead, with venues and places. Idempotent: a
// demo event still to come with the same English title is left alone, so an admin's edit
// survives restarts; once it has passed, the next start adds the next one.
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { EventAudience, EventKind, PartialText } from '../../shared/contracts/events';
import { instantOf, localTimeOf } from '../../shared/zoned-time';
import type { Database } from '../db/client';
import { events } from '../db/schema';

interface DemoEvent {
  kind: EventKind;
  title: Required<PartialText>;
  description: Required<PartialText>;
  city: string;
  country: string;
  venue: string;
  timeZone: string;
  inDays: number;
  startHour: number;
  hours: number;
  capacity: number;
  audience: EventAudience;
}

export const DEMO_JOINABLE_EVENTS: readonly DemoEvent[] = [
  {
    kind: 'hookah-gatherings',
    title: {
      en: 'Hookah night on the rooftop',
      fr: 'Soirée chicha sur le toit',
      ar: 'أمسية شيشة على السطح',
      sw: 'Usiku wa shisha juu ya paa',
      am: 'የሺሻ ምሽት በሰገነቱ ላይ',
    },
    description: {
      en: 'Mint tea, oud music and good company. Come alone or with friends.',
      fr: 'Thé à la menthe, musique oud et bonne compagnie. Venez seul ou entre amis.',
      ar: 'شاي بالنعناع وموسيقى العود وصحبة طيبة. تعال وحدك أو مع أصدقائك.',
      sw: 'Chai ya nanaa, muziki wa udi na marafiki wazuri. Njoo peke yako au na marafiki.',
      am: 'የናና ሻይ፣ የዑድ ሙዚቃ እና ጥሩ ጓደኝነት። ብቻዎን ወይም ከጓደኞችዎ ጋር ይምጡ።',
    },
    city: 'Nairobi',
    country: 'KE',
    venue: 'Sahel Lounge, 4th floor, 12 Kenyatta Avenue',
    timeZone: 'Africa/Nairobi',
    inDays: 9,
    startHour: 19,
    hours: 4,
    capacity: 12,
    audience: 'all',
  },
  {
    kind: 'heritage-festivals',
    title: {
      en: 'Sahel heritage festival',
      fr: 'Festival du patrimoine sahélien',
      ar: 'مهرجان تراث الساحل',
      sw: 'Tamasha la urithi wa Sahel',
      am: 'የሳሄል ቅርስ ፌስቲቫል',
    },
    description: {
      en: 'Music, food and crafts from across the Sahel and the Horn, all afternoon.',
      fr: 'Musique, cuisine et artisanat du Sahel et de la Corne, tout l’après-midi.',
      ar: 'موسيقى وطعام وحرف من أنحاء الساحل والقرن، طوال فترة ما بعد الظهر.',
      sw: 'Muziki, chakula na kazi za mikono kutoka Sahel na Pembe ya Afrika, mchana mzima.',
      am: 'ከሳሄልና ከአፍሪካ ቀንድ ሙዚቃ፣ ምግብ እና የእጅ ሥራ፣ ከሰዓት በኋላ ሙሉ።',
    },
    city: 'Paris',
    country: 'FR',
    venue: 'Parc de la Villette, Grande Halle',
    timeZone: 'Europe/Paris',
    inDays: 16,
    startHour: 14,
    hours: 6,
    capacity: 150,
    audience: 'all',
  },
  {
    kind: 'community-meetups',
    title: {
      en: 'Premium members’ meetup',
      fr: 'Rencontre des membres Premium',
      ar: 'لقاء أعضاء بريميوم',
      sw: 'Mkutano wa wanachama wa Premium',
      am: 'የፕሪሚየም አባላት ስብሰባ',
    },
    description: {
      en: 'A relaxed Sunday afternoon for Premium members: coffee ceremony and conversation.',
      fr: 'Un dimanche après-midi détendu pour les membres Premium : cérémonie du café et discussions.',
      ar: 'بعد ظهر أحد هادئ لأعضاء بريميوم: مراسم القهوة وأحاديث.',
      sw: 'Jumapili mchana tulivu kwa wanachama wa Premium: sherehe ya kahawa na mazungumzo.',
      am: 'ለፕሪሚየም አባላት የተረጋጋ የእሁድ ከሰዓት፦ የቡና ሥነ ሥርዓት እና ጨዋታ።',
    },
    city: 'London',
    country: 'GB',
    venue: 'The Habesha Room, 21 Brixton Road',
    timeZone: 'Europe/London',
    inDays: 23,
    startHour: 15,
    hours: 3,
    capacity: 25,
    audience: 'premium',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo events not already waiting to happen; returns how many it added. */
export async function seedJoinableEvents(db: Database, now: Date = new Date()): Promise<number> {
  let added = 0;
  for (const demo of DEMO_JOINABLE_EVENTS) {
    const [existing] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(isNotNull(events.capacity), gt(events.startsAt, now), eq(sql`${events.title}->>'en'`, demo.title.en)))
      .limit(1);
    if (existing) continue;
    const day = localTimeOf(new Date(now.getTime() + demo.inDays * DAY_MS), demo.timeZone).slice(0, 10);
    const startsAt = instantOf(`${day}T${String(demo.startHour).padStart(2, '0')}:00`, demo.timeZone);
    await db.insert(events).values({
      series: demo.kind,
      title: demo.title,
      description: demo.description,
      city: demo.city,
      country: demo.country,
      venue: demo.venue,
      timeZone: demo.timeZone,
      startsAt,
      endsAt: new Date(startsAt.getTime() + demo.hours * 60 * 60 * 1000),
      capacity: demo.capacity,
      audience: demo.audience,
      status: 'published',
    });
    added += 1;
  }
  return added;
}
