import { describe, expect, it } from 'vitest';
import { howItWorksSteps, keyedValue } from './how-it-works';

describe('howItWorksSteps', () => {
  it('reads the keyed rows in order, stopping at the first missing title', () => {
    const rows = [
      { key: 'content2_title', value: 'A rider collects it' },
      { key: 'content1_title', value: 'Tell us what you send' },
      { key: 'content1_subtitle', value: 'Pick a category.' },
      { key: 'content4_title', value: 'Skipped: no third step' },
      { key: 'section_title', value: 'How it works' },
    ];
    expect(howItWorksSteps(rows)).toEqual([
      { title: 'Tell us what you send', subtitle: 'Pick a category.' },
      { title: 'A rider collects it', subtitle: '' },
    ]);
    expect(keyedValue(rows, 'section_title')).toBe('How it works');
  });

  it('reads ready-made steps, and nothing from an empty or broken answer', () => {
    expect(howItWorksSteps([{ title: 'Book', sub_title: 'In a minute' }, null, 7])).toEqual([{ title: 'Book', subtitle: 'In a minute' }]);
    expect(howItWorksSteps(null)).toEqual([]);
    expect(keyedValue(undefined, 'section_title')).toBe('');
  });
});
