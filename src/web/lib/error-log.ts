// The client error log of the spec: up to 50 entries in memory, the latest 10 kept in
// localStorage under 'sahel-hearts:error-log', clearable; storage failures are ignored.
// Each entry is also reported to the server, best effort.
import { CLIENT_ERROR_LOG, STORAGE_KEYS } from '../../shared/constants';
import type { ClientErrorInput } from '../../shared/contracts/client-errors';
import { reportClientError } from '../../shared/routes/site-endpoints';
import { urlOf } from './call-api';
import { postInBackground } from './post-in-background';

export type ErrorLogEntry = ClientErrorInput;

let entries: ErrorLogEntry[] = [];

function persist() {
  try {
    localStorage.setItem(STORAGE_KEYS.errorLog, JSON.stringify(entries.slice(-CLIENT_ERROR_LOG.persisted)));
  } catch {
    // Quota or privacy mode: the in-memory log still holds the entry.
  }
}

function report(entry: ErrorLogEntry) {
  const body = JSON.stringify(entry);
  const url = urlOf(reportClientError);
  try {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) {
      return;
    }
    postInBackground(url, body);
  } catch {
    // Reporting must never become a second error.
  }
}

const truncate = (value: string | undefined, max: number) => (value === undefined ? undefined : value.slice(0, max));

export function logClientError(error: unknown, boundary: string, componentStack?: string | null): ErrorLogEntry {
  const err = error instanceof Error ? error : new Error(String(error));
  const entry: ErrorLogEntry = {
    message: truncate(err.message, 2000) ?? '',
    stack: truncate(err.stack, 8000),
    componentStack: truncate(componentStack ?? undefined, 8000),
    timestamp: new Date().toISOString(),
    userAgent: truncate(navigator.userAgent, 500) ?? '',
    url: truncate(window.location.href, 2000) ?? '',
    boundary: truncate(boundary, 100) ?? 'unknown',
  };
  entries = [...entries, entry].slice(-CLIENT_ERROR_LOG.inMemory);
  persist();
  report(entry);
  return entry;
}

export function getErrorLog(): readonly ErrorLogEntry[] {
  return entries;
}

export function clearErrorLog(): void {
  entries = [];
  try {
    localStorage.removeItem(STORAGE_KEYS.errorLog);
  } catch {
    // Nothing stored that we could remove.
  }
}
