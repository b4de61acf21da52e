// The IndexedDB store of a member's offline data (docs/decisions/0036-offline-member-data.md),
// read and written with idb-keyval. Its connection closes as soon as another tab or sign-out
// deletes the database (offline-owner.ts), and the next use opens a new one.
import { type UseStore, promisifyRequest } from 'idb-keyval';
import { OFFLINE_DB } from './offline-owner';

const STORE = 'data';
let database: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(OFFLINE_DB);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return promisifyRequest(request).then(
    (db) => {
      db.onversionchange = () => {
        db.close();
        database = null;
      };
      return db;
    },
    (error: unknown) => {
      database = null;
      throw error;
    },
  );
}

export const offlineStore: UseStore = (mode, callback) => {
  database ??= open();
  return database.then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));
};
