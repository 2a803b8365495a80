import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { within } from './story-test';

const pathBar = css({ position: 'fixed', bottom: '2', left: '2', px: '2', py: '1', fontSize: 'xs', bg: 'bg.subtle', borderRadius: 'md' });

/** The screen, and where its flow has sent the story's in-memory router (the screen itself stays mounted). */
export function WithPath({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <>
      {children}
      <output aria-label="Current path" className={pathBar}>
        {location}
      </output>
    </>
  );
}

/** Waits until the story's router is at `path`. */
export async function findPath(canvasElement: HTMLElement, path: string) {
  return within(canvasElement).findByText(path, { selector: 'output[aria-label="Current path"]' });
}

/** A toast, wherever sonner put it (an earlier story's toast with the same words may still be on its way out). */
export async function findToast(text: string) {
  const [toast] = await within(document.body).findAllByText(text, {});
  return toast;
}
