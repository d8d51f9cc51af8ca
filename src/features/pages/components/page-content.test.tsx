// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageHtml } from '../page-blocks';
import { PageContent } from './page-content';

afterEach(cleanup);

const show = (html: string) => render(<PageContent content={readPageHtml(html, window.location.origin)} />).container;

describe('PageContent', () => {
  it('shows the operator\'s sections, paragraphs and lists as the app\'s own elements', () => {
    const page = show('<h1>Refunds</h1><p>Intro</p><h3>Time</h3><ol><li>Ask</li><li>Wait<ul><li>Two days</li></ul></li></ol><blockquote>Note</blockquote>');
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds' }).id).toBe('section-1');
    expect(screen.getByRole('heading', { level: 3, name: 'Time' }).id).toBe('section-2');
    expect(page.querySelectorAll('ol > li')).toHaveLength(2);
    expect(page.querySelector('ol > li > ul > li')?.textContent).toBe('Two days');
    expect(page.querySelector('blockquote')?.textContent).toBe('Note');
  });

  it('never puts the operator\'s markup, attributes or scripts on the page', () => {
    const page = show('<p class="evil" style="position:fixed" onmouseover="steal()">Text<img src="x" onerror="steal()"><script>steal()</script></p><iframe srcdoc="<script>steal()</script>"></iframe>');
    expect(page.querySelectorAll('img, script, iframe, [style], [onmouseover], .evil')).toHaveLength(0);
    expect(page.innerHTML).not.toMatch(/steal/);
    expect(page.textContent).toBe('Text');
  });

  it('links: app pages stay in the app, other sites open in a new tab, email and phone read left to right', () => {
    show('<p><a href="/about-us">About</a> <a href="https://maps.example/">Map</a> <a href="mailto:help@example.com">help@example.com</a> <a href="tel:+97145550100">+971 4 555 0100</a> <a href="javascript:steal()">Bad</a></p>');
    const about = screen.getByRole('link', { name: 'About' });
    expect(about.getAttribute('href')).toBe('/about-us');
    expect(about.getAttribute('target')).toBeNull();
    const map = screen.getByRole('link', { name: /^Map/ });
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: '+971 4 555 0100' }).getAttribute('dir')).toBe('ltr');
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText(/Bad/)).toBeTruthy();
  });
});
