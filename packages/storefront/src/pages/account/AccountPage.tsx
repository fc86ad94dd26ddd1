import {
  ACCOUNT_TABS,
  type AccountTab,
  accountTabsMachine,
  isAccountTab,
  memoryStorage,
} from '@probuild/machines';
import { Tabs } from '@probuild/ui';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { OrderHistory } from '../../orders/OrderHistory/OrderHistory.tsx';
import { TitledPage } from '../../shared/TitledPage/index.ts';
import styles from './AccountPage.module.css';
import { AddressBookPanel } from './AddressBookPanel/AddressBookPanel.tsx';
import { PersonalInfoPanel } from './PersonalInfoPanel/PersonalInfoPanel.tsx';

const TAB_LABELS: Record<AccountTab, string> = {
  'personal-info': 'account.tab.personalInfo',
  address: 'account.tab.address',
  'order-history': 'account.tab.orderHistory',
};

/** /info and /customer-profile: personal info, addresses and order history; the chosen tab is remembered. */
export default function AccountPage() {
  const intl = useIntl();
  const [snapshot, send] = useMachine(accountTabsMachine, {
    input: { storage: typeof localStorage === 'undefined' ? memoryStorage() : localStorage },
  });
  const tab = ACCOUNT_TABS.find((value) => snapshot.matches(value));

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  const panels: Record<AccountTab, React.ReactNode> = {
    'personal-info': <PersonalInfoPanel />,
    address: <AddressBookPanel />,
    'order-history': (
      <section className={styles.orders} aria-labelledby="account-orders-title">
        <h2 id="account-orders-title" className={textStyles.panelTitle}>
          {intl.formatMessage({ id: 'account.orders.heading' })}
        </h2>
        <OrderHistory />
      </section>
    ),
  };

  return (
    <TitledPage
      title={intl.formatMessage({ id: 'account.title' })}
      className={styles.page}
      titleClassName={textStyles.title}
    >
      <Tabs
        layout="side"
        label={intl.formatMessage({ id: 'account.tabs' })}
        value={tab}
        onValueChange={(value) => {
          if (isAccountTab(value)) send({ type: 'SELECT_TAB', tab: value });
        }}
        items={ACCOUNT_TABS.map((value) => ({
          value,
          label: intl.formatMessage({ id: TAB_LABELS[value] }),
          content: panels[value],
        }))}
      />
    </TitledPage>
  );
}
