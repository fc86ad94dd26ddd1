import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  title: { id: 'ui.filterPanel.title', description: "The panel's title ('Filter Products')" },
  close: { id: 'ui.filterPanel.close', description: 'Button that closes the filter panel' },
  loading: { id: 'ui.filterPanel.loading', description: 'Name of the bar shown while results load' },
  sort: { id: 'ui.filterPanel.sort', description: 'Label of the sort select' },
  price_desc: { id: 'ui.filterPanel.sortPriceDesc', description: 'Sort: price high to low' },
  price_asc: { id: 'ui.filterPanel.sortPriceAsc', description: 'Sort: price low to high' },
  newest: { id: 'ui.filterPanel.sortNewest', description: 'Sort: newest first' },
  oldest: { id: 'ui.filterPanel.sortOldest', description: 'Sort: oldest first' },
  priceRange: { id: 'ui.filterPanel.priceRange', description: 'Legend of the price fields' },
  priceMin: { id: 'ui.filterPanel.priceMin', description: 'Label of the lowest price field' },
  priceMax: { id: 'ui.filterPanel.priceMax', description: 'Label of the highest price field' },
  rangeError: {
    id: 'ui.filterPanel.rangeError',
    description: 'Error when the lowest price is above the highest',
  },
} satisfies Record<string, { id: UiMessageId; description: string }>;
