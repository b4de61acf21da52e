// The Twilio sender against a fake Messages API on a local port: the form body and basic auth it
// sends, the messaging-service variant, and every failure (4xx, 5xx, no server) as
// SmsUnavailableError. Also production without Twilio, which sends nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createSmsSender } from './index';
import { SmsUnavailableError } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'a-twilio-auth-token-for-tests';
const SERVICE_SID = `MG${'fedcba9876543210'.repeat(2)}`;

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

let server: Server | undefined;

async function startFakeTwilio(status = 201): Promise<{ baseUrl: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status < 300 ? { sid: 'SM123', status: 'queued' } : { code: 20003, message: 'Authenticate' }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('the Twilio SMS sender', () => {
  it('posts the message as a form with basic auth, from our number', async () => {
    const twilio = await startFakeTwilio();
    const sender = createTwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: '+15550001111' }, twilio.baseUrl);
    await sender.send({ to: '+221771234567', text: '123456 est votre code Sahel Hearts.' });
    expect(twilio.received).toHaveLength(1);
    const [request] = twilio.received;
    expect(request).toMatchObject({
      method: 'POST',
      url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+221771234567',
      Body: '123456 est votre code Sahel Hearts.',
      From: '+15550001111',
    });
  });

  it('names a messaging service instead of a number when TWILIO_FROM is an MG... SID', async () => {
    const twilio = await startFakeTwilio();
    const sender = createTwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: SERVICE_SID }, twilio.baseUrl);
    await sender.send({ to: '+254712345678', text: 'ሰላም 123456' });
    expect(Object.fromEntries(twilio.received[0]!.form)).toEqual({
      To: '+254712345678',
      Body: 'ሰላም 123456',
      MessagingServiceSid: SERVICE_SID,
    });
  });

  it.each([400, 401, 500, 503])('turns a %i answer into SmsUnavailableError', async (status) => {
    const twilio = await startFakeTwilio(status);
    const sender = createTwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: '+15550001111' }, twilio.baseUrl);
    const failure = sender.send({ to: '+221771234567', text: '123456' });
    await expect(failure).rejects.toBeInstanceOf(SmsUnavailableError);
    await expect(failure).rejects.toThrow(String(status));
  });

  it('turns a network failure into SmsUnavailableError', async () => {
    const twilio = await startFakeTwilio();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const sender = createTwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: '+15550001111' }, twilio.baseUrl);
    await expect(sender.send({ to: '+221771234567', text: '123456' })).rejects.toBeInstanceOf(SmsUnavailableError);
  });
});

describe('createSmsSender', () => {
  const noDatabase = {} as Database;

  it('refuses every message in production without Twilio settings, rather than pretending', async () => {
    const sender = createSmsSender({ twilio: null, NODE_ENV: 'production' }, noDatabase);
    await expect(sender.send({ to: '+221771234567', text: '123456' })).rejects.toBeInstanceOf(SmsUnavailableError);
  });
});
