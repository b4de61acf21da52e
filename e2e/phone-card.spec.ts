// The deck's photo-first card on a phone (390×844), in English and in Arabic (right to left),
// against the real server: the photo the width of the card (3:4), the name over it, Pass and Like
// round over the photo's foot covering none of the card's words, the reasons as chips that open
// a bottom sheet (labelled, closed by Escape or its Close button, the focus back where it was),
// and a like and a pass with the round buttons. The members live in a circle of their own
// (support/discovery-members.ts): four with a photo, one without.
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { expectPhoneCardLayout, openDeck, swipeTopCard, topCard, topCardName } from './support/deck';
import { circleAge, createCircleMembers, createDiscoveryMember } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

const PHONE = { width: 390, height: 844 };
const MEN = ['Kofi', 'Yaw', 'Musa', 'Idris', 'Tariq'] as const;
const WITHOUT_PHOTO = 'Musa';

test.use({ contextOptions: { reducedMotion: 'reduce' }, viewport: PHONE });

/** A portrait-shaped picture with some variety, so the photo's crop and gradient show. */
const portrait = (hue: number) =>
  sharp(
    Buffer.from(
      Array.from({ length: 600 * 800 * 3 }, (_, index) => {
        const pixel = Math.floor(index / 3);
        const [x, y] = [pixel % 600, Math.floor(pixel / 600)];
        return [(hue + x / 4) % 256, (y * 255) / 800, 140 + ((x + y) % 60)][index % 3]!;
      }),
    ),
    { raw: { width: 600, height: 800, channels: 3 } },
  )
    .jpeg({ quality: 80 })
    .toBuffer();

test('on a phone: the photo-first card, its sheet, and a like and a pass with the buttons over the photo, in English and Arabic', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const age = circleAge('phone-card', testInfo);
  const [, men] = await Promise.all([
    createDiscoveryMember(page.request, baseURL!, { displayName: 'Zawadi', gender: 'woman', age, language: 'en' }),
    createCircleMembers(() => playwright.request.newContext({ baseURL }), baseURL!, { language: 'en', age, gender: 'man' }, MEN),
  ]);
  await Promise.all(
    men.map(async ({ member, api }, index) => {
      if (member.displayName === WITHOUT_PHOTO) return;
      const uploaded = await api.post('/api/profile/photos', {
        data: await portrait(index * 60),
        headers: { origin: baseURL!, 'content-type': 'image/jpeg' },
      });
      expect(uploaded.status()).toBe(201);
    }),
  );

  for (const language of ['en', 'ar'] as const) {
    await test.step(language, async () => {
      await presetLanguage(context, language);
      await openDeck(page, language);
      const name = await topCardName(page, language, MEN);
      const card = topCard(page, language);
      await expectPhoneCardLayout(page, language);

      // "More" opens the sheet at the foot of the screen; Escape closes it, the focus back on "More".
      const more = card.getByRole('button', { name: tr(language, 'discovery.card.moreAbout', { name }) });
      await more.click();
      const sheet = page.getByRole('dialog', { name: new RegExp(name) });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('list', { name: tr(language, 'discovery.card.reasonsLabel') })).toBeVisible();
      await expect(sheet.getByRole('button', { name: tr(language, 'discovery.report.buttonFor', { name }) })).toBeVisible();
      const sheetBox = (await sheet.boundingBox())!;
      expect(sheetBox.y + sheetBox.height).toBeCloseTo(PHONE.height, 0);
      await expect(sheet.getByRole('button', { name: tr(language, 'discovery.profile.close') })).toBeFocused();
      await expectNoAxeViolations(page, `the card's sheet (${language}, phone)`);
      await page.screenshot({ path: `/tmp/card22-${language}-phone-sheet.png` });
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(more).toBeFocused();

      // A chip opens it too; its Close button closes it.
      const chips = card.getByRole('list', { name: tr(language, 'discovery.card.reasonsLabel') }).getByRole('button');
      await expect(chips.first()).toBeVisible();
      await chips.first().click();
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: tr(language, 'discovery.profile.close') }).click();
      await expect(sheet).toHaveCount(0);

      await expectNoAxeViolations(page, `the deck (${language}, phone)`);
      await page.screenshot({ path: `/tmp/card22-${language}-phone.png` });

      // A like and a pass with the round buttons: the next member comes to the top each time.
      const liked = await swipeTopCard(page, language, 'like');
      expect(liked.direction).toBe('like');
      const second = await topCardName(
        page,
        language,
        MEN.filter((other) => other !== name),
      );
      await expectPhoneCardLayout(page, language);
      const passed = await swipeTopCard(page, language, 'pass');
      expect(passed.direction).toBe('pass');
      await topCardName(
        page,
        language,
        MEN.filter((other) => other !== name && other !== second),
      );
    });
  }
  for (const { api } of men) await api.dispose();
});
