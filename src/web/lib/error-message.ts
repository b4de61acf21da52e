import type { TFunction } from '../i18n/translator';
import { ERROR_CODES } from '../../shared/errors';
import { ApiError } from './api-client';

const COMMON_CODES: readonly string[] = [...ERROR_CODES, 'NETWORK'];

/** The code to translate for `error`: the API's when it is one `common.errors` knows, else INTERNAL. */
export function commonErrorCode(error: unknown): string {
  return error instanceof ApiError && COMMON_CODES.includes(error.code) ? error.code : 'INTERNAL';
}

/** The translated sentence for any failure: the API's code when there is one, else a general one. */
export function errorMessage(t: TFunction, error: unknown): string {
  return t(`common.errors.${commonErrorCode(error)}`);
}
