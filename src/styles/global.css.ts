/**
 * Global styles: a small reset, the system font stack (Latin and Arabic), one focus ring for everything that
 * is focused from the keyboard, and reduced motion when the user asks for it. Imported once by boot.tsx.
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './themes.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
  scrollPaddingBlockStart: '80px',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.foreground.primary,
  background: vars.color.background.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  overflowWrap: 'break-word',
});

// Arabic letters join and carry dots above and below: give them more line height.
globalStyle(':lang(ar) body, body:lang(ar)', { lineHeight: vars.font.lineHeight.relaxed });

globalStyle('h1, h2, h3, h4, h5, h6', { margin: 0, lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold });
globalStyle('p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('ul, ol', { margin: 0, paddingInlineStart: 0, listStyle: 'none' });
globalStyle('img, svg, video, canvas', { display: 'block', maxInlineSize: '100%' });
globalStyle('img, video', { blockSize: 'auto' });
// A server-rendered page's controls wait for the app a moment (lib/first-screen/interaction-hold.ts): the cursor says so.
globalStyle('#root[aria-disabled="true"] :is(button, input, select, textarea, label, [role="button"])', { cursor: 'progress' });
globalStyle('a', { color: vars.color.foreground.link, textUnderlineOffset: '0.15em' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('::selection', { background: vars.color.background.brandSoft, color: vars.color.foreground.primary });
globalStyle('#root', { minBlockSize: '100dvh', display: 'flex', flexDirection: 'column' });

// One focus ring, only for keyboard focus. RAC components also expose [data-focus-visible] for their own.
globalStyle(':focus-visible', { outline: `${vars.focus.width} solid ${vars.color.border.focus}`, outlineOffset: vars.focus.offset });
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
