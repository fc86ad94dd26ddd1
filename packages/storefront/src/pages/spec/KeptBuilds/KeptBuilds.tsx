import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@probuild/api-client';
import { type Assembly, contentFailureMessage } from '@probuild/machines';
import { AlertBox, Button, Dialog, EmptyState, ErrorState, Price, Skeleton, TextField } from '@probuild/ui';
import listStyles from '@probuild/ui/styles/list.module.css';
import splitRow from '@probuild/ui/styles/splitRow.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { queries } from '../../../api/client.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { isSignedIn, useSession, useSessionState } from '../../../session/useSession.ts';
import { formatDate } from '../../../shell/formatDate.ts';
import { useMachineText } from '../../../shell/useMachineText.ts';
import type { BuildItemInput } from '../builderParts.ts';
import styles from './KeptBuilds.module.css';
import { keptBuildSchema } from './keptBuildSchema.ts';

const keptBuildsQueryKey = queries.queryOptions('get', '/spec-builder/my-builds').queryKey;

export interface KeptBuildsProps {
  items: BuildItemInput[];
  assembly: Assembly;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens a kept build in the builder in place of the one on screen. */
  onOpenBuild: (id: string) => void;
}

/**
 * "My builds": a signed-in customer keeps the build on screen under a name, and finds, opens or
 * forgets the builds kept before, each with today's total from the server. A guest gets the sign-in
 * popup instead (the build stays on this device meanwhile).
 */
export function KeptBuilds({ items, assembly, open, onOpenChange, onOpenBuild }: KeptBuildsProps) {
  const intl = useIntl();
  const { actor: session } = useSession();
  const signedIn = useSessionState(isSignedIn);

  return (
    <Dialog
      open={open && signedIn}
      onOpenChange={(next) => {
        if (next && !signedIn) session.send({ type: 'OPEN_LOGIN' });
        else onOpenChange(next);
      }}
      trigger={<Button variant="secondary">{intl.formatMessage({ id: 'spec.kept' })}</Button>}
      title={intl.formatMessage({ id: 'spec.kept.title' })}
      description={intl.formatMessage({ id: 'spec.kept.description' })}
    >
      <div className={stack.gap5}>
        <KeepForm items={items} assembly={assembly} />
        <KeptList onOpenBuild={onOpenBuild} />
      </div>
    </Dialog>
  );
}

function KeepForm({ items, assembly }: { items: BuildItemInput[]; assembly: Assembly }) {
  const intl = useIntl();
  const text = useMachineText();
  const queryClient = useQueryClient();
  const keep = queries.useMutation('post', '/spec-builder/my-builds');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { name: '' }, resolver: zodResolver(keptBuildSchema) });
  const failure = keep.error ? toApiError(keep.error) : null;
  const tooMany = failure?.kind === 'http' && failure.code === 'TOO_MANY_BUILDS';

  if (items.length === 0) return <p>{intl.formatMessage({ id: 'spec.kept.empty' })}</p>;
  return (
    <form
      className={stack.gap3}
      noValidate
      onSubmit={handleSubmit(async ({ name }) => {
        const kept = await keep
          .mutateAsync({ body: { items, name: name.trim(), assembly } })
          .catch(() => null);
        if (!kept) return;
        reset({ name: '' }, { keepIsSubmitSuccessful: true });
        await queryClient.invalidateQueries({ queryKey: keptBuildsQueryKey });
      })}
    >
      <TextField
        label={intl.formatMessage({ id: 'spec.kept.name' })}
        autoComplete="off"
        required
        error={errors.name?.message ? intl.formatMessage({ id: errors.name.message }) : undefined}
        {...register('name')}
      />
      <Button type="submit" busy={keep.isPending} busyLabel={intl.formatMessage({ id: 'spec.kept.keeping' })}>
        {intl.formatMessage({ id: 'spec.kept.keep' })}
      </Button>
      {keep.isSuccess && (
        <AlertBox tone="success" dismissible onDismiss={() => keep.reset()}>
          {intl.formatMessage({ id: 'spec.kept.done' }, { name: keep.variables?.body.name })}
        </AlertBox>
      )}
      {failure && (
        <AlertBox tone="error" dismissible onDismiss={() => keep.reset()}>
          {tooMany
            ? intl.formatMessage({ id: 'spec.kept.tooMany' })
            : text(contentFailureMessage(keep.error))}
        </AlertBox>
      )}
    </form>
  );
}

function KeptList({ onOpenBuild }: { onOpenBuild: (id: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const list = queries.useQuery('get', '/spec-builder/my-builds');
  const forget = queries.useMutation('delete', '/spec-builder/my-builds/{id}', {
    onSettled: () => list.refetch(),
  });
  const builds = list.data?.data;

  return (
    <section className={stack.gap3} aria-labelledby="kept-builds-title" aria-busy={list.isFetching}>
      <h3 id="kept-builds-title" className={styles.listTitle}>
        {intl.formatMessage({ id: 'spec.kept.listTitle' })}
      </h3>
      {list.isPending && <Skeleton shape="rect" height={96} />}
      {list.isError && !builds && (
        <ErrorState
          message={intl.formatMessage({ id: 'spec.kept.loadFailed' })}
          onRetry={() => list.refetch()}
        />
      )}
      {builds?.length === 0 && <EmptyState title={intl.formatMessage({ id: 'spec.kept.none' })} />}
      {builds && builds.length > 0 && (
        <p className={textStyles.note}>{intl.formatMessage({ id: 'spec.kept.forgetHint' })}</p>
      )}
      {forget.isError && <AlertBox tone="error">{text(contentFailureMessage(forget.error))}</AlertBox>}
      {builds && builds.length > 0 && (
        <ul className={listStyles.rows}>
          {builds.map((kept) => (
            <li key={kept.id} className={`${splitRow.splitRow} ${styles.build}`}>
              <div className={`${stack.gap1} ${styles.about}`}>
                <p className={styles.name}>{kept.name}</p>
                <p className={textStyles.note}>
                  {intl.formatMessage(
                    { id: 'spec.kept.detail' },
                    { date: formatDate(kept.createdAt, locale), parts: kept.partCount },
                  )}
                </p>
                <Price price={kept.total} size="sm" />
              </div>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  aria-label={intl.formatMessage({ id: 'spec.kept.openNamed' }, { name: kept.name })}
                  onClick={() => onOpenBuild(kept.id)}
                >
                  {intl.formatMessage({ id: 'spec.kept.open' })}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  busy={forget.isPending && forget.variables?.params.path.id === kept.id}
                  busyLabel={intl.formatMessage({ id: 'spec.kept.forgetting' })}
                  aria-label={intl.formatMessage({ id: 'spec.kept.forgetNamed' }, { name: kept.name })}
                  onClick={() => forget.mutate({ params: { path: { id: kept.id } } })}
                >
                  {intl.formatMessage({ id: 'spec.kept.forget' })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
