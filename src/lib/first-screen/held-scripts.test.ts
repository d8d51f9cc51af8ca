// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HELD_SCRIPTS_ELEMENT_ID, releaseHeldScripts } from './held-scripts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the scripts a server-rendered page holds back', () => {
  it('stay inert in their template, and start together in the head once released', () => {
    document.head.innerHTML = `<template id="${HELD_SCRIPTS_ELEMENT_ID}"><link rel="modulepreload" href="/assets/app.js"><link rel="modulepreload" href="/assets/home.js"></template>`;
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    releaseHeldScripts(document);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/app.js', '/assets/home.js']);
    expect(document.getElementById(HELD_SCRIPTS_ELEMENT_ID)).toBeNull();
  });

  it('leave a page without them as it is', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/app.js">';
    releaseHeldScripts(document);
    expect(document.head.innerHTML).toBe('<link rel="modulepreload" href="/assets/app.js">');
  });
});
