import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import { SHOP_NAME } from '@probuild/api-client';
import fastifyApiReference from '@scalar/fastify-api-reference';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { applySalePeriods } from './catalogue-editing/sale-period.ts';
import { type CommerceSettings, readCommerceSettings } from './commerce-settings.ts';
import { DEFAULT_REQUEST_TIMEOUT_SECONDS } from './config.ts';
import { bringDueLegalVersionsIntoEffect } from './content/legal-versions.ts';
import { loadBackofficeContract, loadContract, operationIds } from './contract.ts';
import { logTransport, startOutboxSender } from './customers/outbox-sender.ts';
import { smtpTransport } from './customers/smtp-transport.ts';
import type { Database } from './db/open.ts';
import { forgetEndedRequestCounts } from './db/request-counts.ts';
import { API_PREFIX, BACKOFFICE_API_PREFIX } from './http/api-prefix.ts';
import { registerBackofficeApp } from './http/backoffice-app.ts';
import { createSecurityHandlers } from './http/bearer-auth.ts';
import { registerBodyMediaTypeCheck } from './http/body-media-types.ts';
import { registerBodyParsers } from './http/body-parsers.ts';
import { registerCachePolicy } from './http/cache-policy.ts';
import { registerCatalogueImages } from './http/catalogue-images.ts';
import { registerContentImages } from './http/content-images.ts';
import {
  answerFrameworkError,
  MAX_PATH_PARAMETER_LENGTH,
  notFoundBody,
  registerErrorHandler,
} from './http/errors.ts';
import { registerHostCheck } from './http/host.ts';
import { registerSecurityHeaders, siteSecurityHeaders } from './http/security-headers.ts';
import { registerSitemap } from './http/sitemap.ts';
import { createStaffSecurityHandlers } from './http/staff-auth.ts';
import { registerStorefront, wantsStorefront } from './http/storefront.ts';
import { readStorefrontPages } from './http/storefront-routes.ts';
import { registerUploadedPictures } from './http/uploaded-pictures.ts';
import { createValidatorCompiler, formatValidationErrors } from './http/validation.ts';
import { type PeriodicJob, startPeriodicJob } from './jobs/periodic-job.ts';
import { pruneProductChanges } from './jobs/product-changes-prune.ts';
import { cancelLapsedOrders } from './orders/order-expiry.ts';
import { defaultBackofficeDir, defaultDataDir, defaultStaticDir } from './paths.ts';
import { createPaymentProvider } from './payments/provider-factory.ts';
import { reconcilePendingPayments } from './payments/reconcile.ts';
import { folderPictureStore, type PictureStore } from './pictures/picture-store.ts';
import { pruneReleasedPictures } from './pictures/uploaded-pictures.ts';
import { reconcilePendingRefunds } from './refunds/refund-reconcile.ts';
import { createBackofficeHandlers } from './routes/backoffice/index.ts';
import { createHandlers } from './routes/index.ts';

export interface AppOptions {
  database: Database;
  /** The built storefront, served at `/`; false for none. Defaults to packages/storefront/dist. */
  staticDir?: string | false;
  /** The built back office, served at `/backoffice`; false for none. Defaults to packages/backoffice/dist. */
  backofficeDir?: string | false;
  logger?: FastifyServerOptions['logger'];
  /** Payments, social sign-in and limits; read from the environment when absent. */
  settings?: CommerceSettings;
  /** How long a client may take to send a whole request before it gets 408 and is disconnected. */
  requestTimeoutSeconds?: number;
  /** Build the search index as the app starts, in the background, rather than at the first search. */
  searchIndexAtStart?: boolean;
  /** Where uploaded pictures are kept; defaults to the `pictures` folder of the default data folder. */
  pictureStore?: PictureStore;
}

export { API_PREFIX };

export async function buildApp({
  database,
  staticDir = defaultStaticDir,
  backofficeDir = defaultBackofficeDir,
  logger = false,
  settings = readCommerceSettings(),
  requestTimeoutSeconds = DEFAULT_REQUEST_TIMEOUT_SECONDS,
  searchIndexAtStart = false,
  pictureStore = folderPictureStore(join(defaultDataDir, 'pictures')),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    schemaErrorFormatter: formatValidationErrors,
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // Behind a proxy, the client's address and scheme come from the X-Forwarded headers of trusted hops only.
    trustProxy: settings.trustProxy,
    frameworkErrors: answerFrameworkError,
    // A client that sends its request slowly (or never finishes it) holds a connection; it is cut off
    // with 408. Node takes the limit when the server is made (so it goes in `http` as well) and
    // looks for such requests every 30 s unless told otherwise.
    requestTimeout: requestTimeoutSeconds * 1000,
    http: {
      requestTimeout: requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: Math.min(1000, requestTimeoutSeconds * 1000),
    },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  registerErrorHandler(app);
  registerHostCheck(app);
  registerBodyParsers(app);
  registerBodyMediaTypeCheck(app);
  const serveStorefront = staticDir !== false && existsSync(staticDir);
  const storefrontPages = serveStorefront ? await readStorefrontPages(staticDir) : null;
  // Browsers send cards straight to the provider's token endpoint, never through the shop.
  const cardTokenOrigins =
    settings.payments.provider === 'omise' ? [new URL(settings.payments.omise.vaultUrl).origin] : [];
  const securityHeaders = siteSecurityHeaders(storefrontPages?.inlineScripts ?? null, cardTokenOrigins);
  registerSecurityHeaders(app, securityHeaders);

  const contract = loadContract();
  // The contract's security check runs first, as the request arrives: an anonymous call to a
  // customer's operation is a 401 whatever its parameters and body (the plugin would check them
  // first, answering 400, and would read a stranger's body). The plugin sets it as the preHandler.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith(API_PREFIX) || route.url.startsWith(BACKOFFICE_API_PREFIX);
    if (!isApi || !route.preHandler) return;
    route.onRequest = [route.onRequest ?? [], route.preHandler].flat();
    route.preHandler = undefined;
  });
  registerCachePolicy(app, API_PREFIX, database.db);
  registerCachePolicy(app, BACKOFFICE_API_PREFIX, database.db);
  // Answers are compressed last, after their caching headers (their onSend hooks are added first).
  // Request bodies are never inflated: a small compressed body could unpack to gigabytes.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(openapiGlue, {
    specification: contract,
    serviceHandlers: createHandlers({ database, settings, searchIndexAtStart }, operationIds(contract)),
    securityHandlers: createSecurityHandlers(database.db),
    prefix: API_PREFIX,
  });

  // The back office's own contract, for staff sessions only.
  await app.register(openapiGlue, {
    specification: loadBackofficeContract(),
    serviceHandlers: createBackofficeHandlers({ database, settings }, pictureStore),
    securityHandlers: createStaffSecurityHandlers(database.db),
    prefix: BACKOFFICE_API_PREFIX,
  });
  if (backofficeDir !== false && existsSync(backofficeDir)) await registerBackofficeApp(app, backofficeDir);

  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, apiDocs: true };
    });
    await docs.register(fastifyApiReference, {
      routePrefix: '/api/docs',
      configuration: { content: contract, pageTitle: `${SHOP_NAME} API` },
    });
  });

  registerPeriodicJob(app, (log) =>
    startOutboxSender(
      database.db,
      settings.outbox.transport === 'smtp' ? smtpTransport(settings.outbox.smtp) : logTransport(log),
      log,
    ),
  );
  // Charges whose notice was lost are read back, then unpaid orders past their time are cancelled
  // and their stock returned; every instance runs it, safely.
  const jobProvider = createPaymentProvider(settings, database.db);
  registerPeriodicJob(app, (log) =>
    startPeriodicJob(
      async () => {
        await reconcilePendingPayments(database.db, jobProvider);
        await cancelLapsedOrders(database.db, jobProvider);
        await reconcilePendingRefunds(database.db, jobProvider);
      },
      {
        pollMs: settings.orderExpiryPollSeconds * 1000,
        log,
        name: 'Payment reconciliation and unpaid-order expiry',
      },
    ),
  );
  registerPeriodicJob(app, (log) =>
    startPeriodicJob(() => forgetEndedRequestCounts(database.db), {
      pollMs: 10 * 60_000,
      log,
      name: 'Ended request counts cleanup',
    }),
  );
  // Planned sales start and end on time: every instance checks each minute, safely.
  registerPeriodicJob(app, (log) =>
    startPeriodicJob(() => applySalePeriods(database.db), {
      pollMs: 60_000,
      log,
      name: 'Sale periods',
    }),
  );
  // The search index's change log keeps what an instance could still apply one by one.
  registerPeriodicJob(app, (log) =>
    startPeriodicJob(() => pruneProductChanges(database.db), {
      pollMs: 60 * 60_000,
      log,
      name: 'Product change log pruning',
    }),
  );
  // A legal version dated later takes effect on its day (Bangkok time), on every instance.
  registerPeriodicJob(app, (log) =>
    startPeriodicJob(() => bringDueLegalVersionsIntoEffect(database.db), {
      pollMs: 60_000,
      log,
      name: 'Scheduled legal versions',
    }),
  );
  // Files nothing has shown for a while are removed from the picture store.
  registerPeriodicJob(app, (log) =>
    startPeriodicJob(() => pruneReleasedPictures(database.db, pictureStore), {
      pollMs: 60 * 60_000,
      log,
      name: 'Released picture pruning',
    }),
  );
  registerContentImages(app);
  registerCatalogueImages(app, database);
  registerUploadedPictures(app, pictureStore);

  const sendStorefront =
    serveStorefront && storefrontPages
      ? await registerStorefront(app, staticDir, storefrontPages, settings.shopOrigin, database.db)
      : null;
  if (storefrontPages) registerSitemap(app, database, storefrontPages.routes, settings.shopOrigin);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (sendStorefront && wantsStorefront(request, path)) return sendStorefront(reply, path);
    return reply.code(404).send(notFoundBody(request.method, path));
  });

  return app;
}

/** Runs a job while the app runs: started when it is ready, stopped (its round finished) when it closes. */
function registerPeriodicJob(app: FastifyInstance, start: (log: FastifyBaseLogger) => PeriodicJob<unknown>) {
  let job: PeriodicJob<unknown> | undefined;
  app.addHook('onReady', async () => {
    job = start(app.log);
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
