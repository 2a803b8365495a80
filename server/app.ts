import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import { type Db, dialectOf } from './db/database';
import type { Env } from './env';
import { errorHandler } from './http/error-handler';
import { notFound, rejectMalformedJson } from './http/errors';
import { createMenuCache } from './http/menu-cache';
import { requestLog } from './http/request-log';
import { securityHeaders, securityHeadersFor } from './http/security-headers';
import { bothHints, linkPreviews } from './http/link-previews';
import { pageHints } from './http/page-hints';
import { serverPages } from './http/server-pages';
import { refuseUnservedMethods } from './http/unserved-methods';
import { serveApp, serveMedia } from './http/static-files';
import { diskStore } from './media/disk-store';
import type { MediaStore } from './media/media-store';
import { bodyTimeout, capPlainBodies } from './http/body-limits';
import { UploadBudget } from './media/upload-budget';
import { sitemapRoutes } from './routes/sitemap';
import { soldOutRoutes } from './routes/sold-out';
import { accountRoutes } from './routes/account';
import { type AnswerWithin, accountSpecPathRoutes } from './routes/account-spec-paths';
import { auditRoutes } from './routes/audit';
import { staffRoutes } from './routes/staff';
import { cartRoutes } from './routes/cart';
import { aboutRoutes } from './routes/about';
import { paceRoutes } from './routes/pace';
import { billingRoutes } from './routes/billing';
import { dashboardRoutes } from './routes/dashboard';
import { devRoutes, servesOutbox } from './routes/dev';
import { esewaSandboxRoutes, servesSandbox } from './routes/esewa-sandbox';
import { healthRoutes } from './routes/health';
import { mealRoutes } from './routes/meal';
import { mealAdminRoutes } from './routes/meal-admin';
import { mealSocialRoutes } from './routes/meal-social';
import { openApiRoutes } from './routes/openapi';
import { orderEventRoutes } from './routes/order-events';
import { orderRoutes } from './routes/orders';
import { orderCashRoutes } from './routes/order-cash';
import { kitchenRoutes } from './routes/kitchen';
import { paymentRoutes } from './routes/payment';
import { receiptRoutes } from './routes/receipts';
import { moneyRoutes } from './routes/money';
import { usersRoutes } from './routes/users';
import { customerTexts } from './services/order-texts';
import { type AccountContext, type Clock, realSleep, systemClock } from './services/account-context';
import { type EsewaGateway, esewaGateway } from './services/esewa-gateway';
import { type KhaltiGateway, khaltiGateway } from './services/khalti-gateway';
import { khaltiPaymentRoutes } from './routes/khalti-payment';
import { khaltiSandboxRoutes, servesKhaltiSandbox } from './routes/khalti-sandbox';
import type { OrderContext } from './services/orders';
import { newPaymentId } from './services/payment-ids';
import { type ChangeBus, createLocalBus } from './services/change-bus';
import { type OrderEvents, orderEventsOver } from './services/order-events';
import type { PaymentContext } from './services/payments';
import { startReconciler } from './services/reconcile';
import { createSmsProvider } from './services/sms';
import { createLiveStreams } from './services/live-streams';
import type { SmsProvider } from './services/sms-provider';

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
/** The server's build of the views (vite.ssr.config.ts), for the public pages' HTML (http/server-pages.ts). */
export const DEFAULT_SSR_DIR = fileURLToPath(new URL('../dist-ssr', import.meta.url));

export interface AppOptions {
  db: Db;
  env: Env;
  logger: Logger;
  /** The Vite build to serve; tests point it at a fixture. */
  distDir?: string;
  /**
   * The server build of the views; by default dist-ssr/ beside the default dist/, none for another distDir (a test's
   * fixture build then gets the plain app shell, unless it names one).
   */
  ssrDir?: string | null;
  /** Tests move time with their own clock, send texts to their own provider and skip login slow-downs. */
  clock?: Clock;
  sms?: SmsProvider;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Changes every instance must hear of (paid and moved orders, menu edits, ended sessions). Default: in-process,
   * right for one server on SQLite; start-server gives a PostgreSQL-backed one when instances share a database.
   */
  bus?: ChangeBus;
  /** Tests watch order changes on their own channel and ping the live stream more often than every 25 s. */
  orderEvents?: OrderEvents;
  orderStreamPingMs?: number;
  /** Aborted when the server shuts down: ends the live order streams, which would otherwise hold it open. */
  shutdown?: AbortSignal;
  /** eSewa's transaction check and status API; tests stand in one that cannot be reached. Default: from ESEWA_MODE. */
  esewaGateway?: EsewaGateway;
  /** Khalti's initiate and lookup; tests stand in their own. Default: from KHALTI_MODE. */
  khaltiGateway?: KhaltiGateway;
  /** How long a body may pause before it is cut off (BODY_IDLE_MS); tests shorten it. */
  bodyIdleMs?: number;
  /** The upload bounds; tests pass one with their own clock. */
  uploads?: UploadBudget;
  /** Where photos are stored and served from; default: the disk of DATA_DIR. start-server gives MEDIA_STORE's. */
  media?: MediaStore;
}

/** The API under /api and the built app around it, on one origin. */
export function createApp({ db, env, logger, distDir = DEFAULT_DIST_DIR, ...options }: AppOptions) {
  const ssrDir = options.ssrDir !== undefined ? options.ssrDir : distDir === DEFAULT_DIST_DIR ? DEFAULT_SSR_DIR : null;
  const clock = options.clock ?? systemClock;
  const bus = options.bus ?? createLocalBus();
  const media = options.media ?? diskStore(env.dataDir);
  const accounts: AccountContext = {
    db,
    secret: env.jwtSecret,
    dataDir: env.dataDir,
    media,
    clock,
    sms: options.sms ?? createSmsProvider(env, { db, logger, clock }),
    sleep: options.sleep ?? realSleep,
    streams: createLiveStreams(bus),
    uploads: options.uploads ?? new UploadBudget(undefined, () => clock().getTime()),
  };
  const orders: OrderContext = {
    db,
    clock,
    payment: env,
    nextPid: newPaymentId,
    events: options.orderEvents ?? orderEventsOver(bus),
    gateway: options.esewaGateway ?? esewaGateway(env, db),
    khalti: options.khaltiGateway ?? khaltiGateway(env, db, clock),
    tellCustomer: customerTexts({ db, sms: accounts.sms, logger }),
  };
  const payments: PaymentContext = orders;
  startReconciler(orders, env.reconcileSeconds, logger, options.shutdown);
  const menuCache = createMenuCache(bus, { headers: securityHeadersFor(env), sleep: accounts.sleep });
  // The spec's alias paths are answered by the routes they name, within this same tree.
  const answerWithin: AnswerWithin = (request, bindings) => api.fetch(request, bindings);
  const api = new Hono()
    .use(bodyTimeout(options.bodyIdleMs))
    .use(capPlainBodies())
    .use(rejectMalformedJson())
    .route('/', healthRoutes(db, dialectOf(env), logger))
    .route('/', soldOutRoutes(accounts, bus))
    .route('/', mealRoutes(db, dialectOf(env), menuCache.remember))
    .route('/', mealAdminRoutes(accounts, bus))
    .route('/', mealSocialRoutes(accounts, bus))
    .route('/', aboutRoutes(db, accounts, { khalti: orders.khalti !== undefined }))
    .route('/', paceRoutes(accounts))
    .route('/', billingRoutes(db, accounts))
    .route('/', dashboardRoutes(accounts))
    .route('/', accountRoutes(accounts, { trustProxyHops: env.trustProxyHops }))
    .route('/', accountSpecPathRoutes(accounts, answerWithin))
    .route('/', usersRoutes(accounts, dialectOf(env), bus, { trustProxyHops: env.trustProxyHops }))
    .route('/', staffRoutes(accounts, dialectOf(env)))
    .route('/', auditRoutes(db, accounts))
    .route('/', cartRoutes(accounts))
    // Before orderRoutes, whose '/orders/:id' would take 'events' for an id.
    .route(
      '/',
      orderEventRoutes(accounts, orders.events, { pingMs: options.orderStreamPingMs, shutdown: options.shutdown }),
    )
    .route('/', orderRoutes(accounts, orders))
    .route('/', orderCashRoutes(accounts, orders))
    .route('/', kitchenRoutes(accounts, orders))
    .route('/', receiptRoutes(accounts))
    .route('/', moneyRoutes(accounts))
    .route('/', paymentRoutes(accounts, payments))
    .route('/', esewaSandboxRoutes(accounts, clock, env))
    .route('/', khaltiPaymentRoutes(accounts, payments))
    .route('/', khaltiSandboxRoutes(accounts, clock, env))
    .route('/', devRoutes(accounts, env))
    .route('/', openApiRoutes({ outbox: servesOutbox(env), sandbox: servesSandbox(env), khaltiSandbox: servesKhaltiSandbox(env) }))
    .get('/media/*', serveMedia(media))
    .all('*', notFound);

  // The alias paths' answers come from api.fetch, outside `app`: they need the same error answers.
  api.onError(errorHandler(logger));

  const app = new Hono();
  app.use(requestLog(logger));
  // Menu reads remembered from an earlier request leave here, security headers included, before anything else runs.
  app.use(menuCache.serve);
  app.use(securityHeaders(env));
  app.use(refuseUnservedMethods(() => app.routes));
  // Only GET answers: they carry the bundles and the lists. Every other answer is a small JSON or form page, and as
  // Hono's answers carry no Content-Length the threshold never applies: compressing them cost most of a checkout.
  const compressGet = compress();
  app.use((c, next) => (c.req.method === 'GET' ? compressGet(c, next) : next()));
  app.route('/api', api);
  app.route('/', sitemapRoutes(db, env.publicUrl, distDir));
  app.get(
    '*',
    serveApp(
      distDir,
      bothHints(pageHints(db, distDir), linkPreviews(db, env.publicUrl, clock)),
      serverPages({ db, ssrDir, logger, now: clock }),
    ),
  );
  app.notFound((c) =>
    c.req.path === '/api' || c.req.path.startsWith('/api/') ? notFound(c) : c.text('Not found', 404),
  );
  app.onError(errorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
