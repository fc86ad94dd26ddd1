import {
  contentSection,
  createContentItem,
  deleteContentItem,
  reorderContentSection,
  updateContentItem,
} from '../../content/content-editing.ts';
import { legalVersionList, publishLegalVersion, withdrawLegalVersion } from '../../content/legal-versions.ts';
import {
  createDiscountCode,
  discountCodeUses,
  listDiscountCodes,
  updateDiscountCode,
} from '../../discounts/discount-codes.ts';
import { ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffSessionOf } from '../../http/staff-auth.ts';
import type { Actor } from '../../staff/audit.ts';
import type { HandlerContext } from '../context.ts';

type ContentHandlers = Pick<
  BackofficeOperationHandlers,
  | 'getContentSection'
  | 'createContentItem'
  | 'updateContentItem'
  | 'deleteContentItem'
  | 'reorderContentSection'
  | 'listLegalVersions'
  | 'publishLegalVersion'
  | 'withdrawLegalVersion'
  | 'listDiscountCodes'
  | 'createDiscountCode'
  | 'updateDiscountCode'
  | 'listDiscountCodeUses'
>;

/** The back office's content (sections, legal versions) and discount-code operations. */
export function createContentHandlers({ database }: HandlerContext): ContentHandlers {
  const { db } = database;
  const actorOf = (request: Parameters<typeof staffSessionOf>[0]): Actor => {
    const { staff } = staffSessionOf(request);
    return { id: staff.id, email: staff.email };
  };
  return {
    getContentSection: async (request) => ok(await contentSection(db, request.params.sectionId)),
    createContentItem: async (request, reply) => {
      const created = await createContentItem(db, actorOf(request), request.params.sectionId, request.body);
      reply.code(201);
      return ok(created);
    },
    updateContentItem: async (request) =>
      ok(
        await updateContentItem(
          db,
          actorOf(request),
          request.params.sectionId,
          request.params.key,
          request.body,
        ),
      ),
    deleteContentItem: async (request) => {
      await deleteContentItem(db, actorOf(request), request.params.sectionId, request.params.key);
      return ok(null);
    },
    reorderContentSection: async (request) =>
      ok(await reorderContentSection(db, actorOf(request), request.params.sectionId, request.body.keys)),

    listLegalVersions: async (request) => ok(await legalVersionList(db, request.params.slug)),
    publishLegalVersion: async (request, reply) => {
      const { version, created } = await publishLegalVersion(
        db,
        actorOf(request),
        request.params.slug,
        request.body,
      );
      reply.code(created ? 201 : 200);
      return ok(version);
    },
    withdrawLegalVersion: async (request) => {
      await withdrawLegalVersion(db, actorOf(request), request.params.slug, request.params.effectiveDate);
      return ok(null);
    },

    listDiscountCodes: async () => ok(await listDiscountCodes(db)),
    createDiscountCode: async (request, reply) => {
      const created = await createDiscountCode(db, actorOf(request), request.body);
      reply.code(201);
      return ok(created);
    },
    updateDiscountCode: async (request) =>
      ok(await updateDiscountCode(db, actorOf(request), request.params.code, request.body)),
    listDiscountCodeUses: async (request) => ok(await discountCodeUses(db, request.params.code)),
  };
}
