// Waits on state are patient: vi.waitFor's default of 1 s (and expect.poll's, raised in
// vitest.config.ts) failed on a machine busy with other work, where a background task or a render
// may wait that long for a core. A wait still ends as soon as its state is reached, so a passing
// test costs no more time; only a failing one waits the full 30 s (docs/architecture.md, Tests).
import { vi } from 'vitest';

export const PATIENT_WAIT_MS = 30_000;

const PATIENT = Symbol.for('sahel-hearts.patient-wait');
type WaitFor = typeof vi.waitFor & { [PATIENT]?: true };

// The server tests share one module world between files (vitest.config.ts, isolate: false), so
// this file may run again over an already patient vi.waitFor: it is wrapped once.
if (!(vi.waitFor as WaitFor)[PATIENT]) {
  const waitFor = vi.waitFor;
  const patient: WaitFor = (callback, options) =>
    waitFor(callback, typeof options === 'number' ? { timeout: options } : { timeout: PATIENT_WAIT_MS, ...options });
  patient[PATIENT] = true;
  vi.waitFor = patient;
}
