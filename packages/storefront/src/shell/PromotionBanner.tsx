import {
  currentPromotion,
  type PromotionItem,
  promotionBannerMachine,
  promotionTitle,
} from '@probuild/machines';
import { PromotionStrip } from '@probuild/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { api } from '../api/client.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { dataOf } from '../session/apiData.ts';
import { useMachineText } from './useMachineText.ts';

const shopPromotionBanner = promotionBannerMachine.provide({
  actors: {
    loadPromotions: fromPromise<PromotionItem[], void>(
      async () => dataOf(await api.GET('/pages/product-promotion/by-type')).sub,
    ),
  },
});

/** The strip on top of every page: the shop's active promotions, one at a time, every 3 seconds. */
export function PromotionBanner() {
  const locale = useLocale();
  const text = useMachineText();
  const [snapshot] = useMachine(shopPromotionBanner);
  const current = currentPromotion(snapshot.context);
  const { error } = snapshot.context;
  return (
    <PromotionStrip
      status={snapshot.matches('loading') ? 'loading' : snapshot.matches('error') ? 'error' : 'ready'}
      errorMessage={error ? text(error) : undefined}
      title={current ? promotionTitle(current, locale) : undefined}
      href={current?.link}
    />
  );
}
