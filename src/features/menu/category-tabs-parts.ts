import { css, cx } from 'styled-system/css';
import { pillTab } from 'styled-system/recipes';

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

export const tab = cx(pillTab(), css({ px: '5', transition: 'colors' }));
