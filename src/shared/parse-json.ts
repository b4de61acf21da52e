// What another process sent as JSON (a socket frame, a bus signal), checked with its contract
// before anything reads it: text that is not JSON and JSON the schema refuses alike give null.
import type { ZodType } from 'zod';

export function parseJsonWith<T>(schema: ZodType<T>, text: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
