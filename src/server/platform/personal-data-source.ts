// The shape of one entry of the personal-data registry (src/server/personal-data.ts), in a file of
// its own below every module: the modules that own a table import it, and the registry, which
// app.ts composes from their entries, imports them, so neither imports the other back
// (docs/decisions/0027-module-boundaries.md).
import type { FileStorage } from '../adapters/storage';
import type { Database } from '../db/client';

/** The member whose data is collected or erased; the e-mail is stored in lower case by better-auth. */
export interface DataSubject {
  id: string;
  email: string;
}

export interface PersonalDataSource {
  /** The key of this part in the export file. */
  name: string;
  /** Rows for the export: never secrets (password hashes, session tokens). Absent for rows that
   * are only internal tokens or counters: erased, but nothing a member could read. */
  collect?: (db: Database, subject: DataSubject) => Promise<unknown[]>;
  /** Deletes the rows; runs inside the deletion's one transaction, in list order. */
  erase: (tx: Database, subject: DataSubject) => Promise<void>;
  /** Storage keys of the member's files (photos, ID images): read before the transaction and
   * deleted from storage once it has committed. */
  storedFiles?: (db: Database, subject: DataSubject) => Promise<string[]>;
}

/** Export and erasure over the whole registry: what account-data's routes are handed by app.ts. */
export interface PersonalDataRegistry {
  collect(db: Database, subject: DataSubject, exportedAt: Date): Promise<object>;
  erase(db: Database, storage: FileStorage, subject: DataSubject, log: { error: (object: object, message: string) => void }): Promise<void>;
}
