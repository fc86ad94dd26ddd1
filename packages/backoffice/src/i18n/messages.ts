import { uiMessages } from '@probuild/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { en } from './en.ts';
import { type MessageId, th } from './th.ts';

export type { MessageId };
export type Locale = 'th' | 'en';

/** Every text of a language as react-intl reads it: the design system's and the back office's. */
export const messages: Record<Locale, Record<string, string>> = {
  th: { ...uiMessages.th, ...th },
  en: { ...uiMessages.en, ...en },
};

/** `t('staff.title')`, `t('home.title', { name })`: the current language's text of a back-office id. */
export function useText() {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
}
