import { zodResolver } from '@hookform/resolvers/zod';
import type { BackofficeComponents } from '@probuild/api-client/backoffice';
import { AlertBox, Button, Dialog, DialogClose, FormStack, Stack, TextArea, TextField } from '@probuild/ui';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorTextId } from '../../errorText.ts';
import { type MessageId, useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';

export type LegalVersion = BackofficeComponents['schemas']['LegalVersion'];
export type LegalSlug = 'terms' | 'privacy-policy' | 'privacy';

const text = z.object({
  th: z.string().trim().min(1, 'legal.form.thRequired'),
  en: z.string().trim().min(1, 'legal.form.enRequired'),
});
const legalForm = z.object({
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'legal.form.dateRequired'),
  title: text,
  sections: z.array(z.object({ heading: text, body: text })).min(1, 'legal.form.sectionRequired'),
});
type LegalForm = z.infer<typeof legalForm>;

/** Refusals about the date: shown at the date field. */
const DATE_ERRORS: MessageId[] = ['error.LEGAL_DATE_PAST', 'error.LEGAL_VERSION_EXISTS'];

const blankSection = () => ({ heading: { th: '', en: '' }, body: { th: '', en: '' } });

/** Publish a new dated version of a legal page, starting from the text in effect. */
export function PublishLegalDialog({
  slug,
  current,
  today,
  onPublished,
}: {
  slug: LegalSlug;
  current?: LegalVersion;
  /** Today in Bangkok (YYYY-MM-DD): the earliest date a version may take. */
  today: string;
  onPublished: (version: LegalVersion) => void;
}) {
  const t = useText();
  const { queries } = useStaffSession();
  const [open, setOpen] = useState(false);
  const initial = (): LegalForm => ({
    effectiveDate: today,
    title: current?.title ?? { th: '', en: '' },
    sections: current?.sections.map((section) => ({ ...section })) ?? [blankSection()],
  });
  const form = useForm<LegalForm>({ resolver: zodResolver(legalForm), defaultValues: initial() });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const publish = queries.useMutation('post', '/legal/{slug}/versions', {
    onSuccess: (answer) => {
      setOpen(false);
      form.reset();
      onPublished(answer.data);
    },
    onError: (error) => {
      const id = errorTextId(error);
      if (DATE_ERRORS.includes(id)) form.setError('effectiveDate', { message: id });
    },
  });
  const { errors } = form.formState;
  const message = (id?: string) => id && t(id as MessageId);
  const submit = form.handleSubmit((values) => {
    if (!publish.isPending) publish.mutate({ params: { path: { slug } }, body: values });
  });
  const title = t('legal.publishTitle', { page: t(`legal.page.${slug}` as MessageId) });
  const failure =
    publish.isError && !DATE_ERRORS.includes(errorTextId(publish.error)) ? errorTextId(publish.error) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        publish.reset();
        if (next && !form.formState.isDirty) form.reset(initial());
      }}
      size="lg"
      trigger={<Button>{t('legal.publish')}</Button>}
      title={title}
      description={t('legal.publishHint')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">{t('content.close')}</Button>
          </DialogClose>
          <Button type="submit" form={`legal-${slug}`} busy={publish.isPending}>
            {t('legal.publishConfirm')}
          </Button>
        </>
      }
    >
      <FormStack id={`legal-${slug}`} onSubmit={submit} aria-label={title}>
        {failure && <AlertBox tone="error">{t(failure)}</AlertBox>}
        <TextField
          type="date"
          label={t('legal.effectiveDate')}
          hint={t('legal.form.dateHint')}
          min={today}
          error={message(errors.effectiveDate?.message)}
          {...form.register('effectiveDate')}
        />
        <TextField
          label={t('legal.form.titleTh')}
          error={message(errors.title?.th?.message)}
          {...form.register('title.th')}
        />
        <TextField
          label={t('legal.form.titleEn')}
          error={message(errors.title?.en?.message)}
          {...form.register('title.en')}
        />
        {sections.fields.map((section, index) => {
          const fieldErrors = errors.sections?.[index];
          const number = { number: index + 1 };
          return (
            <Stack key={section.id} gap={2}>
              <h3>{t('legal.form.section', number)}</h3>
              <TextField
                label={t('legal.form.headingTh', number)}
                error={message(fieldErrors?.heading?.th?.message)}
                {...form.register(`sections.${index}.heading.th`)}
              />
              <TextField
                label={t('legal.form.headingEn', number)}
                error={message(fieldErrors?.heading?.en?.message)}
                {...form.register(`sections.${index}.heading.en`)}
              />
              <TextArea
                label={t('legal.form.bodyTh', number)}
                error={message(fieldErrors?.body?.th?.message)}
                {...form.register(`sections.${index}.body.th`)}
              />
              <TextArea
                label={t('legal.form.bodyEn', number)}
                error={message(fieldErrors?.body?.en?.message)}
                {...form.register(`sections.${index}.body.en`)}
              />
              <div>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={sections.fields.length === 1}
                  onClick={() => sections.remove(index)}
                >
                  {t('legal.form.removeSection', number)}
                </Button>
              </div>
            </Stack>
          );
        })}
        {errors.sections?.root?.message && (
          <AlertBox tone="error">{message(errors.sections.root.message)}</AlertBox>
        )}
        <div>
          <Button variant="secondary" onClick={() => sections.append(blankSection())}>
            {t('legal.form.addSection')}
          </Button>
        </div>
      </FormStack>
    </Dialog>
  );
}
