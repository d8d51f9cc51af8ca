/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInteractions, releaseHeldInteractions } from './interaction-hold';

function page(): { root: HTMLElement; button: HTMLButtonElement; field: HTMLInputElement; link: HTMLAnchorElement; linkIcon: HTMLElement; form: HTMLFormElement } {
  document.body.innerHTML = `<div id="root">
    <form><input name="q"><button type="submit">Search <svg></svg></button></form>
    <a href="/store/1"><span>Open</span></a></div>`;
  return {
    root: document.getElementById('root')!,
    form: document.querySelector('form')!,
    field: document.querySelector('input')!,
    button: document.querySelector('button')!,
    link: document.querySelector('a')!,
    linkIcon: document.querySelector('a span') as HTMLElement,
  };
}

const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('holding a server-rendered page until the app has taken it over', () => {
  afterEach(() => {
    releaseHeldInteractions();
    document.body.innerHTML = '';
  });

  it('swallows presses on controls and typing in fields, and lets links and focus moves through', () => {
    const { root, button, field, linkIcon, form } = page();
    const pressed = vi.fn();
    const followed = vi.fn((event: Event) => event.preventDefault());
    button.addEventListener('click', pressed);
    document.querySelector('a')!.addEventListener('click', followed);
    holdInteractions(document, root);
    // The page says its controls are not available yet.
    expect(root.getAttribute('aria-disabled')).toBe('true');

    // A press on the button's icon counts as a press on the button.
    expect(button.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(pressed).not.toHaveBeenCalled();
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(key(field, 'a')).toBe(false);
    expect(key(button, 'Enter')).toBe(false);
    expect(field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: 'a' }))).toBe(false);
    // Moving focus and following a link work from the start.
    expect(key(field, 'Tab')).toBe(true);
    linkIcon.click();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('lets everything through once released', () => {
    const { root, button, field } = page();
    const pressed = vi.fn();
    button.addEventListener('click', (event) => {
      event.preventDefault();
      pressed();
    });
    holdInteractions(document, root);
    releaseHeldInteractions();
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(key(field, 'a')).toBe(true);
    expect(root.hasAttribute('aria-disabled')).toBe(false);
  });
});
