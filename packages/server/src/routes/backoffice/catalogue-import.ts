import { applyImport, checkImport, exportSheet } from '../../catalogue-import/catalogue-import.ts';
import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffSessionOf } from '../../http/staff-auth.ts';
import type { HandlerContext } from '../context.ts';

type ImportHandlers = Pick<
  BackofficeOperationHandlers,
  'exportCatalogue' | 'checkCatalogueImport' | 'importCatalogue'
>;

/** The catalogue as a CSV sheet: exported, checked (dry run) and imported. */
export function createCatalogueImportHandlers({ database }: HandlerContext): ImportHandlers {
  const { db } = database;
  return {
    exportCatalogue: async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="probuild-catalogue-${day}.csv"`)
        .send(await exportSheet(db));
    },
    checkCatalogueImport: async (request) => ok(await checkImport(db, request.body)),
    importCatalogue: async (request) => {
      const { staff } = staffSessionOf(request);
      return ok(await applyImport(db, { id: staff.id, email: staff.email }, request.body));
    },
  };
}
