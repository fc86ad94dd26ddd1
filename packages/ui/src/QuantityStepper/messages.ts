import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: { id: 'ui.quantityStepper.label', description: 'Default accessible name of the quantity field' },
  decrease: { id: 'ui.quantityStepper.decrease', description: 'Minus button of the quantity stepper' },
  increase: { id: 'ui.quantityStepper.increase', description: 'Plus button of the quantity stepper' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
