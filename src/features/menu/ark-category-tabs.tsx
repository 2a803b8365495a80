import { Tabs } from '@ark-ui/react/tabs';
import { useLingui } from '../../i18n/use-lingui';
import { tab, TABS_LABEL, tabList, type CategoryTabsProps } from './category-tabs-parts';

/**
 * The category tabs as Ark runs them, loaded once someone reaches for the plain ones. Ark holds only the list: the
 * menu section draws the one panel (with the ids Ark expects), so the meal grid stays put when Ark takes over.
 */
export default function ArkCategoryTabs({ ids, tabs, value, onChange }: CategoryTabsProps) {
  const { i18n } = useLingui();
  return (
    <Tabs.Root ids={ids} value={value} onValueChange={(details) => onChange(details.value)}>
      <Tabs.List className={tabList} aria-label={i18n._(TABS_LABEL)}>
        {tabs.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} className={tab}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
