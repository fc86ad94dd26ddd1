import type { UiMessageId } from '../uiMessages.ts';

export const messages = {
  label: {
    id: 'ui.productGallery.label',
    description: "Accessible name of the gallery; {name} is the product's",
  },
  position: {
    id: 'ui.productGallery.position',
    description: 'Name of an image, its dot and thumbnail: {number} of {total}',
  },
  previous: { id: 'ui.productGallery.previous', description: 'Arrow button to the previous image' },
  next: { id: 'ui.productGallery.next', description: 'Arrow button to the next image' },
  thumbnails: { id: 'ui.productGallery.thumbnails', description: 'Accessible name of the thumbnail list' },
  noImage: { id: 'ui.productGallery.noImage', description: 'Placeholder text of a product without images' },
} satisfies Record<string, { id: UiMessageId; description: string }>;
