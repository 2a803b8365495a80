import { outline } from '../../ui/icons';

// Decorative: the button holding the icon carries the accessible name.
export const MinusIcon = outline(<path d="M5 12h14" />);
export const PlusIcon = outline(<path d="M12 5v14M5 12h14" />);
export const TrashIcon = outline(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
);
