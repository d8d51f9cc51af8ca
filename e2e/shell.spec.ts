import type { Page } from '@playwright/test';
import { addToServerCart, signInDemo, useLanguage } from './customer';
import { chooseZoneAndModule, expect, test } from './fixtures';

const WIDTHS = [320, 360, 390, 414, 600, 768, 1024, 1179, 1180, 1190, 1200, 1280, 1366, 1440, 1600, 1920];

/** What a customer would see broken in the header at the current width. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`page is ${root.scrollWidth - window.innerWidth}px wider than the window`);
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    for (const icon of header.querySelectorAll('svg')) {
      const box = icon.getBoundingClientRect();
      const intended = Number(icon.getAttribute('width'));
      if (box.width > 0 && intended > 0 && Math.round(box.width) < intended) problems.push(`an icon is ${Math.round(box.width)}px instead of ${intended}px`);
    }
    for (const control of header.querySelectorAll('button, a')) {
      const box = control.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 0.5) problems.push(`${control.getAttribute('aria-label') ?? control.textContent} sticks out of the window`);
    }
    const location = header.querySelector('button[aria-label^="Current location"] span, button[aria-label^="الموقع"] span');
    const shown = location?.getBoundingClientRect().width ?? 0;
    if (shown < 120) problems.push(`the location shows only ${Math.round(shown)}px of "${location?.textContent ?? ''}"`);
    return problems;
  });
}

/** Every loaded picture in the page's main area: its slot's shape, its own shape, and how it is fitted. */
async function pictureSlots(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main img')]
      // A picture still waiting for the app holds a transparent pixel (a data: address): not a loaded picture.
      .filter((img): img is HTMLImageElement => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith('data:'))
      .map((img) => {
        const box = img.getBoundingClientRect();
        // The slot holds the picture, or the <picture> (which takes no box) around it.
        const holder = img.parentElement instanceof HTMLPictureElement ? img.parentElement.parentElement : img.parentElement;
        const slot = holder?.getBoundingClientRect() ?? box;
        return {
          src: new URL(img.src).pathname,
          slot: slot.width / slot.height,
          picture: img.naturalWidth / img.naturalHeight,
          fit: getComputedStyle(img).objectFit,
          clipped: box.left < slot.left - 0.5 || box.right > slot.right + 0.5 || box.top < slot.top - 0.5 || box.bottom > slot.bottom + 0.5,
        };
      }),
  );
}

/** Scrolls down the first few screens, so the lazy pictures there load (results pages grow as they scroll). */
async function scrollThrough(page: Page): Promise<void> {
  for (const screen of [1, 2, 3, 4]) await page.mouse.wheel(0, 800 * screen);
}

test.describe('the shell', () => {
  test('the header fits every width from 320 to 1920 px, signed in with a cart badge, in English and Arabic', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    const token = await signInDemo(page);
    await addToServerCart(page, { token }, 1);
    for (const language of ['en', 'ar'] as const) {
      await useLanguage(page, language);
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto('/home');
      await expect(page.getByRole('banner').getByRole('button', { name: language === 'en' ? 'Trip cart, 1 vehicle' : 'سلة الرحلة، مركبة واحدة' })).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await headerProblems(page), `${language} at ${width}px`).toEqual([]);
      }
    }
  });

  test('in Arabic a Latin address is cut at its own end', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await useLanguage(page, 'ar');
    await page.setViewportSize({ width: 1180, height: 800 });
    await page.goto('/home');
    const text = page.getByRole('banner').getByRole('button', { name: /Dubai Mall/ }).locator('span').first();
    await expect(text).toHaveText('Dubai Mall, Downtown Dubai');
    // The address runs left to right inside the right-to-left page, so the ellipsis replaces its end.
    expect(await text.evaluate((element) => element.matches(':dir(ltr)') && getComputedStyle(element).textOverflow === 'ellipsis')).toBe(true);
  });

  test('the phone menu names every entry and closes once a module is chosen', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Dark theme' })).toHaveText('Dark theme');
    await expect(menu.getByRole('link', { name: /^Call / })).toContainText('+97145550100');
    await menu.getByRole('button', { name: /Switch module/ }).click();
    await page.getByRole('dialog', { name: 'Select a type of module for your orders' }).getByText('Food').click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a reload before a module is chosen offers the modules again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search a place' }).fill('Dubai Mall');
    await page.getByRole('option', { name: /Dubai Mall/ }).first().click();
    const modules = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
    await expect(modules).toBeVisible();
    await page.reload();
    await expect(modules).toBeVisible();
    await modules.getByText('Car Rental').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('pictures sit whole in slots of their own shape: banners, covers, cards, galleries and logos', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    const pages = [
      { path: '/home', width: 1366 },
      { path: '/rental/vehicle-search?all_category=1', width: 390 },
      { path: '/rental/vehicle-details/1?from=from_search', width: 390 },
      { path: '/rental/provider-details/101', width: 1366 },
    ];
    for (const { path, width } of pages) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
      await scrollThrough(page);
      const pictures = await pictureSlots(page);
      expect(pictures.length, `pictures on ${path}`).toBeGreaterThan(0);
      // Made for its slot: the picture's shape is the slot's, shown whole and never cut by the slot.
      const problems = pictures
        .filter((picture) => Math.abs(picture.picture / picture.slot - 1) > 0.03 || picture.fit !== 'contain' || picture.clipped)
        .map((picture) => `${picture.src} at ${width}px: slot ${picture.slot.toFixed(2)}, picture ${picture.picture.toFixed(2)}, ${picture.fit}${picture.clipped ? ', clipped' : ''}`);
      expect(problems, path).toEqual([]);
    }
    const shapes = await pictureSlots(page);
    expect(shapes.some((picture) => picture.src.startsWith('/storage/cover/') && Math.abs(picture.slot - 3) < 0.1), 'a 3:1 store cover').toBe(true);
  });

  test('the footer names its networks and app stores as icon badges', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    for (const network of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
      const badge = footer.getByRole('link', { name: network, exact: true });
      await expect(badge).toBeVisible();
      await expect(badge.locator('svg')).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /^Get it on Google Play/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /^Download on the App Store/ })).toBeVisible();
  });
});
