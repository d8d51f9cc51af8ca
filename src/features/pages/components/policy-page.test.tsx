// @vitest-environment jsdom
/**
 * A policy page against a fetch double: the operator's page under its title, with its sections listed; the
 * config's switch for the refund, cancellation and shipping policies, and an empty page, both say the page is
 * not available (without asking for a page the operator turned off).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configQueryOptions, type Config } from '@/api/config';
import { QueryClientProvider } from '@/lib/query';
import { createQueryClient } from '@/lib/query-client';
import { PolicyPage } from './policy-page';

afterEach(cleanup);

const PAGE = '<p>Intro</p><h2>When</h2><p>A.</p><h2>How</h2><ul><li>B</li></ul><h2>Where</h2><p>C.</p>';

function show(config: Partial<Config>, answer: string) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input.replace(/\?.*$/, ''));
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const client = createQueryClient();
  client.setQueryData(configQueryOptions().queryKey, config as Config);
  render(
    <QueryClientProvider client={client}>
      <PolicyPage page="refund-policy" title="Refund policy" switchedBy="refund_policy" />
    </QueryClientProvider>,
  );
  return asked;
}

describe('PolicyPage', () => {
  it('shows the page under its title, with a list of its sections that leads to each', async () => {
    const asked = show({ refund_policy: 1 }, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'When' })).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'On this page' });
    const links = [...sections.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['When', '#section-1'],
      ['How', '#section-2'],
      ['Where', '#section-3'],
    ]);
    expect(document.getElementById('section-2')?.textContent).toBe('How');
    expect(asked.filter((path) => path.endsWith('/api/v1/refund-policy'))).toHaveLength(1);
  });

  it('a page with fewer than three sections needs no list of them', async () => {
    show({ refund_policy: 1 }, '<h2>Only</h2><p>One section.</p>');
    expect(await screen.findByText('One section.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('says the page is not available when the operator switched it off, and does not ask for it', async () => {
    const asked = show({ refund_policy: 0 }, PAGE);
    expect(screen.getByRole('heading', { name: 'This page is not available' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.filter((path) => path.endsWith('/api/v1/refund-policy'))).toEqual([]);
  });

  it('says the page is not available when the operator left it empty', async () => {
    show({ refund_policy: 1 }, '<p><br></p>');
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeTruthy();
  });
});
