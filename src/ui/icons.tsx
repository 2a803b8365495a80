import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative by default: the control that holds an icon carries the accessible name. */
function outline(children: ReactNode) {
  return function OutlineIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

function solid(children: ReactNode) {
  return function SolidIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

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

export const PhoneIcon = outline(
  <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 7.1 7.1l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);

export const MailIcon = outline(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
);

export const ClockIcon = outline(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const MapPinIcon = outline(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const ChevronLeftIcon = outline(<path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = outline(<path d="m9 5 7 7-7 7" />);
export const ChevronDownIcon = outline(<path d="m6 9 6 6 6-6" />);

export const RetryIcon = outline(
  <>
    <path d="M20 12a8 8 0 1 1-2.4-5.7" />
    <path d="M20 4v5h-5" />
  </>,
);

export const FacebookIcon = solid(
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z" />,
);

export const InstagramIcon = outline(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </>,
);

export const TikTokIcon = solid(
  <path d="M16.3 3c.4 2.2 1.7 3.6 3.9 3.8v3a7 7 0 0 1-3.9-1.2v6.1A5.8 5.8 0 1 1 10.5 9v3.1a2.8 2.8 0 1 0 2.8 2.8V3z" />,
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
