import { parseDiscountCode } from '@probuild/api-client';
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
import { created, ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { staffActorOf } from '../../http/staff-auth.ts';
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
  return {
    getContentSection: async (request) => ok(await contentSection(db, request.params.sectionId)),
    createContentItem: async (request, reply) =>
      created(
        reply,
        await createContentItem(db, staffActorOf(request), request.params.sectionId, request.body),
      ),
    updateContentItem: async (request) =>
      ok(
        await updateContentItem(
          db,
          staffActorOf(request),
          request.params.sectionId,
          request.params.key,
          request.body,
        ),
      ),
    deleteContentItem: async (request) => {
      await deleteContentItem(db, staffActorOf(request), request.params.sectionId, request.params.key);
      return ok(null);
    },
    reorderContentSection: async (request) =>
      ok(await reorderContentSection(db, staffActorOf(request), request.params.sectionId, request.body.keys)),

    listLegalVersions: async (request) => ok(await legalVersionList(db, request.params.slug)),
    publishLegalVersion: async (request, reply) => {
      const { version, created } = await publishLegalVersion(
        db,
        staffActorOf(request),
        request.params.slug,
        request.body,
      );
      reply.code(created ? 201 : 200);
      return ok(version);
    },
    withdrawLegalVersion: async (request) => {
      await withdrawLegalVersion(
        db,
        staffActorOf(request),
        request.params.slug,
        request.params.effectiveDate,
      );
      return ok(null);
    },

    listDiscountCodes: async () => ok(await listDiscountCodes(db)),
    createDiscountCode: async (request, reply) =>
      created(
        reply,
        await createDiscountCode(db, staffActorOf(request), {
          ...request.body,
          code: parseDiscountCode(request.body.code),
        }),
      ),
    updateDiscountCode: async (request) =>
      ok(
        await updateDiscountCode(
          db,
          staffActorOf(request),
          parseDiscountCode(request.params.code),
          request.body,
        ),
      ),
    listDiscountCodeUses: async (request) =>
      ok(await discountCodeUses(db, parseDiscountCode(request.params.code))),
  };
}
