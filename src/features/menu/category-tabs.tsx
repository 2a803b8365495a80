import { useLingui } from '../../i18n/use-lingui';
import { useUpgradeOnUse } from '../../ui/upgrade-on-use';
import { tab, TABS_LABEL, tabList, type CategoryTabsProps } from './category-tabs-parts';

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
