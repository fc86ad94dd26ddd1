import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  choose: { id: 'ui.fileField.choose', description: 'Button of a file field that opens the file picker' },
  chooseMany: {
    id: 'ui.fileField.chooseMany',
    description: 'Button of a file field that takes several files, opening the file picker',
  },
  none: { id: 'ui.fileField.none', description: 'Shown beside the button while no file is chosen' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
