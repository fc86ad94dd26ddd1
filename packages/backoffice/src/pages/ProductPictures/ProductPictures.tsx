import type { ProductPictures as Pictures } from '@probuild/api-client/backoffice';
import { AlertBox, ImageOrderList, ImageUpload, Spinner, Stack } from '@probuild/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorTextId } from '../../errorText.ts';
import { useText } from '../../i18n/messages.ts';
import { QueryFailure } from '../../queries/QueryFailure.tsx';
import { useStaffSession } from '../../session/StaffSession.tsx';

/** The most pictures a product shows (the server's limit). */
export const MAX_PICTURES = 12;

const picturesKey = (sku: string) => ['get', '/products/{sku}/pictures', sku];

/** The picture list the server answered after a change is shown at once. */
function useShowPictures(sku: string) {
  const queryClient = useQueryClient();
  return (pictures: Pictures) => queryClient.setQueryData(picturesKey(sku), pictures);
}

/**
 * A product's uploaded pictures: upload (checked and re-encoded by the server), put in order (the
 * first is the main picture) and remove. Without any, the storefront shows the drawn pictures. The
 * page or form section it sits in gives it its title.
 */
export function ProductPictures({ sku }: { sku: string }) {
  const t = useText();
  const { client } = useStaffSession();
  const show = useShowPictures(sku);
  const queryClient = useQueryClient();
  const pictures = useQuery({
    queryKey: picturesKey(sku),
    queryFn: async () => {
      const { data } = await client.GET('/products/{sku}/pictures', { params: { path: { sku } } });
      if (!data) throw new Error('no answer');
      return data.data;
    },
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const { data } = await client.POST('/products/{sku}/pictures', {
        params: { path: { sku } },
        // The file's bytes as they are; the server reads what kind of picture they are.
        body: file,
        bodySerializer: (body) => body as File,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!data) throw new Error('no answer');
      return data.data;
    },
    onSuccess: show,
  });
  const reorder = useMutation({
    mutationFn: async (ids: string[]) => {
      const { data } = await client.PUT('/products/{sku}/pictures/order', {
        params: { path: { sku } },
        body: { ids },
      });
      if (!data) throw new Error('no answer');
      return data.data;
    },
    onSuccess: show,
    // Someone else changed the pictures: the list is read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: picturesKey(sku) }),
  });
  const remove = useMutation({
    mutationFn: async (pictureId: string) => {
      const { data } = await client.DELETE('/products/{sku}/pictures/{pictureId}', {
        params: { path: { sku, pictureId } },
      });
      if (!data) throw new Error('no answer');
      return data.data;
    },
    onSuccess: show,
  });

  if (pictures.isError) return <QueryFailure query={pictures} />;
  if (pictures.isPending) return <Spinner label={t('app.loading')} />;
  const list = pictures.data.pictures;
  const move = (id: string, to: number) => {
    const order = list.map((picture) => picture.id).filter((other) => other !== id);
    order.splice(to, 0, id);
    reorder.mutate(order);
  };
  const failed = reorder.error ?? remove.error;

  return (
    <Stack gap={4}>
      <p>{list.length === 0 ? t('pictures.none') : t('pictures.firstIsMain')}</p>
      {failed && <AlertBox tone="error">{t(errorTextId(failed))}</AlertBox>}
      {list.length > 0 && (
        <ImageOrderList
          label={t('pictures.title')}
          items={list.map((picture) => ({
            id: picture.id,
            src: picture.path,
            width: picture.width,
            height: picture.height,
            detail: `${picture.width}×${picture.height}`,
          }))}
          busy={reorder.isPending || remove.isPending}
          onMove={move}
          onRemove={(id) => remove.mutate(id)}
        />
      )}
      <ImageUpload
        label={t('pictures.add')}
        onUpload={async (file) => void (await upload.mutateAsync(file))}
        errorText={(error, name) => `${name}: ${t(errorTextId(error))}`}
        disabled={list.length >= MAX_PICTURES}
        disabledText={t('pictures.full', { limit: MAX_PICTURES })}
      />
    </Stack>
  );
}
