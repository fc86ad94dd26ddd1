import { saveDownload } from '@probuild/api-client';
import type { ImportProblem, ImportReport } from '@probuild/api-client/backoffice';
import {
  AlertBox,
  Button,
  DataTable,
  DownloadButton,
  FileField,
  FormStack,
  PageHeader,
  Stack,
} from '@probuild/ui';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { errorTextId } from '../../errorText.ts';
import { useText } from '../../i18n/messages.ts';
import { useStaffSession } from '../../session/StaffSession.tsx';
import type { ProductProblem } from '../ProductEditor/productForm.ts';

/** The largest file the server takes (8 MiB): a bigger one is refused before it is sent. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
/** What a CSV file may be called by the browser (Windows names CSV after Excel). */
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain', ''];

/** The import's own codes are upper case; a new product's row has the product editor's, worded as there. */
const isEditorCode = (code: ImportProblem['code']): code is ProductProblem => code === code.toLowerCase();

type FileProblem = 'import.file.notCsv' | 'import.file.tooBig' | 'import.file.required';

function problemOf(file: File | null): FileProblem | null {
  if (!file) return 'import.file.required';
  if (!file.name.toLowerCase().endsWith('.csv') || !CSV_TYPES.includes(file.type))
    return 'import.file.notCsv';
  if (file.size > MAX_IMPORT_BYTES) return 'import.file.tooBig';
  return null;
}

/**
 * `/catalogue/import`: the catalogue as a CSV sheet. Export it; import one by checking it first (a
 * dry run that lists each row's problems), then importing it, all or nothing.
 */
export function CatalogueImportPage() {
  const t = useText();
  const { client } = useStaffSession();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  /** The text that was checked: the import sends exactly it. */
  const [checkedText, setCheckedText] = useState<string | null>(null);

  const send = async (path: '/catalogue/import/check' | '/catalogue/import', text: string) => {
    const { data } = await client.POST(path, {
      body: text,
      bodySerializer: (body: string) => body,
      headers: { 'content-type': 'text/csv' },
    });
    return data?.data as ImportReport;
  };
  const check = useMutation({ mutationFn: (text: string) => send('/catalogue/import/check', text) });
  const apply = useMutation({ mutationFn: (text: string) => send('/catalogue/import', text) });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFileProblem(chosen ? problemOf(chosen) : null);
    setCheckedText(null);
    check.reset();
    apply.reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(file);
    setFileProblem(problem);
    if (problem || !file) return;
    apply.reset();
    const text = await file.text();
    check.mutate(text, { onSuccess: () => setCheckedText(text) });
  };

  const report = check.data;
  const clean = report && report.problems.length === 0 && checkedText !== null;
  const changes = report ? report.productsCreated + report.productsChanged + report.stockChanged : 0;

  return (
    <>
      <PageHeader
        title={t('import.title')}
        description={t('import.intro')}
        actions={<Link href="/stock">{t('import.backToStock')}</Link>}
      />
      <Stack gap={6}>
        <Stack gap={2}>
          <h2>{t('import.exportTitle')}</h2>
          <p>{t('import.exportHint')}</p>
          <DownloadButton
            label={t('import.export')}
            busyLabel={t('import.exporting')}
            failedText={t('import.exportFailed')}
            onDownload={async () => {
              const { data, response } = await client.GET('/catalogue/export', { parseAs: 'blob' });
              if (!data) throw new Error('The answer had no file');
              saveDownload(data, response, 'probuild-catalogue.csv');
            }}
          />
        </Stack>
        <FormStack aria-label={t('import.importTitle')} onSubmit={submit}>
          <h2>{t('import.importTitle')}</h2>
          <p>{t('import.columns')}</p>
          <FileField
            label={t('import.file')}
            hint={t('import.fileHint')}
            accept=".csv,text/csv"
            required
            error={fileProblem ? t(fileProblem) : undefined}
            onChange={choose}
          />
          {check.isError && <AlertBox tone="error">{t(errorTextId(check.error))}</AlertBox>}
          <Button type="submit" variant="secondary" busy={check.isPending}>
            {t('import.check')}
          </Button>
        </FormStack>
        {report && (
          <Stack aria-live="polite">
            <h2>{t('import.reportTitle')}</h2>
            {report.problems.length > 0 ? (
              <>
                <AlertBox tone="error">
                  {t('import.hasProblems', { rows: report.rows, problems: report.problems.length })}
                </AlertBox>
                <DataTable<ImportProblem>
                  caption={t('import.problems')}
                  rows={report.problems}
                  rowKey={(problem) => `${problem.row}-${problem.column}`}
                  columns={[
                    { key: 'row', header: t('import.row'), align: 'end', cell: (problem) => problem.row },
                    { key: 'column', header: t('import.column'), cell: (problem) => problem.column },
                    {
                      key: 'problem',
                      header: t('import.problem'),
                      cell: ({ code }) =>
                        isEditorCode(code) ? t(`product.problem.${code}`) : t(`import.problem.${code}`),
                    },
                  ]}
                />
              </>
            ) : (
              <p>
                {t('import.summary', {
                  rows: report.rows,
                  created: report.productsCreated,
                  products: report.productsChanged,
                  stock: report.stockChanged,
                  unchanged: report.unchanged,
                })}
              </p>
            )}
            {clean && !apply.isSuccess && (
              <Button
                busy={apply.isPending}
                aria-disabled={changes === 0}
                onClick={() => changes > 0 && apply.mutate(checkedText)}
              >
                {changes > 0 ? t('import.confirm', { rows: report.rows }) : t('import.nothingToDo')}
              </Button>
            )}
            {apply.isError && <AlertBox tone="error">{t(errorTextId(apply.error))}</AlertBox>}
            {apply.data && (
              <AlertBox tone="success">
                {t('import.done', {
                  created: apply.data.productsCreated,
                  products: apply.data.productsChanged,
                  stock: apply.data.stockChanged,
                })}
              </AlertBox>
            )}
          </Stack>
        )}
      </Stack>
    </>
  );
}
