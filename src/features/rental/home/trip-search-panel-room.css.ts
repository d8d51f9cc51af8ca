import { style } from '@vanilla-extract/css';
import { media } from '@/styles/tokens';

/**
 * The room the trip search panel takes while it loads and until the page is the customer's, and the least
 * height of the panel itself, at each width: one column of fields on phones (taller where the narrowest
 * screens wrap its lines, in either language), two from 520 px, one row on desktops. The panel fills at least
 * its room, so nothing below moves when it arrives, in English or Arabic.
 */
/** From this width the panel's fields sit in two columns (trip-search-panel.css.ts). */
export const TWO_COLUMNS = 'screen and (min-width: 520px)';

const heights = {
  display: 'block',
  blockSize: '586px',
  '@media': {
    'screen and (min-width: 390px)': { blockSize: '540px' },
    [TWO_COLUMNS]: { blockSize: '378px' },
    [media.desktop]: { blockSize: '294px' },
  },
} as const;

export const room = style(heights);

/** On the panel: at least as tall as the room it replaces. */
export const fillsRoom = style({
  minBlockSize: heights.blockSize,
  '@media': Object.fromEntries(Object.entries(heights['@media']).map(([query, { blockSize }]) => [query, { minBlockSize: blockSize }])),
});

/** The compact panel of the search page. */
export const compactRoom = style({ display: 'block', blockSize: '260px' });
