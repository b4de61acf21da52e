// The Verify ID step's uploads through the API, for specs whose subject is before or after them:
// an ID document and a selfie the server accepts (real images, 200 px or more a side).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import { siteHeaders } from './site-headers';

async function image(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The ID document and the selfie sent; the phone is what is left. */
export async function sendIdAndSelfieThroughApi(page: Page) {
  const jpeg = { 'content-type': 'image/jpeg' };
  const id = await page.request.put('/api/verification/id-document', {
    data: await image(900, 600, { r: 30, g: 80, b: 160 }),
    headers: siteHeaders(page, jpeg),
  });
  expect(id.status()).toBe(200);
  const selfie = await page.request.put('/api/verification/selfie', {
    data: await image(600, 800, { r: 200, g: 150, b: 110 }),
    headers: siteHeaders(page, jpeg),
  });
  expect(selfie.status()).toBe(200);
}

/** The newest phone code sent to `phoneNumber`, from the development SMS outbox. */
export async function phoneCodeFromOutbox(page: Page, phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`/api/dev/sms-outbox?to=${encodeURIComponent(phoneNumber)}&limit=1`);
      const [sms] = ((await outbox.json()) as { messages: { text: string }[] }).messages;
      code = sms?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeDefined();
  return code!;
}

/** The phone code asked and given through the API: with the sandbox provider, approved at once. */
export async function verifyPhoneThroughApi(page: Page, phoneNumber: string) {
  expect((await page.request.post('/api/verification/phone/code', { data: { phoneNumber }, headers: siteHeaders(page) })).status()).toBe(
    200,
  );
  const code = await phoneCodeFromOutbox(page, phoneNumber);
  const verified = await page.request.post('/api/verification/phone/verify', { data: { code }, headers: siteHeaders(page) });
  expect(verified.status()).toBe(200);
}
