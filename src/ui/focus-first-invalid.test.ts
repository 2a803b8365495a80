import { describe, expect, it } from 'vitest';
import { focusFirstInvalid, focusFirstInvalidAfterSubmit } from './focus-first-invalid';

function form() {
  const element = document.createElement('form');
  element.innerHTML = '<input name="a"><input name="b"><input name="c"><button>Send</button>';
  document.body.append(element);
  return { element, field: (name: string) => element.querySelector<HTMLInputElement>(`[name="${name}"]`)! };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('focus after a refused submit', () => {
  it('goes to the first field marked invalid, in document order', () => {
    const { element, field } = form();
    field('c').setAttribute('aria-invalid', 'true');
    field('b').setAttribute('aria-invalid', 'true');
    expect(focusFirstInvalid(element)).toBe(true);
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
    field('a').dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    await nextFrame();
    expect(document.activeElement).toBe(field('a'));
    element.remove();
  });
});
