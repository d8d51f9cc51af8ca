// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HELD_SCRIPTS_ELEMENT_ID } from '@common/first-screen/held-scripts';
import { releaseHeldScripts } from './held-scripts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the scripts a server-rendered page holds back', () => {
  it('stay inert in their template, and start in the head in their order once released, one per task', async () => {
    const files = ['app', 'boot', 'home', 'shared-1', 'shared-2', 'rental-home', 'carousel'].map((name) => `/assets/${name}.js`);
    document.head.innerHTML = `<template id="${HELD_SCRIPTS_ELEMENT_ID}">${files.map((href) => `<link rel="modulepreload" href="${href}">`).join('')}</template>`;
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    const started = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    const released = releaseHeldScripts(document);
    // The first at once, in the same task; the rest in the tasks after.
    expect(started()).toEqual(files.slice(0, 1));
    await released;
    expect(started()).toEqual(files);
    expect(document.getElementById(HELD_SCRIPTS_ELEMENT_ID)).toBeNull();
  });

  it('leave a page without them as it is', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/app.js">';
    await releaseHeldScripts(document);
    expect(document.head.innerHTML).toBe('<link rel="modulepreload" href="/assets/app.js">');
  });
});
