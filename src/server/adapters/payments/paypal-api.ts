// PayPal's REST API as the PayPal adapter calls it (paypal.ts): an OAuth token kept until a minute
// before it expires, a time limit on every call, and PayPal's answers sorted into outages (no
// answer, 5xx, 429, refused credentials), refusals (other 4xx) and bodies.
import { PaymentProviderUnavailableError } from './payment-adapter';
import type { PaypalSubscription } from './paypal-subscription';

/** How long one call to PayPal may take: a hung PayPal must not hang the member's request. */
const PAYPAL_TIMEOUT_MS = 20_000;

/** A PayPal answer we did not expect (4xx): our bug or a state to handle, not an outage. */
export class PaypalRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaypalRefusedError';
  }
}

export interface PaypalApiOptions {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  fetch?: typeof fetch;
}

export interface PaypalApi {
  /** One call with our token; `requestId` is PayPal's idempotency key (a retried POST is answered, not repeated). */
  call<T>(method: 'GET' | 'POST', path: string, body?: string, requestId?: string): Promise<T>;
  getSubscription(id: string): Promise<PaypalSubscription>;
}

export function createPaypalApi(options: PaypalApiOptions): PaypalApi {
  const request = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | null = null;

  /** One HTTP call to PayPal; no answer at all (network, timeout) is an outage. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await request(url, { ...init, signal: AbortSignal.timeout(PAYPAL_TIMEOUT_MS) });
    } catch (error) {
      throw new PaymentProviderUnavailableError('paypal', `no answer from ${new URL(url).pathname}`, { cause: error });
    }
  }

  /** The body of a 2xx answer; a connection cut while reading it is an outage too. */
  async function readJson(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw new PaymentProviderUnavailableError('paypal', 'the answer was cut or not JSON', { cause: error });
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await send(`${options.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    // Refused credentials leave every member unable to pay: an outage for them, an alert for us.
    if (!response.ok) throw new PaymentProviderUnavailableError('paypal', `PayPal refused our credentials (${response.status})`);
    const body = (await readJson(response)) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: string, requestId?: string): Promise<T> {
    const response = await send(`${options.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body,
    });
    if (response.status >= 500 || response.status === 429 || response.status === 401) {
      throw new PaymentProviderUnavailableError('paypal', `PayPal answered ${response.status} to ${method} ${path}`);
    }
    if (!response.ok) throw new PaypalRefusedError(response.status, `PayPal answered ${response.status} to ${method} ${path}`);
    return (response.status === 204 ? undefined : await readJson(response)) as T;
  }

  return {
    call,
    getSubscription: (id) => call<PaypalSubscription>('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`),
  };
}
