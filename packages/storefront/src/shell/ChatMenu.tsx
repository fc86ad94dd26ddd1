import { localize, toApiError } from '@probuild/api-client';
import { SpeedDial } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { queries } from '../api/client.ts';
import { useLocale } from '../i18n/useLocale.ts';

/** The floating chat speed-dial: the shop's chat links from GET /pages/home/chat-with-me. */
export function ChatMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const chat = queries.useQuery('get', '/pages/home/chat-with-me');
  // An answer from the server that says no, or no answer at all.
  const errorId =
    chat.isError && toApiError(chat.error).kind === 'http'
      ? 'shell.chat.fetchFailed'
      : 'shell.chat.loadError';
  return (
    <SpeedDial
      status={chat.isPending ? 'loading' : chat.isError ? 'error' : 'ready'}
      errorMessage={chat.isError ? intl.formatMessage({ id: errorId }) : undefined}
      links={(chat.data?.data ?? []).map((link) => ({
        id: link._id,
        title: localize(link.title, locale),
        href: link.link,
        image: link.image,
        order: link.order,
      }))}
    />
  );
}
