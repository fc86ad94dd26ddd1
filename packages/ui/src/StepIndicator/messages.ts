import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: { id: 'ui.stepIndicator.label', description: 'Default name of a step indicator' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
