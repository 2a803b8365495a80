import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from './layout';

const band = css({ bg: 'saffron.100', color: 'charcoal.800', borderBottomWidth: '1px', borderColor: 'saffron.300' });
const text = css({ py: '2', fontSize: 'sm', fontWeight: 'semibold', textAlign: 'center' });

/** A line across the top of every page that the whole visit must know (closed now, orders paused), said once. */
export function NoticeBand({ children }: { children: ReactNode }) {
  return (
    <div className={band} role="status">
      <p className={cx(container, text)}>{children}</p>
    </div>
  );
}
