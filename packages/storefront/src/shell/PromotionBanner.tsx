import { currentPromotion, promotionBannerMachine, promotionTitle } from '@probuild/machines';
import { PromotionStrip, prefersReducedMotion } from '@probuild/ui';
import { useMachine } from '@xstate/react';
import { queries } from '../api/client.ts';
import { useQueryAnswers } from '../api/useQueryAnswers.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { useHydrated } from './hydration.tsx';
import { useMachineText } from './useMachineText.ts';

/**
 * The strip on top of every page: the shop's active promotions, one at a time, every 3 seconds; the
 * first stays for a visitor who asked for less motion.
 */
export function PromotionBanner() {
  const locale = useLocale();
  const text = useMachineText();
  // Asked for in the browser only: the server's markup shows the strip loading.
  const promotions = queries.useQuery(
    'get',
    '/pages/product-promotion/by-type',
    {},
    { enabled: useHydrated(), retry: false },
  );
  const [snapshot, send] = useMachine(promotionBannerMachine, {
    input: { rotates: !prefersReducedMotion() },
  });
  useQueryAnswers(
    promotions,
    (answer) => send({ type: 'LOADED', promotions: answer.data.sub }),
    (error) => send({ type: 'FAILED', error }),
  );
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
