import { STORAGE_KEYS, toApiError } from '@probuild/api-client';
import { serializeBuild } from '@probuild/machines';
import { Button, EmptyState, ErrorState, Skeleton } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { queries } from '../../api/client.ts';
import { useHydrated } from '../../shell/hydration.tsx';
import { toBuilderPart } from './builderParts.ts';
import { SpecBuilder } from './SpecBuilder.tsx';
import styles from './SpecBuilderPage.module.css';

function BuilderLoading() {
  const intl = useIntl();
  return (
    <div
      className={`${stack.gap3} ${styles.state}`}
      role="status"
      aria-label={intl.formatMessage({ id: 'spec.restoring' })}
    >
      <Skeleton width="40%" height={32} />
      <Skeleton shape="rect" height={320} />
    </div>
  );
}

/** A saved build (`?build=<id>` of a share link), read once and handed to the builder to restore. */
function SavedBuild({
  id,
  onStartFresh,
  onOpenBuild,
}: {
  id: string;
  onStartFresh: () => void;
  onOpenBuild: (id: string) => void;
}) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const saved = queries.useQuery('get', '/spec-builder/builds/{id}', { params: { path: { id } } });
  const loaded = Boolean(saved.data);
  // Once restored, the build is the shopper's own: a reload keeps their changes, not the shared original.
  useEffect(() => {
    if (loaded) setParams({}, { replace: true });
  }, [loaded, setParams]);
  if (saved.isPending) return <BuilderLoading />;
  const failure = saved.isError ? toApiError(saved.error) : null;
  // No such build: its owner forgot it (which deletes it), or the link is cut short.
  if (failure?.kind === 'http' && failure.status === 404) {
    return (
      <div className={`${stack.gap3} ${styles.state}`}>
        <EmptyState
          title={intl.formatMessage({ id: 'spec.savedBuildGone' })}
          hint={intl.formatMessage({ id: 'spec.savedBuildGoneHint' })}
          action={
            <Button variant="secondary" onClick={onStartFresh}>
              {intl.formatMessage({ id: 'spec.startFresh' })}
            </Button>
          }
        />
      </div>
    );
  }
  if (saved.isError || !saved.data) {
    return (
      <div className={`${stack.gap3} ${styles.state}`}>
        <ErrorState
          message={intl.formatMessage({ id: 'spec.savedBuildFailed' })}
          onRetry={() => saved.refetch()}
        />
        <Button variant="secondary" onClick={onStartFresh}>
          {intl.formatMessage({ id: 'spec.startFresh' })}
        </Button>
      </div>
    );
  }
  const { items } = saved.data.data.evaluation;
  const build = Object.fromEntries(
    items.map((item) => [item.category, toBuilderPart(item.product, item.category)]),
  );
  const quantities = Object.fromEntries(items.map((item) => [item.category, item.quantity]));
  return <SpecBuilder shared={serializeBuild(build, quantities)} onOpenBuild={onOpenBuild} />;
}

/**
 * The builder route: a share link's saved build when the address names one, else the build kept on
 * this device. The server renders it empty, for a visitor who keeps none (serverRender/renderedVisitor.ts);
 * the kept build is read once the browser has hydrated, as it is only there.
 */
export default function SpecBuilderPage() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  // Each opening restores afresh, even of the build already open (its changes since are dropped).
  const [saved, setSaved] = useState(() => {
    const id = params.get('build');
    return id ? { id, opening: 0 } : null;
  });
  const openBuild = (id: string) => setSaved((current) => ({ id, opening: (current?.opening ?? 0) + 1 }));
  if (saved) {
    return (
      <SavedBuild
        key={`${saved.id}-${saved.opening}`}
        id={saved.id}
        onOpenBuild={openBuild}
        onStartFresh={() => {
          setParams({}, { replace: true });
          setSaved(null);
        }}
      />
    );
  }
  return (
    <SpecBuilder
      shared={hydrated ? localStorage.getItem(STORAGE_KEYS.specBuild) : null}
      onOpenBuild={openBuild}
    />
  );
}
