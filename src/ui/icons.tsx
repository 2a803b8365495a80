import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** An icon of one drawing in the 24×24 box, painted as `paint` says. */
function icons(paint: IconProps) {
  return (children: ReactNode) =>
    /** Decorative by default: the control that holds an icon carries the accessible name. */
    function Icon(props: IconProps) {
      return (
        <svg viewBox="0 0 24 24" width="24" height="24" {...paint} aria-hidden="true" focusable="false" {...props}>
          {children}
        </svg>
      );
    };
}

/** Drawn in 2 px strokes of the text's colour. */
export const outline = icons({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** Filled with the text's colour. */
export const solid = icons({ fill: 'currentColor' });

export const SearchIcon = outline(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.8-3.8" />
  </>,
);

export const CartIcon = outline(
  <>
    <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2" />
    <circle cx="10" cy="20" r="1.4" />
    <circle cx="17" cy="20" r="1.4" />
  </>,
);

export const CartPlusIcon = outline(
  <>
    <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2" />
    <circle cx="10" cy="20" r="1.4" />
    <circle cx="17" cy="20" r="1.4" />
    <path d="M13.5 9.5v3.5M11.75 11.25h3.5" />
  </>,
);

export const MenuIcon = outline(<path d="M4 7h16M4 12h16M4 17h16" />);

export const ChevronLeftIcon = outline(<path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = outline(<path d="m9 5 7 7-7 7" />);
export const ChevronDownIcon = outline(<path d="m6 9 6 6 6-6" />);

export const RetryIcon = outline(
  <>
    <path d="M20 12a8 8 0 1 1-2.4-5.7" />
    <path d="M20 4v5h-5" />
  </>,
);

/** The brand mark beside the restaurant's name: a serving cloche. */
export const ClocheIcon = outline(
  <>
    <path d="M3 18h18" />
    <path d="M5 18a7 7 0 0 1 14 0" />
    <path d="M12 8.5V7" />
    <circle cx="12" cy="5.6" r="1.1" />
  </>,
);
