import type { Locale } from '@probuild/api-client';
import { formatMessage, type Message } from '@probuild/machines';
import { useIntl } from 'react-intl';

/** Renders the texts the machines produce (their own th/en catalogue) in the current language. */
export function useMachineText(): (message: Message) => string {
  const locale = useIntl().locale as Locale;
  return (message) => formatMessage(message, locale);
}
