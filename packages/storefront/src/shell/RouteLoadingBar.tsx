import { routeLoadingBarMachine } from '@probuild/machines';
import { LoadingBar } from '@probuild/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** The bar along the top on every route change: 2 seconds in 50 ms steps. */
export function RouteLoadingBar() {
  const [location] = useLocation();
  const [snapshot, send] = useMachine(routeLoadingBarMachine);
  const shown = useRef(location);

  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    send({ type: 'ROUTE_CHANGED' });
  }, [location, send]);

  return snapshot.matches('running') ? <LoadingBar value={snapshot.context.progress} /> : null;
}
