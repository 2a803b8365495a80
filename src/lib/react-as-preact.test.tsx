import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

// zag's widgets (Ark) reach their parts through a chain of effects and look for them in the next frame
// (src/lib/react-as-preact.js): the effects of a click's update must run before the browser's next task, as React
// runs them, or the menu opened by a click was never focused and the dialog kept no name.
describe("the effects of a click's update", () => {
  it('run before the next task', async () => {
    const seen: string[] = [];
    function Toggle() {
      const [on, setOn] = useState(false);
      useEffect(() => {
        if (on) seen.push('effect');
      }, [on]);
      return (
        <button type="button" onClick={() => setOn(true)}>
          Open
        </button>
      );
    }
    render(<Toggle />);
    // A click as the browser dispatches it, outside the test library's act(), which would flush the effects itself.
    screen.getByRole('button', { name: 'Open' }).click();
    setTimeout(() => seen.push('next task'), 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['effect', 'next task']);
  });
});
