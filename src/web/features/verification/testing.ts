// Test helpers for the Verify ID step: the server's status answers and a stand-in for the
// object URLs jsdom lacks (the previews).
import { vi } from 'vitest';
import { NOT_STARTED_VERIFICATION, type VerificationStatus } from '../../../shared/contracts/verification';

export function verificationStatus(overrides: Partial<VerificationStatus> = {}): VerificationStatus {
  return { ...NOT_STARTED_VERIFICATION, ...overrides };
}

/** Installs URL.createObjectURL / revokeObjectURL for one test; returns the spies and a remover. */
export function stubObjectUrls() {
  let count = 0;
  const create = vi.fn((_file: Blob) => `blob:preview-${++count}`);
  const revoke = vi.fn((_url: string) => {});
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  const remove = () => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  };
  return { create, revoke, remove };
}

/** A JPEG-typed file of `size` bytes as the browser reports it (the content is not read here). */
export function photoFile(name: string, size = 2048, type = 'image/jpeg'): File {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
