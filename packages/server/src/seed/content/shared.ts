// Contact details, videos and shop terms that several pages of the content use.
import { INSTALMENT_PLAN } from '@probuild/api-client';
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
function freeDeliveryTexts() {
  if (SHIPPING_FEE !== 0) {
    throw new Error(
      `The content promises free delivery on every order, but the checkout charges ${SHIPPING_FEE} satang for shipping: change the texts with the fee.`,
    );
  }
  return {
    banner: { th: 'ส่งฟรีทั่วไทย ทุกคำสั่งซื้อ', en: 'Free delivery anywhere in Thailand on every order' },
    card: {
      th: 'ทุกคำสั่งซื้อ ไม่มีขั้นต่ำ แพ็กกันกระแทกอย่างดีทุกกล่อง',
      en: 'On every order, with no minimum; every box packed to survive the trip.',
    },
    promotion: { th: 'ทุกคำสั่งซื้อ ไม่มีขั้นต่ำ', en: 'On every order, with no minimum' },
  };
}
export const freeDelivery = freeDeliveryTexts();

/** The instalment plan as the content names it: the one the checkout names too. */
export const instalmentOffer = {
  th: `ผ่อน ${INSTALMENT_PLAN.ratePercent}% นาน ${INSTALMENT_PLAN.months} เดือน กับบัตรเครดิตที่ร่วมรายการ`,
  en: `${INSTALMENT_PLAN.ratePercent}% instalments over ${INSTALMENT_PLAN.months} months with participating credit cards`,
};
