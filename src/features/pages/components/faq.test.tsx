// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHelpStrings, resetToEnglish, setLanguage } from '@/lib/i18n';
import { FAQ_TOPICS } from '../faq-entries';
import { Faq } from './faq';

beforeAll(() => loadHelpStrings());

afterEach(() => {
  cleanup();
  resetToEnglish();
});

const search = () => screen.getByRole('searchbox', { name: 'Search the questions' });
const type = (value: string) => fireEvent.change(search(), { target: { value } });
const status = () => screen.getByRole('status');
const total = Object.values(FAQ_TOPICS).flat().length;

describe('the help page\'s questions', () => {
  it('lists every question by topic, answers closed, under a labelled search field in a search landmark', () => {
    render(<Faq headingId="faq" />);
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByRole('search').contains(search())).toBe(true);
    expect(status().textContent).toBe(`${total} questions`);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Orders and delivery',
      'Payments and refunds',
      'Wallet and rewards',
      'Vehicle rental',
      'Parcels',
      'Your account',
    ]);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(total);
    expect(screen.queryAllByRole('region', { name: /\?$/ })).toHaveLength(0);
  });

  it('a question opens its answer, named by the question, and closes it again', () => {
    render(<Faq headingId="faq" />);
    const question = screen.getByRole('button', { name: 'Is there a deposit for a rental?' });
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Is there a deposit for a rental?' });
    expect(question.getAttribute('aria-controls')).toBe(answer.id);
    expect(answer.textContent).toMatch(/refundable security deposit/);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Is there a deposit for a rental?' })).toBeNull();
  });

  it('searching announces how many questions match and opens the answers of a few', () => {
    render(<Faq headingId="faq" />);
    type('deposit');
    expect(status().textContent).toBe('1 question matches “deposit”');
    expect(screen.getByRole('button', { name: 'Is there a deposit for a rental?' }).getAttribute('aria-expanded')).toBe('true');
    type('order');
    const found = Number(/^(\d+) questions match “order”$/.exec(status().textContent ?? '')?.[1]);
    expect(found).toBeGreaterThan(3);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(found);
  });

  it('a search that finds nothing says so and offers every question again', () => {
    render(<Faq headingId="faq" />);
    type('submarine');
    expect(status().textContent).toBe('No questions match “submarine”');
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(status().textContent).toBe(`${total} questions`);
  });

  it('searches and announces in Arabic', async () => {
    await setLanguage('ar');
    await loadHelpStrings();
    render(<Faq headingId="faq" />);
    expect(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }), { target: { value: 'تأمين' } });
    expect(screen.getByRole('status').textContent).toBe('سؤال واحد يطابق «تأمين»');
    const answer = screen.getByRole('region', { name: 'هل يلزم دفع تأمين عند الاستئجار؟' });
    expect(within(answer).getByText(/سالك/)).toBeTruthy();
  });
});
