import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './themes.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', colorScheme: 'light dark' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  color: vars.color.foreground.primary,
  background: vars.color.background.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p, figure, ul, ol', { margin: 0 });
globalStyle('ul, ol', { paddingInlineStart: 0, listStyle: 'none' });
globalStyle('img, svg', { display: 'block', maxInlineSize: '100%' });
globalStyle('a', { color: vars.color.foreground.link });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' });
globalStyle('#root', { minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('*', {
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
});
