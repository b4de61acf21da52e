// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { lazyOnce } from './lazy-once';

describe('lazyOnce', () => {
  it('loads once for every caller, before and after the answer', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = lazyOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect([first, second, await get()]).toEqual(['module', 'module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so that the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const get = lazyOnce(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
