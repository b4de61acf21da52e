// Profile photos in a real browser against the real server: a paid member adds two
// photos on /profile through the file chooser (a JPEG carrying GPS EXIF and a PNG, made with
// sharp here), makes the second one main, deletes one, and is refused a 6 MB file before it is
// sent. The served photo has no EXIF left, and a signed-out visitor cannot fetch it. In English
// and in Arabic (right to left), with axe on the section.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { ProfilePhoto } from '../src/shared/contracts/photos';
import { newSubscribedMember } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** A 600×800 photo-like JPEG whose EXIF says where it was taken (Dakar). */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .withExif({
      IFD0: { Make: 'SahelCam', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '17/1 26/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 500, height: 500, channels: 4, background: { r: 20, g: 90, b: 140, alpha: 1 } } })
    .png()
    .toBuffer();
}

async function photosOf(page: Page): Promise<ProfilePhoto[]> {
  const response = await page.request.get('/api/profile/photos');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { photos: ProfilePhoto[] }).photos;
}

/** Chooses a file through the browser's file chooser, opened by the visible "Add a photo" button. */
async function chooseFile(page: Page, language: Language, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText(tr(language, 'profile.photos.add'), { exact: true }).click();
  await (await chooser).setFiles(file);
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a paid member adds photos, makes one main, deletes one, and is refused a 6 MB file`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await presetLanguage(context, language);
    const email = `mariam-photos-${language}-${Date.now()}@example.com`;
    await newSubscribedMember(page, language, email, 'Mariam');

    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: tr(language, 'profile.photos.title') }) });
    await expect(section.getByText(tr(language, 'profile.photos.visibility'))).toBeVisible();
    await expect(section.getByText(tr(language, 'profile.photos.empty'))).toBeVisible();
    // Numbers as the page writes them in this language.
    const n = (value: number) => page.evaluate(([lang, v]) => new Intl.NumberFormat(lang as string).format(v as number), [language, value]);
    const alt = async (position: number, total: number, main = false) =>
      tr(language, main ? 'profile.photos.altMain' : 'profile.photos.alt', { position: await n(position), total: await n(total) });

    await chooseFile(page, language, { name: 'dakar.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps() });
    await expect(section.getByRole('img', { name: await alt(1, 1, true) })).toBeVisible();
    await chooseFile(page, language, { name: 'blue.png', mimeType: 'image/png', buffer: await png() });
    await expect(section.getByRole('img', { name: await alt(2, 2) })).toBeVisible();
    // Both images really loaded (the owner may see them): natural sizes are known.
    await expect
      .poll(() => section.getByRole('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    const [first, second] = await photosOf(page);
    expect(first!.isMain).toBe(true);

    // The JPEG with GPS EXIF was re-encoded as WebP: what is served, in both sizes, has no metadata left.
    for (const url of [first!.cardUrl, first!.largeUrl]) {
      const served = await page.request.get(url);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/webp');
      const metadata = await sharp(await served.body()).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    // A visitor who is not signed in cannot fetch it.
    const visitor = await browser.newContext();
    expect((await visitor.request.get(`${baseURL}${first!.cardUrl}`)).status()).toBe(401);
    await visitor.close();
    await expectNoAxeViolations(page, `the profile with two photos (${language})`);

    // Make the second one main: it moves first, by keyboard as a member without a mouse would.
    const secondCard = section.getByRole('listitem').filter({ has: page.getByRole('img', { name: await alt(2, 2) }) });
    await secondCard.getByRole('button', { name: tr(language, 'profile.photos.makeMain') }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(tr(language, 'profile.photos.announce.main'))).toBeAttached();
    await expect(section.getByRole('img', { name: await alt(1, 2, true) })).toHaveAttribute('src', second!.cardUrl);
    expect((await photosOf(page)).map((photo) => photo.id)).toEqual([second!.id, first!.id]);

    // Delete the other one (now second), after the confirmation.
    const firstCard = section.getByRole('listitem').filter({ has: page.getByRole('img', { name: await alt(2, 2) }) });
    await firstCard.getByRole('button', { name: tr(language, 'profile.photos.delete') }).click();
    await firstCard.getByRole('button', { name: tr(language, 'profile.photos.confirmYes') }).click();
    await expect(section.getByText(tr(language, 'profile.photos.announce.deleted'))).toBeAttached();
    await expect(section.getByRole('img')).toHaveCount(1);
    expect((await photosOf(page)).map((photo) => photo.id)).toEqual([second!.id]);

    // 6 MB: refused in the browser with the spec's message, nothing sent.
    await chooseFile(page, language, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 0xff) });
    await expect(section.getByRole('alert')).toHaveText(tr(language, 'common.errors.FILE_TOO_LARGE'));
    expect(await photosOf(page)).toHaveLength(1);
    await expectNoAxeViolations(page, `the photos with the size alert (${language})`);
  });
}
