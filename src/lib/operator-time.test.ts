import { afterEach, describe, expect, it } from 'vitest';
import { operatorNow, setOperatorTimeZone } from './operator-time';

describe('operator time', () => {
  afterEach(() => setOperatorTimeZone(undefined));

  it('reads the current time on the operator clock', () => {
    setOperatorTimeZone('Asia/Dubai');
    const at = operatorNow(new Date(Date.UTC(2026, 10, 22, 21, 30)));
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([2026, 10, 23, 1, 30]);
  });

  it('ignores an unknown timezone', () => {
    setOperatorTimeZone('Mars/Olympus');
    const now = new Date(2026, 0, 1, 8, 0);
    expect(operatorNow(now)).toBe(now);
  });
});
