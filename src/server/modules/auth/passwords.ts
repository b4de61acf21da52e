// argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane): better-auth's default scrypt
// settings are weaker than OWASP asks. Parameters live in each hash, so they can be raised later,
// and any hash verifies whatever the current setting.
import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from '../../config/env';

const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id (a const enum, unusable under isolatedModules)
const OWASP_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/**
 * The tests' setting (NODE_ENV=test: Vitest, and the throw-away server the browser tests and
 * benchmarks start, which also seeds demo data and so can never be production): the same
 * algorithm at the smallest cost, since test suites create hundreds of accounts and what they
 * check is the flow, not the cost (docs/architecture.md, Tests). Development and production hash
 * at OWASP's cost.
 */
const TEST_ONLY_OPTIONS = { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) => verify(stored, password);

export function passwordHasherFor(nodeEnv: AppConfig['NODE_ENV']) {
  const options = nodeEnv === 'test' ? TEST_ONLY_OPTIONS : OWASP_OPTIONS;
  return { hash: (password: string) => hash(password, options), verify: verifyPassword };
}

/** The production setting, for everything outside a running app (the demo seed). */
export const passwordHasher = passwordHasherFor('production');
