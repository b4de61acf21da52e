// better-auth's routes while the database cannot serve (docs/decisions/0009-accounts.md, "Failures"): a sign-in
// whose session cannot be stored is answered 503 DATABASE_UNAVAILABLE like every other route
// during a restart, never a bare 500, and a refusal is still better-auth's own answer.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { signedInMember, signIn } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

describe.each(testDatabases())('better-auth routes while the database is away, on $name', (testDatabase) => {
  const testApp = useTestApp(testDatabase);

  /** The session table refuses new rows as a database going away does (SQLSTATE class 08). */
  async function whileSessionsRefused<T>(run: () => Promise<T>): Promise<T> {
    const db = testApp.current.database.db;
    await db.execute(
      sql.raw(`create function refuse_session() returns trigger language plpgsql as $$
        begin raise exception 'connection lost' using errcode = '08006'; end $$`),
    );
    await db.execute(sql.raw('create trigger refuse_session before insert on session for each row execute function refuse_session()'));
    try {
      return await run();
    } finally {
      await db.execute(sql.raw('drop trigger refuse_session on session'));
      await db.execute(sql.raw('drop function refuse_session()'));
    }
  }

  it('answers a sign-in 503 DATABASE_UNAVAILABLE, stores no session, and signs in once the database is back', async () => {
    const { app, database } = testApp.current;
    await signedInMember(app, database.db, 'outage@example.org');
    const sessionsBefore = (await database.db.select().from(sessions)).length;

    const during = await whileSessionsRefused(() => signIn(app, 'outage@example.org'));
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(during.headers['set-cookie']).toBeUndefined();
    expect(await database.db.select().from(sessions)).toHaveLength(sessionsBefore);

    expect((await signIn(app, 'outage@example.org')).statusCode).toBe(200);
  });

  it('still answers a wrong password with better-auth’s own refusal', async () => {
    const { app, database } = testApp.current;
    await signedInMember(app, database.db, 'refused@example.org');
    const refused = await signIn(app, 'refused@example.org', 'not-the-password-at-all');
    expect(refused.statusCode).toBe(401);
  });
});
