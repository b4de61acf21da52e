import { describe, expect, it, vi } from 'vitest';

describe('patient waits (src/test/patient-waits.ts)', () => {
  it('lets vi.waitFor wait past its own 1 s default for a state that comes later', async () => {
    let ready = false;
    setTimeout(() => {
      ready = true;
    }, 1_500);
    await vi.waitFor(() => expect(ready).toBe(true));
    expect(ready).toBe(true);
  });

  it('still ends a wait at the timeout a call names', async () => {
    await expect(vi.waitFor(() => expect(false).toBe(true), { timeout: 100 })).rejects.toThrow();
  });
});
