import { describe, expect, it } from 'vitest';
import { composePage } from '../storefront/page';

const SHELL = '<!doctype html>\n<html lang="en" dir="ltr">\n<head><title>Shop</title></head>\n<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const preloads = { scripts: ['/assets/home.js'], styles: ['/assets/home.css'] };
const state = { context: 'ctx', queries: { mutations: [], queries: [] }, parts: ['route:/home'] };

describe('the page a navigation receives', () => {
  it('with the server’s markup: the screen in the root, its language and direction, its styles before the first paint, its data beside it', () => {
    const page = composePage(SHELL, { answers: null, preloads, picture: '/storage/banner/1.svg', rendered: { html: '<h1>مرحبا $& $1</h1>', state, language: 'ar', direction: 'rtl' } });
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<div id="root"><h1>مرحبا $& $1</h1></div>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    // The scripts wait, inert, until the entry releases them after the first frame.
    expect(page).toContain('<template id="held-scripts"><link rel="modulepreload" crossorigin href="/assets/home.js"></template>');
    expect(page).toContain('<link rel="preload" as="image" href="/storage/banner/1.svg" fetchpriority="high">');
    expect(page).toContain(`<script type="application/json" id="server-state">${JSON.stringify(state)}</script>`);
    // The data closes the body: the markup above it is painted while it still arrives.
    expect(page.indexOf('id="server-state"')).toBeGreaterThan(page.indexOf('</h1></div>'));
    expect(page.indexOf('id="server-state"')).toBeLessThan(page.indexOf('</body>'));
    expect(page.indexOf('rel="stylesheet"')).toBeLessThan(page.indexOf('</head>'));
  });

  it('names the customer’s theme on a rendered page’s root (the shell’s script then leaves localStorage alone), never on the bare shell', () => {
    const rendered = { html: '<h1>Hi</h1>', state, language: 'en', direction: 'ltr' as const };
    expect(composePage(SHELL, { answers: null, preloads, picture: null, rendered, theme: 'dark' })).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(composePage(SHELL, { answers: null, preloads, picture: null, rendered, theme: null })).toContain('<html lang="en" dir="ltr">');
    // Without markup the page's language is not known here either: the script reads both from localStorage.
    expect(composePage(SHELL, { answers: null, preloads, picture: null, rendered: null, theme: 'dark' })).not.toContain('data-theme');
  });

  it('carries the runtime configuration in place of its file, when the server could read it', () => {
    const shell = SHELL.replace('</head>', '<script defer src="/runtime-config.js"></script></head>');
    const page = composePage(shell, { answers: null, preloads, picture: null, rendered: null, runtimeConfig: { apiBaseUrl: 'https://api.example.com', note: '</script><script>alert(1)</script>' } });
    expect(page).not.toContain('runtime-config.js');
    expect(page).toContain('<script type="application/json" id="app-config">{"apiBaseUrl":"https://api.example.com","note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    // Unreadable: the page loads the file, as the shell does.
    expect(composePage(shell, { answers: null, preloads, picture: null, rendered: null, runtimeConfig: null })).toContain('<script defer src="/runtime-config.js"></script>');
  });

  it('without it: the shell as built, with its files asked for early', () => {
    const page = composePage(SHELL, { answers: null, preloads, picture: null, rendered: null });
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/home.css">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(page).not.toContain('<template');
    expect(page).not.toContain('server-state');
  });
});
