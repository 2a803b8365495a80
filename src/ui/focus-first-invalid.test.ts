import { describe, expect, it } from 'vitest';
import { focusFirstInvalid, focusFirstInvalidAfterSubmit } from './focus-first-invalid';

function form() {
  const element = document.createElement('form');
  element.innerHTML = '<input name="a"><input name="b"><input name="c"><button>Send</button>';
  document.body.append(element);
  return { element, field: (name: string) => element.querySelector<HTMLInputElement>(`[name="${name}"]`)! };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focus after a refused submit', () => {
  it('goes to the first field marked invalid, in document order', () => {
    const { element, field } = form();
    field('c').setAttribute('aria-invalid', 'true');
    field('b').setAttribute('aria-invalid', 'true');
    expect(focusFirstInvalid(element)).toBe(true);
    expect(document.activeElement).toBe(field('b'));
    element.remove();
  });

  it('focuses a field out of the Tab order (a code box), and waits while the marked field is still disabled', async () => {
    const { element, field } = form();
    field('b').tabIndex = -1;
    field('b').disabled = true;
    focusFirstInvalidAfterSubmit(element);
    field('b').setAttribute('aria-invalid', 'true');
    await Promise.resolve();
    expect(document.activeElement).not.toBe(field('b'));
    field('b').disabled = false;
    await Promise.resolve();
    expect(document.activeElement).toBe(field('b'));
    element.remove();
  });

  it('waits for a verdict that comes later (the server), and stops once the user types', async () => {
    const { element, field } = form();
    element.querySelector('button')!.focus();
    focusFirstInvalidAfterSubmit(element);
    await nextFrame();
    expect(document.activeElement).toBe(element.querySelector('button'));
    field('c').setAttribute('aria-invalid', 'true');
    await Promise.resolve();
    expect(document.activeElement).toBe(field('c'));

    field('a').focus();
    focusFirstInvalidAfterSubmit(element);
    await nextTask();
    field('a').dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    await nextFrame();
    expect(document.activeElement).toBe(field('a'));
    element.remove();
  });

  it('is not stopped by the key that submitted, still bubbling up through the form (Enter in a code box)', async () => {
    const { element, field } = form();
    field('a').focus();
    // As Preact attaches it: on the field itself, so the form hears the key after the submit began.
    field('a').addEventListener('keydown', () => focusFirstInvalidAfterSubmit(element));
    field('a').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await nextTask();
    field('b').setAttribute('aria-invalid', 'true');
    await Promise.resolve();
    expect(document.activeElement).toBe(field('b'));
    element.remove();
  });
});
