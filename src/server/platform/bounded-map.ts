// A Map that holds at most `max` entries, for a cache kept in memory: a new key past the bound
// makes room by dropping the oldest one (a Map iterates in the order its keys were first added;
// setting a key again keeps its place). Memory stays bounded whatever the traffic.
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.max) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}
