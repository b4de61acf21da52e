import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_AUTH_SECRET, loadConfig } from './env';
import { DEVELOPMENT_SANDBOX_WEBHOOK_SECRET } from './payments';
import { PRODUCTION, problemsOf } from './test/problems-of';

const PRODUCTION_SECRET = PRODUCTION.BETTER_AUTH_SECRET;

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      LOG_LEVEL: 'info',
      PGLITE_DATA_DIR: './data/pglite',
      SEED_DEMO_DATA: true,
      TRUST_PROXY: false,
      CONTACT_RATE_LIMIT_PER_HOUR: 5,
      PAGE_VIEW_RATE_LIMIT_PER_MINUTE: 120,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db:5432/sahel',
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: '0',
      CONTACT_RATE_LIMIT_PER_HOUR: '12',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgresql://app@db:5432/sahel',
      TRUST_PROXY: true,
      SEED_DEMO_DATA: false,
      CONTACT_RATE_LIMIT_PER_HOUR: 12,
    });
  });

  it.each(['abc', '0', '70000', '3000.5'])('refuses PORT=%s, naming it', (port) => {
    const problems = problemsOf({ PORT: port });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: /);
  });

  it.each(['mysql://localhost/sahel', 'localhost:5432', 'not a url'])('refuses DATABASE_URL=%s, naming it', (url) => {
    expect(problemsOf({ DATABASE_URL: url })).toEqual(['DATABASE_URL: must be a postgres:// URL']);
  });

  it('takes REDIS_URL for the live bus, and refuses anything but a redis:// or rediss:// URL, naming it', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380/0' }).REDIS_URL).toBe('rediss://cache.example:6380/0');
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    for (const url of ['http://127.0.0.1:6379', '127.0.0.1:6379']) {
      expect(problemsOf({ REDIS_URL: url })).toEqual(['REDIS_URL: must be a redis:// or rediss:// URL']);
    }
  });

  it('refuses requests past a 500 ms late event loop by default on a PostgreSQL server, never on PGlite or in tests, and names a bad threshold', () => {
    const server = 'postgres://app@db.example:5432/sahel';
    expect(loadConfig({ DATABASE_URL: server }).OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(500);
    expect(loadConfig({}).OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: server }).OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '300' }).OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(300);
    expect(loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }).OVERLOAD_EVENT_LOOP_DELAY_MS).toBe(0);
    for (const value of ['-1', 'fast', '1.5']) {
      expect(problemsOf({ OVERLOAD_EVENT_LOOP_DELAY_MS: value }).map((problem) => problem.split(':')[0])).toEqual([
        'OVERLOAD_EVENT_LOOP_DELAY_MS',
      ]);
    }
  });

  it('lists every bad setting at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT', 'TRUST_PROXY']);
  });

  it('never seeds demo data in production', () => {
    expect(problemsOf({ ...PRODUCTION, SEED_DEMO_DATA: 'true' })).toEqual(['SEED_DEMO_DATA: demo data is never seeded in production']);
    expect(loadConfig({ ...PRODUCTION }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO_DATA).toBe(true);
  });

  it('seeds 3000 demo members by default, any number from 0 given, and none in production', () => {
    expect(loadConfig({}).DEMO_COMMUNITY_SIZE).toBe(3000);
    expect(loadConfig({ DEMO_COMMUNITY_SIZE: '300' }).DEMO_COMMUNITY_SIZE).toBe(300);
    expect(loadConfig({ DEMO_COMMUNITY_SIZE: '0' }).DEMO_COMMUNITY_SIZE).toBe(0);
    for (const bad of ['-1', 'many', '12.5', '1000000']) {
      const problems = problemsOf({ DEMO_COMMUNITY_SIZE: bad });
      expect(problems, bad).toHaveLength(1);
      expect(problems[0], bad).toMatch(/^DEMO_COMMUNITY_SIZE: /);
    }
    expect(loadConfig({ ...PRODUCTION }).DEMO_COMMUNITY_SIZE).toBe(0);
    expect(loadConfig({ ...PRODUCTION, DEMO_COMMUNITY_SIZE: '0' }).DEMO_COMMUNITY_SIZE).toBe(0);
    expect(problemsOf({ ...PRODUCTION, DEMO_COMMUNITY_SIZE: '3000' })).toEqual([
      'DEMO_COMMUNITY_SIZE: demo data is never seeded in production',
    ]);
  });

  it('requires a secret of 32 characters or more in production, and uses the development one elsewhere', () => {
    const { BETTER_AUTH_SECRET: _secret, ...withoutSecret } = PRODUCTION;
    expect(problemsOf(withoutSecret)).toEqual(['BETTER_AUTH_SECRET: required in production']);
    expect(problemsOf({ ...PRODUCTION, BETTER_AUTH_SECRET: 'short' })).toEqual(['BETTER_AUTH_SECRET: must be at least 32 characters']);
    expect(loadConfig({ ...PRODUCTION }).BETTER_AUTH_SECRET).toBe(PRODUCTION_SECRET);
    expect(loadConfig({ NODE_ENV: 'development' }).BETTER_AUTH_SECRET).toBe(DEVELOPMENT_AUTH_SECRET);
  });

  it('reads the former secrets newest first, each checked like the current one', () => {
    const former = ['b'.repeat(20) + '-former-secret-one', 'c'.repeat(20) + '-former-secret-two'];
    expect(loadConfig({ NODE_ENV: 'development' }).BETTER_AUTH_PREVIOUS_SECRETS).toEqual([]);
    expect(
      loadConfig({ ...PRODUCTION, BETTER_AUTH_PREVIOUS_SECRETS: ` ${former[0]} ,${former[1]},` }).BETTER_AUTH_PREVIOUS_SECRETS,
    ).toEqual(former);
    expect(problemsOf({ ...PRODUCTION, BETTER_AUTH_PREVIOUS_SECRETS: `${former[0]},short` })).toEqual([
      'BETTER_AUTH_PREVIOUS_SECRETS.1: each must be at least 32 characters',
    ]);
    expect(problemsOf({ ...PRODUCTION, BETTER_AUTH_PREVIOUS_SECRETS: `${former[0]},${PRODUCTION_SECRET}` })).toEqual([
      'BETTER_AUTH_PREVIOUS_SECRETS: lists the current BETTER_AUTH_SECRET; list only the former ones',
    ]);
    expect(problemsOf({ ...PRODUCTION, BETTER_AUTH_PREVIOUS_SECRETS: `${former[0]},${former[0]}` })).toEqual([
      'BETTER_AUTH_PREVIOUS_SECRETS: lists a secret twice',
    ]);
    expect(problemsOf({ ...PRODUCTION, BETTER_AUTH_PREVIOUS_SECRETS: DEVELOPMENT_AUTH_SECRET })).toEqual([
      'BETTER_AUTH_PREVIOUS_SECRETS: lists the published development secret, which anyone could sign with',
    ]);
  });

  it('refuses the published development secrets in production, naming each', () => {
    expect(problemsOf({ ...PRODUCTION, BETTER_AUTH_SECRET: DEVELOPMENT_AUTH_SECRET })).toEqual([
      'BETTER_AUTH_SECRET: the published development secret; set one of your own',
    ]);
    expect(problemsOf({ ...PRODUCTION, PAYMENT_PROVIDERS: 'sandbox', SANDBOX_WEBHOOK_SECRET: DEVELOPMENT_SANDBOX_WEBHOOK_SECRET })).toEqual(
      ['SANDBOX_WEBHOOK_SECRET: the published development secret; set one of your own'],
    );
  });

  it('refuses production without a mail server, where account e-mails would never leave', () => {
    const { SMTP_URL: _smtp, ...withoutMail } = PRODUCTION;
    expect(problemsOf(withoutMail)).toEqual(['SMTP_URL: required in production (account e-mails)']);
    expect(loadConfig({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined();
  });

  it('is reached at localhost on its own port outside production unless told otherwise, and must be told in production', () => {
    expect(loadConfig({ PORT: '3456' }).PUBLIC_ORIGIN).toBe('http://localhost:3456');
    expect(loadConfig({ PORT: '3456', PUBLIC_ORIGIN: 'https://staging.sahelhearts.example' }).PUBLIC_ORIGIN).toBe(
      'https://staging.sahelhearts.example',
    );
    const { PUBLIC_ORIGIN: _unset, ...withoutOrigin } = PRODUCTION;
    expect(problemsOf(withoutOrigin)).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN: required in production/)]);
  });

  it('trusts the loopback origins on its own port outside production, and only its public origin in production', () => {
    expect(loadConfig({ PORT: '3456' }).TRUSTED_ORIGINS).toEqual(['http://localhost:3456', 'http://127.0.0.1:3456', 'http://[::1]:3456']);
    expect(loadConfig({ ...PRODUCTION, PORT: '3456', PUBLIC_ORIGIN: 'https://sahelhearts.example/' }).TRUSTED_ORIGINS).toEqual([
      'https://sahelhearts.example',
    ]);
  });

  it('names itself in the error message so a failed start says what to fix', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });
});
