import type { TFunction } from '../i18n/translator';
import { ApiError } from './api-client';

/** The translated sentence for any failure: the API's code when there is one, else a general one. */
export function errorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'INTERNAL';
  return t(`common.errors.${code}`);
}
