import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  title: { id: 'ui.comsetConfigurator.title', description: 'Heading of the computer-set configurator' },
  levels: { id: 'ui.comsetConfigurator.levels', description: 'Label of the preset level choice' },
  custom: {
    id: 'ui.comsetConfigurator.custom',
    description: 'Shown instead of a level when the chosen parts match none of the presets',
  },
  setDiscount: {
    id: 'ui.comsetConfigurator.setDiscount',
    description: 'Under a part: how much less it costs inside the set; {amount} is in baht',
  },
  noExtra: {
    id: 'ui.comsetConfigurator.noExtra',
    description: 'The choice of adding nothing from an extras group',
  },
  extras: { id: 'ui.comsetConfigurator.extras', description: 'Heading above the optional extras groups' },
  total: { id: 'ui.comsetConfigurator.total', description: 'Label of the price of the configured set' },
  normalPrice: {
    id: 'ui.comsetConfigurator.normalPrice',
    description: 'Label of the same parts bought one by one',
  },
  saving: {
    id: 'ui.comsetConfigurator.saving',
    description: 'The saving against the normal price; {amount} in baht',
  },
  pricing: { id: 'ui.comsetConfigurator.pricing', description: 'While the server prices the configuration' },
  priceError: {
    id: 'ui.comsetConfigurator.priceError',
    description: 'When the configuration could not be priced',
  },
  retry: { id: 'ui.comsetConfigurator.retry', description: 'Button to price the configuration again' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
