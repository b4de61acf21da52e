// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit, in the language', () => {
    expect(formatRelativeTime(ago(20), NOW, 'en')).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), NOW, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(86_400), NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86_400), NOW, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(ago(15 * 86_400), NOW, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(70 * 86_400), NOW, 'en')).toBe('2 months ago');
    expect(formatRelativeTime(ago(400 * 86_400), NOW, 'en')).toBe('last year');
    expect(formatRelativeTime(ago(3 * 86_400), NOW, 'fr')).toBe('il y a 3 jours');
    expect(formatRelativeTime(ago(3 * 86_400), NOW, 'ar')).toMatch(/\p{Script=Arabic}/u);
    expect(formatRelativeTime(ago(3 * 86_400), NOW, 'am')).toMatch(/\p{Script=Ethiopic}/u);
  });
});
