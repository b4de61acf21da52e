import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('drops the oldest key when a new one comes past the bound', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('keeps every entry when a key it holds is set again, in its place', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect([...map]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });

  it('makes room again after a deletion without dropping anything', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.delete('a');
    map.set('a', 3);
    expect([...map.keys()]).toEqual(['b', 'a']);
  });
});
