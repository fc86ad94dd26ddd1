import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  caption: { id: 'ui.compareTable.caption', description: 'Caption of the comparison table (screen readers)' },
  buy: { id: 'ui.compareTable.buy', description: 'Text of the Buy button of a column' },
  buyProduct: { id: 'ui.compareTable.buyProduct', description: 'Accessible name of the Buy button; {name}' },
  adding: {
    id: 'ui.compareTable.adding',
    description: 'The Buy button while the product is added to the cart',
  },
  remove: {
    id: 'ui.compareTable.remove',
    description: 'Button that removes a product from the comparison; {name}',
  },
  emptyTitle: { id: 'ui.compareTable.emptyTitle', description: 'Placeholder when no product is chosen' },
  emptyHint: {
    id: 'ui.compareTable.emptyHint',
    description: 'How to choose products, under the placeholder',
  },
  differs: {
    id: 'ui.compareTable.differs',
    description: 'Mark under the name of an attribute whose values differ between the products',
  },
  allSame: {
    id: 'ui.compareTable.allSame',
    description: 'Shown instead of the rows when only differences are shown and there are none',
  },
} satisfies Record<string, { id: UiMessageId; description: string }>;
