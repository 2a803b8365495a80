import { css } from 'styled-system/css';

export interface TabsIds {
  root: string;
  list: string;
  trigger: (value: string) => string;
  content: (value: string) => string;
}

/** The id scheme Ark uses itself, on one React id: the panel, drawn by the menu section, is named the same way. */
export function tabsIds(id: string): TabsIds {
  const root = `tabs:${id}`;
  return {
    root,
    list: `${root}:list`,
    trigger: (value) => `${root}:trigger-${value}`,
    content: (value) => `${root}:content-${value}`,
  };
}

export interface CategoryTabsProps {
  ids: TabsIds;
  tabs: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

export const TABS_LABEL = /*i18n*/ 'Meal categories';

// On a phone the tabs are one row that scrolls sideways, so however many categories arrive, nothing below moves.
export const tabList = css({
  display: 'flex',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  justifyContent: { base: 'flex-start', md: 'center' },
  gap: '2',
  overflowX: { base: 'auto', md: 'visible' },
  scrollbar: 'hidden',
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  py: '1',
  mb: { base: '5', md: '8' },
});

export const tab = css({
  flexShrink: 0,
  h: '10',
  px: '5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  transition: 'colors',
  _hover: { borderColor: 'border.strong', color: 'fg.default' },
  _selected: {
    bg: 'fg.default',
    borderColor: 'fg.default',
    color: 'fg.inverse',
    _hover: { color: 'fg.inverse' },
  },
});
