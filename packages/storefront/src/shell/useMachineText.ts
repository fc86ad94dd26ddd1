import type { Message } from '@probuild/machines';
import { useIntl } from 'react-intl';

/** Renders a message the machines or the client produce (an id and its values) from the app's catalogues. */
export function useMachineText(): (message: Message) => string {
  const intl = useIntl();
  return (message) => intl.formatMessage({ id: message.id }, message.values);
}
