import { applyImport, checkImport, exportSheet } from '../../catalogue-import/catalogue-import.ts';
import { XLSX_MEDIA_TYPE } from '../../catalogue-import/catalogue-workbook.ts';
import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffActorOf } from '../../http/staff-auth.ts';
import type { HandlerContext } from '../context.ts';

type ImportHandlers = Pick<
  BackofficeOperationHandlers,
  'exportCatalogue' | 'checkCatalogueImport' | 'importCatalogue'
>;

/** An uploaded sheet's bytes (CSV or a workbook, told apart by what they are). */
const uploadOf = (body: unknown) => body as Buffer;

/** The catalogue as a sheet, CSV or Excel workbook: exported, checked (dry run) and imported. */
export function createCatalogueImportHandlers({ database }: HandlerContext): ImportHandlers {
  const { db } = database;
  return {
    exportCatalogue: async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const xlsx = request.query.format === 'xlsx';
      return reply
        .type(xlsx ? XLSX_MEDIA_TYPE : 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="probuild-catalogue-${day}.${xlsx ? 'xlsx' : 'csv'}"`,
        )
        .send(xlsx ? await exportSheet(db, 'xlsx') : await exportSheet(db));
    },
    checkCatalogueImport: async (request) => ok(await checkImport(db, uploadOf(request.body))),
    importCatalogue: async (request) =>
      ok(await applyImport(db, staffActorOf(request), uploadOf(request.body))),
  };
}
