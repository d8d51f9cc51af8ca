import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';

/**
 * The room the trip search panel takes while its chunk loads, as tall as the panel in its default (hourly)
 * form at each width: one column of fields on phones, two on tablets, one row on desktops. A placeholder of
 * another height would move everything below when the panel arrives.
 */
export const room = style({
  display: 'block',
  blockSize: '540px',
  '@media': {
    [media.tablet]: { blockSize: '371px' },
    [media.desktop]: { blockSize: '293px' },
  },
});

/** The compact panel of the search page. */
export const compactRoom = style({ display: 'block', blockSize: '260px' });
