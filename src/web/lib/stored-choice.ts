// A visitor's choice kept in this browser (the language, the theme): read back only if it is
// still one of the choices, and never a failure when storage is off (private mode, a full
// quota): the choice then lasts for this visit only.

/** The stored choice under `key` if it is valid, else `fallback`. */
export function readStoredChoice<T extends string>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return isValid(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/** Keeps `value` under `key`, if this browser lets us. */
export function storeChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice still applies for this visit.
  }
}
