import { Button, EMPTY_FILTER_VALUE, FilterPanel, type FilterValue } from '@probuild/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './AppShell.module.css';

/** The filter drawer's sample options: option values are the data, labels the catalogue's. */
const GROUPS = [
  { id: 'category', options: ['gaming', 'laptop', 'workstation'] },
  { id: 'brand', options: ['GeForce', 'Radeon', 'Zotac'] },
  { id: 'capacity', options: ['128GB', '1TB', '2TB'] },
  { id: 'ddr', options: ['DDR4', 'DDR5', 'DDR6'] },
];
const TRANSLATED_OPTIONS = new Set(['gaming', 'laptop', 'workstation']);

/**
 * The filter drawer's button (AppShell shows it on the computer-set route), below the desktop width. Its choices
 * stay here until that page reads them; the list pages have their own, with the server's options.
 */
export function FilterDrawer() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<FilterValue>(EMPTY_FILTER_VALUE);
  const groups = GROUPS.map((group) => ({
    id: group.id,
    title: intl.formatMessage({ id: `shell.filter.${group.id}` }),
    options: group.options.map((option) => ({
      value: option,
      label: TRANSLATED_OPTIONS.has(option) ? intl.formatMessage({ id: `shell.filter.${option}` }) : option,
    })),
  }));
  return (
    <div className={styles.filterBar}>
      <FilterPanel
        value={value}
        onChange={setValue}
        groups={groups}
        drawer={{
          open,
          onOpenChange: setOpen,
          trigger: <Button variant="secondary">{intl.formatMessage({ id: 'shell.filter.open' })}</Button>,
        }}
      />
    </div>
  );
}
