import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  showPassword: { id: 'ui.textField.showPassword', description: 'Button that shows the typed password' },
  hidePassword: { id: 'ui.textField.hidePassword', description: 'Button that hides the password again' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
