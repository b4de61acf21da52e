// The full header's layout for a signed-in member with a long name, measured in the browser
// (geometry, not pixels), in all five languages, at 1280 px (Tailwind's `xl`, where the full
// header appears; below it, the menu button holds the links): no link of the header wraps onto a second line, and nothing
// runs past the header's width. The name comes from the server's /api/me, made as long as the
// longest demo names go, so the test does not depend on which member signs in. Only read.
import type { Me } from '../src/shared/contracts/me';
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { signIn } from './support/accounts';
import { expect, presetLanguage, test } from './support/fixtures';
import { LANGUAGES, tr } from './support/locales';

const LONG_NAME = 'Abdirahman Mohamed Abdullahi';
const WIDTHS = [1280, 1440] as const;

test('no header link wraps and nothing runs past the header, in five languages, at 1280 px and 1440 px, with a long name', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const me = (await response.json()) as Me;
    await route.fulfill({ response, json: me.user ? { ...me, user: { ...me.user, displayName: LONG_NAME } } : me });
  });
  await signIn(page, 'en', 'dawit@demo.sahelhearts.test', DEMO_MEMBER_PASSWORD);
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      await test.step(`${language}, ${width} px`, async () => {
        await presetLanguage(context, language);
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/matches');
        await expect(page.getByRole('heading', { level: 1, name: tr(language, 'matches.title') })).toBeVisible();
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('button', { name: tr(language, 'common.account.menu', { name: LONG_NAME }) }).first()).toBeVisible();
        const problems = await banner.evaluate((header) => {
          const bar = header.querySelector('div')!;
          const found: string[] = [];
          if (bar.scrollWidth > bar.clientWidth + 1) found.push(`the bar holds ${bar.scrollWidth} px in ${bar.clientWidth} px`);
          // Each piece of text of each link and button on one line (a badge is a text of its own).
          for (const item of header.querySelectorAll<HTMLElement>('a, button')) {
            if (item.getBoundingClientRect().width <= 1) continue;
            const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              if (!text.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(text);
              const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
              if (tops.size > 1) found.push(`"${text.textContent.trim()}" wraps onto ${tops.size} lines`);
            }
          }
          return found;
        });
        expect(problems).toEqual([]);
      });
    }
  }
});
