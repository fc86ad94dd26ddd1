import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  notice: { id: 'ui.toast.notice', description: 'Read before each notice by screen readers' },
  region: {
    id: 'ui.toast.region',
    description: 'Name of the notifications region; {hotkey} is the key that focuses it',
  },
  dismiss: { id: 'ui.toast.dismiss', description: 'Icon button that closes a notice' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
