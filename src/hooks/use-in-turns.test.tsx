// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useShownInTurns, useTurnReached } from './use-in-turns';

afterEach(cleanup);

function Cards({ total }: { total: number }) {
  const shown = useShownInTurns(total, 4);
  return <p>{`${shown} of ${total}`}</p>;
}

function Part() {
  return <p>{useTurnReached() ? 'here' : 'waiting'}</p>;
}

describe('lists and parts that come in turns', () => {
  it('shows a batch at first, then a batch more each turn, never more than there are', async () => {
    render(<Cards total={10} />);
    expect(screen.getByText('4 of 10')).toBeTruthy();
    expect(await screen.findByText('8 of 10')).toBeTruthy();
    expect(await screen.findByText('10 of 10')).toBeTruthy();
  });

  it('mounts a part once its turn has come', async () => {
    render(<Part />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('here')).toBeTruthy();
  });
});
