// The one error answer every route may give, `{ code, message, details }` (plugins/error-handler.ts),
// as OpenAPI components: a schema, and a response per status a route's declaration makes likely.
// Each response object is shared, so zod-openapi registers it once (its `id`) and refers to it.
import { z } from 'zod';
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { ERROR_CODES } from '../../../shared/errors';
import { STATUS_BY_CODE } from '../../errors';
import type { DescribedRoute } from './described-routes';

const statusTable = ERROR_CODES.map((code) => `${code} ${STATUS_BY_CODE[code]}`).join(', ');

const apiError = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string().meta({ description: 'In English, for logs and API clients; the site shows its own text for the code.' }),
    details: z.unknown().optional().meta({ description: 'What the code needs: the fields that failed, the missing step (`reason`)...' }),
  })
  .meta({ id: 'ApiError', description: `Every refusal and failure. The status follows the code: ${statusTable}.` });

const errorAnswer = (id: string, description: string): ZodOpenApiResponseObject => ({
  id,
  description,
  content: { 'application/json': { schema: apiError } },
});

const ANSWERS = {
  invalid: errorAnswer('ValidationFailed', 'VALIDATION_FAILED: the input does not fit the contract; `details` names the fields.'),
  signedOut: errorAnswer('Unauthorized', 'UNAUTHORIZED: no session, or it ended.'),
  refused: errorAnswer(
    'Forbidden',
    'FORBIDDEN: the caller lacks a step of the access ladder (`details.reason`: SUBSCRIPTION_REQUIRED, ONBOARDING_REQUIRED, PREMIUM_REQUIRED, ADMIN_REQUIRED, TWO_FACTOR_REQUIRED), or the request came from another site.',
  ),
  notFound: errorAnswer('NotFound', 'NOT_FOUND: nothing the caller may see has that address.'),
  tooMany: errorAnswer('RateLimited', 'RATE_LIMITED: too many requests from this client; wait and try again.'),
  other: errorAnswer('Error', 'Any other refusal or failure, with its status by code (see the ApiError schema).'),
};

/** The error answers a route declares: each one its registration makes possible, and the rest as `default`. */
export function errorAnswersOf(route: DescribedRoute, takesInput: boolean): ZodOpenApiResponsesObject {
  return {
    ...(takesInput ? { '400': ANSWERS.invalid } : {}),
    ...(route.access === 'public' ? {} : { '401': ANSWERS.signedOut, '403': ANSWERS.refused }),
    ...(route.url.includes('/:') ? { '404': ANSWERS.notFound } : {}),
    ...(route.rateLimited ? { '429': ANSWERS.tooMany } : {}),
    default: ANSWERS.other,
  };
}
