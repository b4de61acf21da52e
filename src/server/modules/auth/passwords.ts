// argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane): better-auth's default scrypt
// settings are weaker than OWASP asks. Parameters live in each hash, so they can be raised later.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id (a const enum, unusable under isolatedModules)
const OWASP_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const passwordHasher = {
  hash: (password: string) => hash(password, OWASP_OPTIONS),
  verify: ({ hash: stored, password }: { hash: string; password: string }) => verify(stored, password),
};
