// Contact details, videos and shop terms that several pages of the content use.
import { freeDelivery as freeDeliveryTexts } from '@probuild/api-client/demo-content';
import { SHIPPING_FEE } from '../../orders/pricing.ts';

export const SHOP_PHONE = '02-123-4567';
export const SHOP_EMAIL = 'support@probuild.co.th';
export const LINE_ID = '@probuild';
export const LINE_URL = 'https://line.me/R/ti/p/@probuild';

/**
 * Well-known public PC-building guides on YouTube, by video id: Linus Tech Tips "How to build a PC,
 * the last guide you'll ever need!", Bitwit "How to Build a PC! Step-by-step", Linus Tech Tips'
 * first-person build guide, and Paul's Hardware on building and setting up a new PC.
 */
export const youtubeGuides = ['BL4DCEp7blY', 'IhX0fOUYd8Q', 'v7MYOpFONCU', 'MfwjISmkEJM'];

/** "How to build a $550 gaming PC in 2020!": a budget gaming build on YouTube. */
export const budgetBuildVideo = 'PubJxQBKBio';

/**
 * The texts that tell shoppers delivery is free, written only while the checkout charges no shipping
 * fee: a fee would make every one of them false, so seeding stops instead.
 */
function checkedFreeDelivery() {
  if (SHIPPING_FEE !== 0) {
    throw new Error(
      `The content promises free delivery on every order, but the checkout charges ${SHIPPING_FEE} satang for shipping: change the texts with the fee.`,
    );
  }
  return freeDeliveryTexts;
}
export const freeDelivery = checkedFreeDelivery();
