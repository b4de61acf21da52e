// The population of `npm run bench:discovery` (docs/targets.md S6), generated inside PostgreSQL with
// generate_series and INSERT ... SELECT: members as onboarding leaves them (user, profile,
// questionnaire, identity check, membership, a photo; a few not yet discoverable), the swipes they
// made and a few blocks. Random draws come from PostgreSQL's random() after setseed, so a run is repeatable.
import { COUNTRY_SLUGS } from '../../src/shared/countries';
import { INTERESTS, LANGUAGES, RELIGIONS } from '../../src/shared/contracts/profile';
import { LIFESTYLES, PREFERENCES, RELATIONSHIP_GOALS } from '../../src/shared/contracts/questionnaire';
import { GAZETTEER } from '../../src/server/modules/member-cards/gazetteer';
import { locateCity } from '../../src/server/modules/member-cards/location';

interface Sql {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
}

export interface Population {
  members: number;
  swipesPerMember: number;
}

/** The SQL literal of a text array. */
const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
/** One element of a literal array, drawn with the random number `r` in [0, 1). */
const pick = (values: readonly string[], r: string) => `(${textArray(values)})[1 + floor(${r} * ${values.length})::int]`;
/** The elements of a literal array that a mask of bits (an integer column) selects, in order. */
const subset = (values: readonly string[], mask: string) =>
  `array(select v from unnest(${textArray(values)}) with ordinality as t(v, n) where (${mask} >> (n::int - 1)) & 1 = 1)`;

/** Cities members live in: the gazetteer's, with the grid cell the profile service would store. */
function cities() {
  const places = GAZETTEER.map((entry) => ({ ...entry, cell: locateCity(entry.country, entry.name) }));
  const rows = places.map(
    (place, index) =>
      `(${index}, '${place.country}', '${place.name.replaceAll("'", "''")}', ${place.cell?.cellLat ?? 'null'}, ${place.cell?.cellLon ?? 'null'})`,
  );
  return { count: places.length, values: rows.join(',\n') };
}

/** Runs the statements and reports each one's time to `log`. */
async function step(sql: Sql, label: string, statements: string[], log: (line: string) => void): Promise<void> {
  const start = performance.now();
  let rows = 0;
  for (const statement of statements) rows += (await sql.query(statement)).rowCount ?? 0;
  log(`  ${label.padEnd(34)} ${rows.toLocaleString('en').padStart(10)} rows  ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/**
 * Fills a freshly migrated database. Member `i` (1..members) has the id `bench_id(i)` (an md5, as
 * random-looking as the app's ids), from a function created in the benchmark's own database. The
 * connection must be a single session: the seed of random() and the temporary tables live in it.
 */
export async function generatePopulation(sql: Sql, population: Population, log: (line: string) => void): Promise<void> {
  const { members, swipesPerMember } = population;
  const places = cities();
  await prepareSession(sql);
  await drawPeople(sql, places.values, members, log);
  await insertUsers(sql, log);
  await insertProfiles(sql, places.count, log);
  await insertOnboarding(sql, log);
  await insertBlocks(sql, members, log);
  await insertSwipes(sql, members, swipesPerMember, log);
  await sql.query(`set session_replication_role = origin`);
  await step(sql, 'vacuum analyze', [`vacuum analyze`], log);
}

/** The session's settings for a bulk load, the seed of random() and the `bench_id` function. */
async function prepareSession(sql: Sql): Promise<void> {
  await sql.query(`set synchronous_commit = off`);
  await sql.query(`set maintenance_work_mem = '512MB'`);
  await sql.query(`set work_mem = '64MB'`);
  // Foreign-key triggers are skipped while loading: every id generated below exists by
  // construction, and checking 10 million references one row at a time would be most of the run.
  await sql.query(`set session_replication_role = replica`);
  await sql.query(`select setseed(0.2020)`);
  await sql.query(`create or replace function bench_id(i integer) returns text language sql immutable parallel safe
    as $$ select md5('bench-member-' || i) $$`);
}

/**
 * Everyone's random draws once, into temporary tables (`bench_place`, `bench_person`), so each
 * table below agrees with the others about a member.
 */
async function drawPeople(sql: Sql, placeRows: string, members: number, log: (line: string) => void): Promise<void> {
  await step(
    sql,
    'draws (temporary table)',
    [
      `create temporary table bench_place (n integer primary key, country text, city text, cell_lat integer, cell_lon integer)`,
      `insert into bench_place values ${placeRows}`,
      `create temporary table bench_person as
       select i, bench_id(i) as id,
         (current_date - interval '21 years' - floor(random() * 35 * 365.25)::int * interval '1 day')::date as date_of_birth,
         random() as r_gender, random() as r_seeking, random() as r_min, random() as r_max,
         random() as r_place, random() as r_heritage, random() as r_religion, random() as r_practice,
         floor(random() * 262144)::int as bits, random() as r_active, random() as r_boost,
         random() as r_verified, random() as r_subscription, random() as r_premium, random() as r_photo,
         random() as r_goal, random() as r_lifestyle
       from generate_series(1, ${members}) as i`,
      `alter table bench_person add primary key (i)`,
    ],
    log,
  );
}

async function insertUsers(sql: Sql, log: (line: string) => void): Promise<void> {
  await step(
    sql,
    'user',
    [
      `insert into "user" (id, name, email, email_verified, display_name, date_of_birth, language, created_at, updated_at)
       select p.id, 'Member ' || p.i, 'member' || p.i || '@bench.sahelhearts.test', true,
         ${pick(['Amina', 'Dawit', 'Selam', 'Fatou', 'Moussa', 'Hodan', 'Abdi', 'Aïssata', 'Yonas', 'Mariam', 'Ibrahim', 'Hawa'], 'p.r_goal')},
         p.date_of_birth, ${pick(['en', 'fr', 'ar', 'sw', 'am'], 'p.r_lifestyle')}, now() - interval '200 days', now()
       from bench_person p`,
    ],
    log,
  );
}

/** Each member's profile, in one of the `placeCount` cities of `bench_place`. */
async function insertProfiles(sql: Sql, placeCount: number, log: (line: string) => void): Promise<void> {
  const age = `date_part('year', age(current_date, p.date_of_birth))::int`;
  await step(
    sql,
    'profile',
    [
      `insert into profile (user_id, gender, seeking, age_min, age_max, heritage_country, residence_country, city,
         religion, practice, languages, interests, open_to_relocating, show_religion, show_heritage,
         cell_lat, cell_lon, last_active_at, boost_ends_at, date_of_birth)
       select p.id,
         case when p.r_gender < 0.5 then 'woman' else 'man' end,
         -- Most seek the other gender, some the same.
         case when (p.r_gender < 0.5) = (p.r_seeking < 0.94) then 'men' else 'women' end,
         greatest(18, ${age} - 1 - floor(p.r_min * 8)::int),
         least(99, ${age} + 1 + floor(p.r_max * 12)::int),
         ${pick(COUNTRY_SLUGS, 'p.r_heritage')},
         place.country, place.city,
         ${pick(RELIGIONS, 'p.r_religion')}, ${pick(['very', 'moderately', 'not_very'], 'p.r_practice')},
         ${subset(LANGUAGES.slice(0, 6), '(p.bits & 63) | 1')},
         ${subset(INTERESTS.slice(0, 10), '(p.bits >> 6) & (p.bits >> 2)')},
         ${pick(['yes', 'no', 'maybe'], 'p.r_practice')},
         p.bits % 3 = 0, p.bits % 5 <> 0,
         place.cell_lat, place.cell_lon,
         now() - p.r_active * interval '30 days',
         -- A few run a boost now, some boosted before.
         case when p.r_boost < 0.005 then now() + p.r_boost * 200 * interval '24 hours'
              when p.r_boost < 0.03 then now() - p.r_boost * interval '300 days' end,
         -- The profile's copy of the birth date, which a trigger keeps in the app: triggers are
         -- off while the data is generated (session_replication_role above).
         p.date_of_birth
       from bench_person p
       join bench_place place on place.n = floor(p.r_place * ${placeCount})::int`,
    ],
    log,
  );
}

/** The rest of what onboarding leaves: questionnaire, identity check, membership, a photo. */
async function insertOnboarding(sql: Sql, log: (line: string) => void): Promise<void> {
  await step(
    sql,
    'questionnaire',
    [
      `insert into questionnaire (user_id, relationship_goals, preferences, lifestyle, bio)
       select p.id, ${pick(RELATIONSHIP_GOALS, 'p.r_goal')},
         ${subset(PREFERENCES, '((p.bits >> 3) & 15) | 1')},
         ${pick(LIFESTYLES, 'p.r_lifestyle')},
         'Tea, family and long walks by the river.'
       from bench_person p`,
    ],
    log,
  );
  await step(
    sql,
    'identity_verification',
    [
      `insert into identity_verification (user_id, status, provider, submitted_at, decided_at)
       select p.id, case when p.r_verified < 0.96 then 'approved' else 'pending' end, 'sandbox',
         now() - interval '100 days', case when p.r_verified < 0.96 then now() - interval '100 days' end
       from bench_person p`,
    ],
    log,
  );
  await step(
    sql,
    'subscriptions',
    [
      // Basic: active for 94%, over for 3%, never taken for 3%.
      `insert into subscriptions (user_id, plan, provider, provider_subscription_id, status, current_period_end, last_event_at)
       select p.id, 'basic', 'sandbox', 'bench-basic-' || p.i,
         case when p.r_subscription < 0.94 then 'active' else 'expired' end,
         case when p.r_subscription < 0.94 then now() + interval '20 days' else now() - interval '10 days' end,
         now() - interval '10 days'
       from bench_person p where p.r_subscription < 0.97`,
      `insert into subscriptions (user_id, plan, provider, provider_subscription_id, status, current_period_end, last_event_at)
       select p.id, 'premium', 'sandbox', 'bench-premium-' || p.i, 'active', now() + interval '20 days', now() - interval '10 days'
       from bench_person p where p.r_subscription < 0.94 and p.r_premium < 0.15`,
    ],
    log,
  );
  await step(
    sql,
    'profile_photo',
    [
      `insert into profile_photo (user_id, position, large_key, card_key, width, height)
       select p.id, 0, 'bench/' || p.i || '/large.webp', 'bench/' || p.i || '/card.webp', 1200, 1600
       from bench_person p where p.r_photo < 0.95`,
    ],
    log,
  );
}

/** A few blocks: one member in ten blocks another. */
async function insertBlocks(sql: Sql, members: number, log: (line: string) => void): Promise<void> {
  await step(
    sql,
    'block',
    [
      `insert into block (blocker_id, blocked_id)
       select p.id, bench_id(1 + (p.i + floor(p.r_photo * 997)::int) % ${members})
       from bench_person p where p.r_photo < 0.1`,
    ],
    log,
  );
}

/**
 * Each member swipes `perMember` others: the k-th one is drawn in the k-th of `perMember` equal
 * slices of the other members (counted from the swiper), so the pairs are random, never the
 * swiper, and never the same pair twice. The swipe table's indexes are dropped during the load
 * and built again after it, from their own definitions: sorting 5 million rows once is much
 * faster than keeping three indexes up to date row by row.
 */
async function insertSwipes(sql: Sql, members: number, perMember: number, log: (line: string) => void): Promise<void> {
  const stride = Math.floor((members - 1) / perMember);
  if (stride < 1) throw new Error(`${members} members cannot each swipe ${perMember} others`);
  const constraints = (
    await sql.query(
      `select conname, pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = 'swipe'::regclass and contype in ('p', 'u')`,
    )
  ).rows as { conname: string; definition: string }[];
  const indexes = (
    await sql.query(
      `select indexdef from pg_indexes i where tablename = 'swipe' and schemaname = current_schema()
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    )
  ).rows as { indexdef: string }[];
  await step(
    sql,
    `swipe (${perMember} per member)`,
    [
      ...constraints.map((constraint) => `alter table swipe drop constraint "${constraint.conname}"`),
      ...indexes.map((index) => `drop index ${index.indexdef.match(/INDEX (\S+) ON/)![1]}`),
      `insert into swipe (swiper_id, target_id, direction, created_at)
       select p.id, bench_id(1 + (p.i - 1 + k * ${stride} + 1 + floor(random() * ${stride})::int) % ${members}),
         case when random() < 0.3 then 'like' else 'pass' end,
         now() - random() * interval '30 days'
       from bench_person p cross join generate_series(0, ${perMember - 1}) as k`,
    ],
    log,
  );
  await step(
    sql,
    'swipe indexes',
    [
      ...constraints.map((constraint) => `alter table swipe add constraint "${constraint.conname}" ${constraint.definition}`),
      ...indexes.map((index) => index.indexdef),
    ],
    log,
  );
}
