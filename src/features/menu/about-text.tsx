import { css } from 'styled-system/css';
import { ABOUT_MOBILE_LIMIT } from '../../lib/limits';
import { truncate } from '../../lib/text';

// Both versions are in the page; CSS shows one per screen size, so there is no width check in script and no jump.
const wideOnly = css({ display: { base: 'none', md: 'inline' } });
const phoneOnly = css({ display: { base: 'inline', md: 'none' } });

/**
 * The restaurant's description: whole on wider screens, cut to 150 characters on a phone (docs/rules/screens.md#about).
 */
export function AboutText({ text, className }: { text: string; className?: string }) {
  const short = truncate(text, ABOUT_MOBILE_LIMIT);
  if (short === text) return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      <span className={wideOnly}>{text}</span>
      <span className={phoneOnly} data-testid="about-text-short">
        {short}
      </span>
    </p>
  );
}

/** The first letter set large, like a menu card's opening line. */
export const dropCap = css({
  _firstLetter: {
    float: 'start',
    fontFamily: 'display',
    fontSize: { base: '5xl', md: '6xl' },
    lineHeight: 'none',
    fontWeight: 'bold',
    color: 'accent.solid',
    mr: '2',
    mt: '1',
  },
});
