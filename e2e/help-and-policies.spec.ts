/**
 * The footer's pages and help in the browser: every policy and the about page open from the footer with
 * their sections listed, in English and in Arabic (right to left, support addresses left to right); help &
 * support finds questions as the customer types, says how many it found or that it found none, in both
 * languages, and offers the contact channels and the support chat; and both open offline once seen, with
 * the service worker in control.
 */
import type { Page } from '@playwright/test';
import { chooseZoneAndModule, expect, seriousAccessibilityViolations, tellPageOffline, test, workerControls, workerKeeps } from './fixtures';
import { signInDemo, useLanguage } from './customer';

const PAGES = [
  { path: '/about-us', en: 'About us', ar: 'من نحن' },
  { path: '/terms-and-conditions', en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  { path: '/privacy-policy', en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  { path: '/refund-policy', en: 'Refund policy', ar: 'سياسة الاسترداد' },
  { path: '/cancellation-policy', en: 'Cancellation policy', ar: 'سياسة الإلغاء' },
  { path: '/shipping-policy', en: 'Shipping policy', ar: 'سياسة الشحن' },
];

/** The page's own sections: its level-2 headings outside the list of them. */
const sectionHeadings = (page: Page) => page.getByRole('main').locator('h2[id^="section-"]');

async function checkSections(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(sectionHeadings(page).first()).toBeVisible();
  const headings = await sectionHeadings(page).allTextContents();
  expect(headings.length).toBeGreaterThanOrEqual(5);
  const sections = page.getByRole('navigation', { name: /On this page|في هذه الصفحة/ });
  // Folded on a phone until opened, but there.
  await expect(sections.getByRole('link', { includeHidden: true })).toHaveText(headings);
  expect((await page.getByRole('main').locator('li').count()) - headings.length).toBeGreaterThanOrEqual(4);
  return { sections, headings };
}

test.describe('policy pages', () => {
  test('each page opens from the footer with its sections, and a section link leads to its section', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/home');
    for (const { en } of PAGES) {
      await page.getByRole('contentinfo').getByRole('link', { name: en, exact: true }).click();
      await checkSections(page, en);
    }
    await page.goto('/terms-and-conditions');
    const { sections, headings } = await checkSections(page, 'Terms and conditions');
    const last = headings.at(-1) ?? '';
    await sections.getByRole('link', { name: last }).click();
    await expect(page).toHaveURL(/#section-\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: last })).toBeInViewport();
    await expect(page.getByRole('main').getByRole('link', { name: 'support@rideway.test' })).toHaveAttribute('href', 'mailto:support@rideway.test');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('in Arabic every page reads right to left in Arabic, its support addresses left to right, and its sections fold on a phone', async ({ page }) => {
    await chooseZoneAndModule(page, 'food');
    await useLanguage(page, 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { path, ar } of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const { sections } = await checkSections(page, ar);
      await expect(sectionHeadings(page).first()).toHaveText(/[\u0600-\u06ff]/);
      // Folded on a phone: the list opens from its summary.
      await expect(sections.getByRole('link').first()).toBeHidden();
      await sections.getByText('في هذه الصفحة').click();
      await expect(sections.getByRole('link').first()).toBeVisible();
    }
    await page.goto('/privacy-policy');
    const phone = page.getByRole('main').getByRole('link', { name: '+971 4 555 0100' }).first();
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(phone).toHaveAttribute('href', 'tel:+97145550100');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test.describe('help and support', () => {
  test('a customer finds answers by searching, is told what was found, and reaches support', async ({ page }) => {
    await chooseZoneAndModule(page, 'grocery');
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & support' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const search = faq.getByRole('searchbox', { name: 'Search the questions' });
    const status = faq.getByRole('status');
    await expect(status).toHaveText('17 questions');
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(['Orders and delivery', 'Payments and refunds', 'Wallet and rewards', 'Vehicle rental', 'Parcels', 'Your account']);

    const question = faq.getByRole('button', { name: 'How do I add money to my wallet?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: 'How do I add money to my wallet?' })).toContainText('choose Add fund');

    await search.fill('deposit');
    await expect(status).toHaveText('1 question matches “deposit”');
    await expect(faq.getByRole('region', { name: 'Is there a deposit for a rental?' })).toContainText('Salik');
    await search.fill('cod');
    await expect(faq.getByRole('heading', { level: 3 }).first()).toHaveText('Why can\'t I pay cash on delivery?');
    await search.fill('submarine');
    await expect(status).toHaveText('No questions match “submarine”');
    await expect(faq.getByRole('button', { expanded: false })).toHaveCount(0);
    await faq.getByRole('button', { name: 'Show all questions' }).click();
    await expect(search).toHaveValue('');
    await expect(status).toHaveText('17 questions');

    const contact = page.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByRole('link', { name: 'support@rideway.test' })).toHaveAttribute('href', 'mailto:support@rideway.test');
    await expect(contact.getByRole('link', { name: '+97145550100' })).toHaveAttribute('href', 'tel:+97145550100');
    await expect(contact).toContainText('Office 1204, Bay Square 7, Business Bay, Dubai');
    const policies = page.getByRole('navigation', { name: 'Policies' });
    await expect(policies.getByRole('link')).toHaveText(PAGES.map(({ en }) => en).filter((name) => name !== 'About us').concat('About us'));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A guest is asked to sign in for the chat; a signed-in customer opens the support conversation.
    await contact.getByRole('button', { name: 'Sign in to chat with support' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await signInDemo(page);
    await page.goto('/help-and-support');
    await page.getByRole('region', { name: 'Contact us' }).getByRole('link', { name: 'Chat with support' }).click();
    await expect(page).toHaveURL(/\/profile\?page=inbox&support=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  test('searching in Arabic finds Arabic however it is spelt, and says so in Arabic', async ({ page }) => {
    await chooseZoneAndModule(page, 'rental');
    await useLanguage(page, 'ar');
    await page.goto('/help-and-support');
    await expect(page.getByRole('heading', { level: 1, name: 'المساعدة والدعم' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'الأسئلة الشائعة' });
    const search = faq.getByRole('searchbox', { name: 'ابحث في الأسئلة' });
    const status = faq.getByRole('status');
    await expect(status).toHaveText('17 سؤالًا');
    await search.fill('تأمين');
    await expect(status).toHaveText('سؤال واحد يطابق «تأمين»');
    await expect(faq.getByRole('region', { name: 'هل يلزم دفع تأمين عند الاستئجار؟' })).toContainText('سالك');
    // Without the hamza, as many type it.
    await search.fill('الغاء الطلب');
    await expect(faq.getByRole('heading', { level: 3 }).first()).toHaveText('كيف ألغي طلبًا؟');
    await search.fill('غواصة');
    await expect(status).toHaveText('لا أسئلة تطابق «غواصة»');
    await expect(page.getByRole('region', { name: 'تواصل معنا' }).getByRole('button', { name: 'سجّل الدخول لتتحدث مع الدعم' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a policy page and help open offline once seen, in the language they were seen in', async ({ page, context }) => {
    await chooseZoneAndModule(page, 'grocery');
    await useLanguage(page, 'ar');
    await page.goto('/help-and-support');
    await expect(page.getByRole('region', { name: 'الأسئلة الشائعة' }).getByRole('status')).toHaveText('17 سؤالًا');
    await workerControls(page);
    await page.goto('/refund-policy');
    await checkSections(page, 'سياسة الاسترداد');
    await workerKeeps(page, '/api/v1/refund-policy');

    // Offline, and without the app's own stored copy: the worker's cache alone answers.
    await context.setOffline(true);
    await page.evaluate(() => localStorage.removeItem('rw-query-cache'));
    await page.goto('/refund-policy');
    await tellPageOffline(page);
    const { headings } = await checkSections(page, 'سياسة الاسترداد');
    expect(headings).toContain('متى تسترد أموالك');
    await page.goto('/help-and-support');
    const faq = page.getByRole('region', { name: 'الأسئلة الشائعة' });
    await faq.getByRole('searchbox', { name: 'ابحث في الأسئلة' }).fill('استرداد');
    await expect(faq.getByRole('heading', { level: 3 }).first()).toHaveText('متى يصلني الاسترداد، وأين؟');
  });
});
