import { STORAGE_KEYS } from '@probuild/api-client';
import {
  ADDON_CATEGORIES,
  type BuilderCategory,
  PART_CATEGORIES,
  serializeBuild,
  specBuilderMachine,
} from '@probuild/machines';
import { AlertBox, BottomSheet, Button, Tabs } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../../api/client.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import { useMinWidth } from '../../shell/useMinWidth.ts';
import { AddBuildToCart } from './AddBuildToCart/index.ts';
import { BuildBar, BuildFigures } from './BuildBar/index.ts';
import { BuildSummary } from './BuildSummary/index.ts';
import { buildItems, copyText, findBuildParts, type JudgedPart, loadCategoryParts } from './builderParts.ts';
import type { BuilderView } from './builderView.ts';
import { CategoryList } from './CategoryList/index.ts';
import { KeptBuilds } from './KeptBuilds/index.ts';
import { PartDetail } from './PartDetail/index.ts';
import { type ListState, PartPicker } from './PartPicker/index.ts';
import { ShareBuild } from './ShareBuild/index.ts';
import styles from './SpecBuilderPage.module.css';
import { useBuildEvaluation } from './useBuildEvaluation.ts';

/** The builder's desktop layout starts at this width; below it parts are picked in a bottom sheet. */
const DESKTOP_MIN_WIDTH = 1200;

/**
 * The spec builder: the specBuilder machine drives tabs, categories, search, filters, the detail popup,
 * share and clear-all; the server lists and judges the parts and computes the build's figures.
 */
export function SpecBuilder({
  shared,
  onOpenBuild,
}: {
  shared: string | null;
  /** Opens a saved build (one the customer kept) in place of this one. */
  onOpenBuild: (id: string) => void;
}) {
  const intl = useIntl();
  const text = useMachineText();
  const desktop = useMinWidth(DESKTOP_MIN_WIDTH);
  const [verdicts] = useState(() => new Map<string, JudgedPart>());
  const [compatibleOnly, setCompatibleOnly] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [keptOpen, setKeptOpen] = useState(false);
  const queryClient = useQueryClient();
  const { mutateAsync: evaluate } = queries.useMutation('post', '/spec-builder/evaluate');
  const actor = useActorRef(specBuilderMachine.provide({ actors: { copyText } }), {
    input: { shared },
  });
  // The builder asks for parts lists (and a shared build's parts) from its first state on: listening
  // in a layout effect hears them, as it runs before the machine starts. `verdicts` receives each
  // loaded part's compatibility.
  useLayoutEffect(() => {
    const requests = [
      actor.on('loadParts', ({ request, category, build }) =>
        loadCategoryParts(queryClient, category, build, verdicts).then(
          (parts) => actor.send({ type: 'PARTS_LOADED', request, parts }),
          (error: unknown) => actor.send({ type: 'PARTS_FAILED', request, error }),
        ),
      ),
      actor.on('findParts', ({ parts: wanted }) =>
        findBuildParts(evaluate, wanted).then(
          (parts) => actor.send({ type: 'BUILD_FOUND', parts }),
          (error: unknown) => actor.send({ type: 'BUILD_NOT_FOUND', error }),
        ),
      ),
    ];
    return () => {
      for (const request of requests) request.unsubscribe();
    };
  }, [actor, queryClient, verdicts, evaluate]);
  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;
  const tab = snapshot.value.tab;
  const list: ListState = snapshot.matches({ list: 'ready' })
    ? 'ready'
    : snapshot.matches({ list: 'failed' })
      ? 'failed'
      : 'loading';
  const restored = !snapshot.matches({ list: 'starting' }) && !snapshot.matches({ list: 'restoring' });
  const items = buildItems(context.build, context.quantities);
  const evaluated = useBuildEvaluation(items, context.assembly);
  const chosenCount = Object.keys(context.build).length;

  useEffect(() => {
    if (restored)
      localStorage.setItem(STORAGE_KEYS.specBuild, serializeBuild(context.build, context.quantities));
  }, [restored, context.build, context.quantities]);
  useEffect(() => {
    const subscription = actor.on('copyFailed', ({ error }) => console.error(error));
    return () => subscription.unsubscribe();
  }, [actor]);

  const view: BuilderView = {
    send: actor.send,
    verdictOf: (sku) => verdicts.get(sku),
    categoryLabel: (category: BuilderCategory) => intl.formatMessage({ id: `spec.category.${category}` }),
  };
  const picker = (
    <PartPicker
      view={view}
      context={context}
      list={list}
      compatibleOnly={compatibleOnly}
      onCompatibleOnlyChange={setCompatibleOnly}
      openMenuNow={() => actor.getSnapshot().context.openMenu}
      onChosen={desktop ? undefined : () => setSheetOpen(false)}
    />
  );

  const pickingTab = (categories: readonly BuilderCategory[]) => (
    <div className={styles.picking}>
      <CategoryList
        view={view}
        categories={categories}
        current={context.category}
        build={context.build}
        onPicked={desktop ? undefined : () => setSheetOpen(true)}
      />
      {desktop && picker}
    </div>
  );

  const viewing = context.viewing ? verdicts.get(context.viewing) : undefined;

  return (
    <div className={`${stack.gap4} ${styles.builder}`}>
      <header className={stack.gap2}>
        <h1 className={textStyles.title}>{intl.formatMessage({ id: 'spec.builder.title' })}</h1>
        <p className={styles.intro}>{intl.formatMessage({ id: 'spec.builder.intro' })}</p>
      </header>
      {context.notice && (
        <AlertBox tone="success" dismissible onDismiss={() => actor.send({ type: 'DISMISS_NOTICE' })}>
          {text(context.notice)}
        </AlertBox>
      )}
      <div className={styles.layout}>
        <Tabs
          className={styles.tabs}
          label={intl.formatMessage({ id: 'spec.builder.tabs' })}
          value={tab}
          onValueChange={(next) =>
            actor.send({
              type: 'SET_TAB',
              tab: next === 'addon' ? 'addon' : next === 'summary' ? 'summary' : 'spec',
            })
          }
          items={[
            {
              value: 'spec',
              label: intl.formatMessage({ id: 'spec.tab.spec' }),
              content: pickingTab(PART_CATEGORIES),
            },
            {
              value: 'addon',
              label: intl.formatMessage({ id: 'spec.tab.addon' }),
              content: pickingTab(ADDON_CATEGORIES),
            },
            {
              value: 'summary',
              label: intl.formatMessage({ id: 'spec.tab.summary' }),
              content: (
                <BuildSummary
                  evaluated={evaluated}
                  chosenCount={chosenCount}
                  assembly={context.assembly}
                  onAssemblyChange={(assembly) => actor.send({ type: 'SET_ASSEMBLY', assembly })}
                  onQuantityChange={(category, quantity) =>
                    actor.send({ type: 'SET_QUANTITY', category, quantity })
                  }
                  categoryLabel={view.categoryLabel}
                />
              ),
            },
          ]}
        />
        <BuildBar evaluated={evaluated}>
          {tab !== 'summary' && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'NEXT' })}>
              {intl.formatMessage({ id: 'spec.next' })}
            </Button>
          )}
          <AddBuildToCart evaluation={evaluated.pending ? null : evaluated.evaluation} />
          <ShareBuild
            items={items}
            assembly={context.assembly}
            open={snapshot.matches({ share: 'open' })}
            copied={snapshot.matches({ share: { open: 'copied' } })}
            onOpen={() => actor.send({ type: 'OPEN_SHARE' })}
            onClose={() => actor.send({ type: 'CLOSE_SHARE' })}
            onCopy={(link) => actor.send({ type: 'COPY', text: link })}
          />
          <KeptBuilds
            items={items}
            assembly={context.assembly}
            open={keptOpen}
            onOpenChange={setKeptOpen}
            onOpenBuild={(id) => {
              setKeptOpen(false);
              onOpenBuild(id);
            }}
          />
          <Button
            variant="ghost"
            disabled={chosenCount === 0}
            onClick={() => {
              setCompatibleOnly(false);
              actor.send({ type: 'CLEAR_ALL' });
            }}
          >
            {intl.formatMessage({ id: 'spec.clearAll' })}
          </Button>
        </BuildBar>
      </div>
      {!desktop && (
        <div className={styles.phoneOnly}>
          <BuildFigures evaluated={evaluated} pinned />
        </div>
      )}
      {!desktop && (
        <BottomSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title={intl.formatMessage({ id: 'spec.pick' }, { category: view.categoryLabel(context.category) })}
          hideTitle
        >
          {picker}
        </BottomSheet>
      )}
      <PartDetail
        part={viewing}
        open={context.detailOpen}
        chosen={context.build[context.category]?.sku === context.viewing}
        onClose={() => actor.send({ type: 'CLOSE_DETAIL' })}
        onChoose={() => {
          if (context.viewing) actor.send({ type: 'CHOOSE_PART', sku: context.viewing });
        }}
      />
    </div>
  );
}
