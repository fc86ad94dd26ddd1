import { customerDetail, customerPage, setCustomerStatus } from '../../customers/customer-admin.ts';
import { dashboard } from '../../dashboard/dashboard.ts';
import { staffOrderDocument } from '../../documents/order-document.ts';
import { advanceFulfilment, recordSerial, removeSerial } from '../../fulfilment/fulfil-order.ts';
import { created, ok } from '../../http/envelope.ts';
import type { BackofficeOperationHandlers } from '../../http/operations.ts';
import { sendDocument } from '../../http/send-document.ts';
import { staffActorOf, staffSessionOf } from '../../http/staff-auth.ts';
import { orderDetail, orderQueuePage } from '../../orders/order-queue.ts';
import type { PictureStore } from '../../pictures/picture-store.ts';
import { createStaff, listStaff, revokeStaffSessions, updateStaff } from '../../staff/accounts.ts';
import { auditPage } from '../../staff/audit.ts';
import { permissionsOf } from '../../staff/permissions.ts';
import {
  changeStaffPassword,
  confirmEnrolment,
  signInStaff,
  signOutStaff,
  startEnrolment,
  verifySecondFactor,
} from '../../staff/sessions.ts';
import { staffView } from '../../staff/staff-view.ts';
import type { HandlerContext } from '../context.ts';
import { createBrandHandlers } from './brands.ts';
import { createCatalogueImportHandlers } from './catalogue-import.ts';
import { createContentHandlers } from './content.ts';
import { createPictureHandlers } from './pictures.ts';
import { createProductHandlers } from './products.ts';
import { createPromotionHandlers } from './promotions.ts';
import { createRefundHandlers } from './refunds.ts';
import { createStockHandlers } from './stock.ts';

/** The handlers of openapi/backoffice.yaml: each parses, calls one staff operation and shapes it. */
export function createBackofficeHandlers(
  context: HandlerContext,
  pictures: PictureStore,
): BackofficeOperationHandlers {
  const { database, settings } = context;
  const { db } = database;
  const limits = settings.loginLimits;
  return {
    signInStaff: async (request) =>
      ok(await signInStaff(db, limits, { ...request.body, address: request.ip })),
    getStaffSession: async (request) => {
      const { staff } = staffSessionOf(request);
      return ok({ staff: staffView(staff), permissions: permissionsOf(staff.role) });
    },
    signOutStaff: async (request) => {
      await signOutStaff(db, staffSessionOf(request));
      return ok(null);
    },
    verifyStaffSecondFactor: async (request) =>
      ok(
        await verifySecondFactor(db, settings, staffSessionOf(request), {
          code: request.body.code,
          address: request.ip,
        }),
      ),
    changeStaffPassword: async (request) =>
      ok(
        await changeStaffPassword(db, limits, staffSessionOf(request), {
          ...request.body,
          address: request.ip,
        }),
      ),
    startStaffEnrolment: async (request) => ok(await startEnrolment(db, settings, staffSessionOf(request))),
    confirmStaffEnrolment: async (request) =>
      ok(
        await confirmEnrolment(db, settings, staffSessionOf(request), {
          code: request.body.code,
          address: request.ip,
        }),
      ),
    listStaff: async () => ok(await listStaff(db)),
    createStaff: async (request, reply) =>
      created(reply, await createStaff(db, staffActorOf(request), request.body)),
    updateStaff: async (request) =>
      ok(await updateStaff(db, staffActorOf(request), request.params.staffId, request.body)),
    revokeStaffSessions: async (request) =>
      ok(await revokeStaffSessions(db, staffActorOf(request), request.params.staffId)),
    listAuditEntries: async (request) =>
      ok(await auditPage(db, { before: request.query.before, limit: request.query.limit ?? 50 })),
    listOrders: async (request) =>
      ok(await orderQueuePage(db, { ...request.query, limit: request.query.limit ?? 50 })),
    getOrder: async (request) => ok(await orderDetail(db, request.params.orderNumber)),
    getOrderDocument: async (request, reply) =>
      sendDocument(reply, await staffOrderDocument(db, settings.shop, request.params.orderNumber)),
    ...createRefundHandlers(context),
    ...createStockHandlers(context),
    ...createContentHandlers(context),
    ...createPictureHandlers(context, pictures),
    ...createProductHandlers(context),
    ...createCatalogueImportHandlers(context),
    ...createBrandHandlers(context),
    ...createPromotionHandlers(context),
    recordSerial: async (request) =>
      ok(await recordSerial(db, staffActorOf(request), { ...request.params, serial: request.body.serial })),
    removeSerial: async (request) => ok(await removeSerial(db, staffActorOf(request), request.params)),
    advanceFulfilment: async (request) =>
      ok(await advanceFulfilment(db, staffActorOf(request), request.params.orderNumber, request.body)),
    listCustomers: async (request) =>
      ok(await customerPage(db, { ...request.query, limit: request.query.limit ?? 50 })),
    getCustomer: async (request) => ok(await customerDetail(db, request.params.customerId)),
    setCustomerStatus: async (request) =>
      ok(await setCustomerStatus(db, staffActorOf(request), request.params.customerId, request.body)),
    getDashboard: async () => ok(await dashboard(db)),
  };
}
