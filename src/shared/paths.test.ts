import { describe, expect, it } from 'vitest';
import { findPage } from './pages';
import { isKnownPagePath } from './paths';

describe('the page table', () => {
  it('knows every route of the spec, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/profiles',
      '/events',
      '/culture',
      '/pricing',
      '/landing',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/subscribe',
      '/admin',
      '/events/',
    ]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it('knows member pages only for the thirteen countries, and verify ids of safe characters', () => {
    expect(isKnownPagePath('/members/burkina-faso')).toBe(true);
    expect(isKnownPagePath('/members/atlantis')).toBe(false);
    expect(isKnownPagePath('/verify/abc_DEF-123')).toBe(true);
    expect(isKnownPagePath('/verify/a.b')).toBe(false);
  });

  it('knows the conversation list and conversations by their numeric id', () => {
    expect(isKnownPagePath('/messages')).toBe(true);
    expect(isKnownPagePath('/messages/42')).toBe(true);
    expect(findPage('/messages/42').module).toBe('messages');
    for (const path of ['/messages/abc', '/messages/0', '/messages/4.2', '/messages/42/more']) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });

  it('knows the events page and one event by its numeric id', () => {
    expect(isKnownPagePath('/events')).toBe(true);
    expect(isKnownPagePath('/events/7')).toBe(true);
    expect(findPage('/events/7').module).toBe('events');
    for (const path of ['/events/abc', '/events/0', '/events/7/more']) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });

  it('answers anything else as unknown', () => {
    for (const path of ['/nope', '/landing/extra', '/members', '/members/mali/more', '/api']) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });

  it('names the module and texts that draw a path', () => {
    expect(findPage('/privacy')).toMatchObject({ module: 'privacy', areas: ['legal'] });
    expect(findPage('/members/mali').module).toBe('members');
    expect(findPage('/whatever').module).toBe('not-found');
  });
});
