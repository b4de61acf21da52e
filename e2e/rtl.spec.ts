// Arabic mirrors the layout (decisions.md, docs/targets.md R2): read from the boxes the browser laid
// out, not from class names. English is measured alongside as the control.
import type { Page } from '@playwright/test';
import { LANGUAGE_OPTIONS } from '../src/web/features/language/language-options';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';

const nativeName = (code: Language) => LANGUAGE_OPTIONS.find((option) => option.code === code)!.nativeName;

async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return { left: found.x, right: found.x + found.width, center: found.x + found.width / 2 };
}

async function headerGeometry(page: Page, language: Language) {
  const header = page.getByRole('banner');
  const brand = header.getByRole('link', { name: tr(language, 'common.brand') });
  const nav = header.getByRole('navigation', { name: tr(language, 'common.nav.main') });
  return {
    header: await box(header),
    brand: await box(brand),
    firstLink: await box(nav.getByRole('link').first()),
    lastLink: await box(nav.getByRole('link').last()),
    joinNow: await box(header.getByRole('link', { name: tr(language, 'common.nav.joinNow') })),
  };
}

for (const language of ['ar', 'en'] as const) {
  const rtl = language === 'ar';

  test(`${language}: the header runs ${rtl ? 'right to left' : 'left to right'}`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    const g = await headerGeometry(page, language);
    const middle = g.header.center;
    if (rtl) {
      expect(g.brand.left).toBeGreaterThan(middle);
      expect(g.joinNow.right).toBeLessThan(middle);
      expect(g.firstLink.left).toBeGreaterThan(g.lastLink.right);
    } else {
      expect(g.brand.right).toBeLessThan(middle);
      expect(g.joinNow.left).toBeGreaterThan(middle);
      expect(g.firstLink.right).toBeLessThan(g.lastLink.left);
    }
  });

  test(`${language}: the language menu opens aligned to the end of its button`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/about');
    const button = page.getByRole('banner').getByRole('button', {
      name: tr(language, 'common.language.label', { language: nativeName(language) }),
    });
    await button.click();
    const menu = page.getByRole('menu', { name: tr(language, 'common.language.menu') });
    await expect(menu).toBeVisible();
    const [b, m] = [await box(button), await box(menu)];
    if (rtl) {
      expect(Math.abs(m.left - b.left)).toBeLessThanOrEqual(1);
      expect(m.right).toBeGreaterThan(b.left);
    } else {
      expect(Math.abs(m.right - b.right)).toBeLessThanOrEqual(1);
      expect(m.left).toBeLessThan(b.right);
    }
    await expect(menu).toBeInViewport({ ratio: 1 });
  });

  test(`${language}: text starts at the ${rtl ? 'right' : 'left'}`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/privacy');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const layout = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const outer = element.getBoundingClientRect();
      return {
        direction: style.direction,
        textAlign: style.textAlign,
        // The gaps between the text and the element's content box on each side.
        startGap: text.left - (outer.left + parseFloat(style.paddingLeft)),
        endGap: outer.right - parseFloat(style.paddingRight) - text.right,
      };
    });
    expect(layout.direction).toBe(rtl ? 'rtl' : 'ltr');
    expect(['start', rtl ? 'right' : 'left']).toContain(layout.textAlign);
    // A heading shorter than its line hugs the start side and leaves room at the other.
    const [startSide, otherSide] = rtl ? [layout.endGap, layout.startGap] : [layout.startGap, layout.endGap];
    expect(Math.abs(startSide)).toBeLessThanOrEqual(2);
    expect(otherSide).toBeGreaterThan(2);
  });
}
