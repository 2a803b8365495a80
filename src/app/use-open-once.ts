import { useEffect, useRef } from 'react';

/**
 * Runs `open` once for each new value of `key`, and not at all while `key` is null. A screen tells its flow it opened
 * this way: React's StrictMode runs effects twice in development, and a flow that warns a visitor must warn once.
 */
export function useOpenOnce(key: string | null, open: () => void) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || last.current === key) return;
    last.current = key;
    open();
  }, [key, open]);
}
