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
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * What a CSV file or an Excel workbook may be called by the browser (Windows names CSV after Excel).
 * The server reads which one a file is from its bytes; this only spares sending a picture or a PDF.
 */
const SHEET_TYPES: Record<'.csv' | '.xlsx', string[]> = {
  '.csv': ['text/csv', 'application/vnd.ms-excel', 'text/plain', ''],
  '.xlsx': [XLSX_TYPE, 'application/octet-stream', ''],
};
const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/** The import's own codes are upper case; a new product's row has the product editor's, worded as there. */
const isEditorCode = (code: ImportProblem['code']): code is ProductProblem => code === code.toLowerCase();

type FileProblem = 'import.file.notSheet' | 'import.file.tooBig' | 'import.file.required';

function problemOf(file: File | null): FileProblem | null {
  if (!file) return 'import.file.required';
  const extension = isXlsx(file) ? '.xlsx' : file.name.toLowerCase().endsWith('.csv') ? '.csv' : null;
  if (!extension || !SHEET_TYPES[extension].includes(file.type)) return 'import.file.notSheet';
  if (file.size > MAX_IMPORT_BYTES) return 'import.file.tooBig';
  return null;
}

/** A checked file: its bytes as they are, sent again as they are to import it. */
interface Upload {
  bytes: ArrayBuffer;
  type: string;
}

/**
 * `/catalogue/import`: the catalogue as a sheet, CSV or Excel workbook. Export it; import one by
 * checking it first (a dry run that lists each row's problems), then importing it, all or nothing.
 */
export function CatalogueImportPage() {
  const t = useText();
  const { client } = useStaffSession();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  /** The file that was checked: the import sends exactly it. */
  const [checked, setChecked] = useState<Upload | null>(null);

  const send = async (path: '/catalogue/import/check' | '/catalogue/import', upload: Upload) => {
    const { data } = await client.POST(path, {
      body: upload.bytes,
      bodySerializer: (body) => body as ArrayBuffer,
      headers: { 'content-type': upload.type },
    });
    return data?.data as ImportReport;
  };
  const check = useMutation({ mutationFn: (upload: Upload) => send('/catalogue/import/check', upload) });
  const apply = useMutation({ mutationFn: (upload: Upload) => send('/catalogue/import', upload) });
  const download = async (format: 'csv' | 'xlsx') => {
    const { data, response } = await client.GET('/catalogue/export', {
      params: { query: { format } },
      parseAs: 'blob',
    });
    if (!data) throw new Error('The answer had no file');
    saveDownload(data as Blob, response, `probuild-catalogue.${format}`);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFileProblem(chosen ? problemOf(chosen) : null);
    setChecked(null);
    check.reset();
    apply.reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(file);
    setFileProblem(problem);
    if (problem || !file) return;
    apply.reset();
    const upload = { bytes: await file.arrayBuffer(), type: isXlsx(file) ? XLSX_TYPE : 'text/csv' };
    check.mutate(upload, { onSuccess: () => setChecked(upload) });
  };

  const report = check.data;
  const clean = report && report.problems.length === 0 && checked !== null;
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
          <Stack direction="row" gap={2}>
            <DownloadButton
              label={t('import.export')}
              busyLabel={t('import.exporting')}
              failedText={t('import.exportFailed')}
              onDownload={() => download('csv')}
            />
            <DownloadButton
              label={t('import.exportXlsx')}
              busyLabel={t('import.exporting')}
              failedText={t('import.exportFailed')}
              onDownload={() => download('xlsx')}
            />
          </Stack>
        </Stack>
        <FormStack aria-label={t('import.importTitle')} onSubmit={submit}>
          <h2>{t('import.importTitle')}</h2>
          <p>{t('import.columns')}</p>
          <FileField
            label={t('import.file')}
            hint={t('import.fileHint')}
            accept={`.csv,text/csv,.xlsx,${XLSX_TYPE}`}
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
                onClick={() => changes > 0 && checked && apply.mutate(checked)}
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
