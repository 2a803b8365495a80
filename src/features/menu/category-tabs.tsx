import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { useUpgradeOnUse } from '../../ui/upgrade-on-use';

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

// Ark's tabs and zag load when someone reaches for the tabs, not with the page (see upgrade-on-use.ts).
const loadArkTabs = () => import('./ark-category-tabs');

/**
 * The category tabs in Ark's markup, drawn plain until someone points at, presses or focuses them, then run by Ark.
 * Plain, they already select on click (Enter and Space included): the selection lives in the menu filter, not here.
 */
export function CategoryTabs(props: CategoryTabsProps) {
  const { i18n } = useLingui();
  const { loaded, triggers } = useUpgradeOnUse(loadArkTabs);
  if (loaded) return <loaded.default {...props} />;
  const { ids, tabs, value, onChange } = props;
  const part = (name: string) => ({ 'data-scope': 'tabs', 'data-part': name, 'data-orientation': 'horizontal' });
  return (
    <div {...triggers} {...part('root')} id={ids.root} dir="ltr">
      <div
        {...part('list')}
        id={ids.list}
        role="tablist"
        dir="ltr"
        aria-orientation="horizontal"
        aria-label={i18n._(TABS_LABEL)}
        className={tabList}
      >
        {tabs.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              {...part('trigger')}
              role="tab"
              type="button"
              dir="ltr"
              data-value={item.value}
              aria-selected={selected}
              data-selected={selected ? '' : undefined}
              aria-controls={ids.content(item.value)}
              data-ownedby={ids.list}
              id={ids.trigger(item.value)}
              tabIndex={selected ? 0 : -1}
              className={tab}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
