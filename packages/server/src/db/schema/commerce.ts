import { randomBytes, randomUUID } from 'node:crypto';
import {
  ADDRESS_PURPOSES,
  ORDER_STATES,
  PAYMENT_FAILURE_CODES,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
} from '@probuild/api-client';
import { CARRIERS, FULFILMENT_STAGES } from '@probuild/api-client/backoffice/enums';
import type { components } from '@probuild/api-client/schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

type Schemas = components['schemas'];

// Customers, their sessions and everything they buy. Ids are random UUIDs kept as text, so an id
// of any shape in a URL is simply not found instead of failing a cast.

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customerStatuses = ['active', 'inactive', 'suspended'] as const;

export const customers = pgTable(
  'customers',
  {
    id: id(),
    /** Lower-cased; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Digits only (a leading + kept). */
    phone: text('phone'),
    /** argon2id; null for an account made with a social sign-in only. */
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * A new email the customer asked for, lower-cased: it replaces `email` only once its link is
     * opened, so a session in the wrong hands cannot move the account to another address unseen.
     */
    pendingEmail: text('pending_email'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    status: text('status', { enum: customerStatuses }).notNull().default('active'),
    /** The register form's placeholder fields, stored as given. */
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    postalAddress: jsonb('postal_address'),
    preferences: jsonb('preferences'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    check('customers_status', sql`${table.status} in ('active', 'inactive', 'suspended')`),
  ],
);

/** A Google, Facebook or LINE account linked to a customer. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_accounts_customer_idx').on(table.customerId),
  ],
);

/** A bearer token: only its SHA-256 is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_customer_idx').on(table.customerId),
  ],
);

export const verificationChannels = ['email', 'sms'] as const;

/** An email link token or an SMS code, stored as a SHA-256 hash, used once. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: verificationChannels }).notNull(),
    /** The email or phone (digits) being verified. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_customer_idx').on(table.customerId, table.channel),
    index('verification_codes_hash_idx').on(table.codeHash),
  ],
);

/**
 * Password reset links: only the token's hash is kept. A link works once, until it expires, and a
 * newer one replaces it.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * Mail and SMS waiting for a sender; in development they are also written to the server log. The
 * rows stay once sent: they are what the limits on messages count.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: verificationChannels }).notNull(),
    /** An email address (lower case) or a phone number (digits). */
    recipient: text('recipient').notNull(),
    /** The account the message is for or about. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The client address of a signed-in request that asked for the message; null for the rest. */
    clientAddress: text('client_address'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Deliveries begun; a message is claimed for a while by the sender that begins one. */
    attempts: integer('attempts').notNull().default(0),
    /** Not to be delivered before this: the claim of a sender at work, or the wait after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last delivery failed, for the operator. */
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt, table.createdAt)
      .where(sql`${table.sentAt} is null`),
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_messages_customer_idx').on(table.customerId, table.createdAt),
    index('outbox_messages_client_address_idx').on(table.clientAddress, table.createdAt),
  ],
);

/**
 * Failed sign-ins, counted per account and per client address to rate-limit login. Kept in the
 * database rather than in memory so that several server instances share the count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_address_idx').on(table.address, table.createdAt),
  ],
);

/**
 * The client addresses a customer has proved the password from (a sign-in, a password change, a
 * reset link), with the last time: the sign-in limit tells the owner's own addresses from strangers'.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.address] })],
);

/**
 * Requests per client address in one-minute windows, one row per limit and address (`key`), for the
 * limits that deter scripts (registrations, reset mails, warranty checks, saved builds). In the
 * database, so every instance counts against the same minute.
 */
export const requestCounts = pgTable('request_counts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** A social sign-in in progress: the OAuth state (hashed) and its PKCE verifier, for 10 minutes. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** The OpenID nonce the provider must echo in its ID token; null for states made before it was sent. */
  nonce: text('nonce'),
  appState: text('app_state'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const addressKinds = ['person', 'company'] as const;
export const namePrefixes = ['mr', 'ms', 'mrs', 'none'] as const;
/** Enums of the contract, stored as checked text. */
export const addressPurposes = ADDRESS_PURPOSES;
/** The most characters an address line (house number, village, soi, road) may hold. */
export const ADDRESS_LINE_MAX_LENGTH = 200;

/** A customer's saved shipping or tax-invoice address; at most one is the default. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: id(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: addressKinds }).notNull(),
    prefix: text('prefix', { enum: namePrefixes }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    idCard: text('id_card'),
    companyName: text('company_name'),
    branch: text('branch'),
    taxId: text('tax_id'),
    phone: text('phone').notNull(),
    /** Thai names as stored in the address tables, checked to belong together. */
    province: text('province').notNull(),
    district: text('district').notNull(),
    tambon: text('tambon').notNull(),
    postcode: text('postcode').notNull(),
    /** House number, village, soi and road; null only for addresses saved before it was asked for. */
    line: text('address_line'),
    additionalDetails: text('additional_details').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    addressTypes: text('address_types', { enum: addressPurposes }).array().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipping_addresses_customer_idx').on(table.customerId, table.createdAt),
    // The database itself keeps a customer from having two defaults.
    uniqueIndex('shipping_addresses_one_default').on(table.customerId).where(sql`${table.isDefault}`),
    check('shipping_addresses_type', sql`${table.type} in ('person', 'company')`),
    check('shipping_addresses_details_length', sql`char_length(${table.additionalDetails}) <= 30`),
    check(
      'shipping_addresses_line_length',
      sql`char_length(${table.line}) between 1 and ${sql.raw(String(ADDRESS_LINE_MAX_LENGTH))}`,
    ),
  ],
);

/** One cart per customer, made on first use. */
export const carts = pgTable('carts', {
  id: id(),
  customerId: text('customer_id')
    .notNull()
    .unique('carts_customer_key')
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** A build was added for the shop to assemble: the assembly service is in the cart. */
  assembly: boolean('assembly').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A cart line: no price is kept, the cart is always priced from the products table. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    /** The product's own colour (by its hex code), or null. */
    colorCode: text('color_code'),
    /** A bundle add-on: the SKU of the product it was bought with. */
    bundleOf: text('bundle_of'),
    /** A computer set: the chosen options (never a price; the set is priced from them). */
    configuration: jsonb('configuration').$type<Schemas['ComsetSelection']>(),
    // The clock, not the transaction's start: lines added together keep their order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('cart_items_cart_idx').on(table.cartId, table.createdAt),
    check('cart_items_quantity_range', sql`${table.quantity} between 1 and 99`),
    check('cart_items_note_length', sql`char_length(${table.note}) <= 500`),
  ],
);

/**
 * Discount codes, following the spec's rule "a value under 100 is a percentage of the subtotal,
 * otherwise a fixed amount in baht": `percent` (1–99) or `amount` (satang), never both.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    /** Upper case; codes are matched ignoring case. */
    code: text('code').primaryKey(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    percent: integer('percent'),
    amount: integer('amount'),
    active: boolean('active').notNull().default(true),
    /** The code works from this moment (null: from its creation) … */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** … until this one (null: without end). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The subtotal in satang an order must reach for the code to apply. */
    minSpend: integer('min_spend').notNull().default(0),
    /** How many orders in all may use the code (null: no limit). */
    totalUses: integer('total_uses'),
    /** How many orders of one customer may use the code (null: no limit). */
    usesPerCustomer: integer('uses_per_customer'),
  },
  (table) => [
    check(
      'discount_codes_one_kind',
      sql`(${table.percent} between 1 and 99 and ${table.amount} is null) or (${table.percent} is null and ${table.amount} >= 10000)`,
    ),
    check('discount_codes_min_spend', sql`${table.minSpend} >= 0`),
    check('discount_codes_total_uses', sql`${table.totalUses} is null or ${table.totalUses} >= 1`),
    check(
      'discount_codes_uses_per_customer',
      sql`${table.usesPerCustomer} is null or ${table.usesPerCustomer} >= 1`,
    ),
    check(
      'discount_codes_period',
      sql`${table.startsAt} is null or ${table.expiresAt} is null or ${table.startsAt} < ${table.expiresAt}`,
    ),
  ],
);

export const orderStates = ORDER_STATES;
export const paymentMethods = PAYMENT_METHODS;

/** Feeds the order numbers PB-YYYYMMDD-NNNNNN. */
export const orderNumberSequence = pgSequence('order_number_seq');

const satang = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** An order: prices and addresses are copies made when it was placed. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique('orders_order_number_key'),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The Idempotency-Key of the request that made it, and a hash of that request's body. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: orderStates }).notNull().default('wait'),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    successDate: timestamp('success_date', { withTimezone: true }),
    /** Where a paid order is in its fulfilment (FULFILMENT_STAGES); null while unpaid. */
    fulfilmentStage: text('fulfilment_stage', { enum: FULFILMENT_STAGES }),
    /** When every unit had its serial recorded. */
    packedAt: timestamp('packed_at', { withTimezone: true }),
    /** When the shop sent the paid order out; null while it is being prepared. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** When a pickup order was ready at the shop. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    /** An unpaid order holds its stock until then; after it the order is cancelled and the stock returns. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull().default(sql`now() + interval '30 minutes'`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    shippingMethod: text('shipping_method', { enum: SHIPPING_METHODS }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    taxInvoiceAddress: jsonb('tax_invoice_address'),
    subtotal: satang('subtotal'),
    shipping: satang('shipping'),
    discount: satang('discount'),
    discountCode: text('discount_code'),
    total: satang('total'),
    priceBeforeTax: satang('price_before_tax'),
    vat: satang('vat'),
    /** The shop assembles the build: the assembly's price when the order was placed; null without. */
    assemblyFee: integer('assembly_fee'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('orders_customer_idempotency_key').on(table.customerId, table.idempotencyKey),
    index('orders_customer_created_idx').on(table.customerId, table.createdAt),
    // The back office's queue: newest first, whole or by state, paged by (created_at, id).
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_state_created_idx').on(table.state, table.createdAt, table.id),
    // Counts the uses of a discount code, in all and per customer.
    index('orders_discount_code_idx')
      .on(table.discountCode, table.customerId)
      .where(sql`${table.discountCode} is not null`),
    // The expiry job's look-up: unpaid orders by the time they lapse.
    index('orders_unpaid_pay_by_idx').on(table.payBy).where(sql`${table.state} = 'wait'`),
    // The dashboard's sales: paid orders by the time they were paid.
    index('orders_paid_at_idx').on(table.paidAt).where(sql`${table.paid}`),
    check('orders_state', sql`${table.state} in ('wait', 'inprogress', 'success', 'cancelled')`),
    check('orders_paid_state', sql`${table.paid} = (${table.state} in ('inprogress', 'success'))`),
    check('orders_cancelled_at', sql`(${table.state} = 'cancelled') = (${table.cancelledAt} is not null)`),
    check(
      'orders_fulfilment_stage',
      sql`${table.fulfilmentStage} is null or ${table.fulfilmentStage} in ('paid', 'packing', 'shipped', 'delivered', 'ready_for_pickup', 'picked_up')`,
    ),
    check('orders_shipment', sql`(${table.carrier} is null) = (${table.trackingNumber} is null)`),
    index('orders_stage_created_idx').on(table.fulfilmentStage, table.createdAt, table.id),
    check('orders_total', sql`${table.total} = ${table.subtotal} + ${table.shipping} - ${table.discount}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    unitPrice: satang('unit_price'),
    totalPrice: satang('total_price'),
    note: text('note').notNull(),
    selectedColor: jsonb('selected_color'),
    /** A computer set: its parts as priced when the order was placed. */
    configuration: jsonb('configuration').$type<Schemas['ComsetConfiguration']>(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId, table.position),
    // The queue's search by SKU.
    index('order_items_sku_idx').on(table.sku),
    check('order_items_quantity', sql`${table.quantity} >= 1`),
  ],
);

export const paymentStatuses = ['pending', 'successful', 'failed', 'expired'] as const;

/** A payment attempt of an order (a checkout session) and its charge at the provider. */
export const payments = pgTable(
  'payments',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => `chk_${randomBytes(12).toString('hex')}`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    provider: text('provider', { enum: ['test', 'omise'] }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    /** Always the order's total, never an amount from the client. */
    amount: satang('amount'),
    currency: text('currency').notNull().default('THB'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    chargeId: text('charge_id'),
    tokenId: text('token_id'),
    /** What the provider needs besides the method: the bank of internet banking, the TrueMoney phone. */
    bank: text('bank'),
    phone: text('phone'),
    authorizeUri: text('authorize_uri'),
    qrImageUrl: text('qr_image_url'),
    qrExpiresAt: timestamp('qr_expires_at', { withTimezone: true }),
    /** Why the payment failed, as the shopper is told; null unless it failed. */
    failureCode: text('failure_code', { enum: PAYMENT_FAILURE_CODES }),
    /** The provider's own words on a failure, for staff. */
    failureMessage: text('failure_message'),
    transaction: text('transaction'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's refund of a successful charge the order could not take (paid already, wrong amount). */
    refundId: text('refund_id'),
    /** The storefront origin the shopper returns to; null for the server's own. */
    returnOrigin: text('return_origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    uniqueIndex('payments_customer_idempotency_key').on(table.customerId, table.idempotencyKey),
    index('payments_order_idx').on(table.orderId, table.createdAt),
    // Reconciliation's look-up: the charges still pending, oldest first.
    index('payments_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_charge_key').on(table.provider, table.chargeId),
    // An order is paid by one charge at most.
    uniqueIndex('payments_one_success_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'successful'`),
    check('payments_status', sql`${table.status} in ('pending', 'successful', 'failed', 'expired')`),
  ],
);

/**
 * The built-in test provider's own charges: what the "provider" knows, kept apart from our
 * payments so that the shop re-reads them exactly as it re-reads Omise's.
 */
export const testProviderCharges = pgTable('test_provider_charges', {
  id: text('id')
    .primaryKey()
    .$defaultFn(() => `chrg_test_${randomBytes(12).toString('hex')}`),
  amount: satang('amount'),
  method: text('method', { enum: paymentMethods }).notNull(),
  status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/** A sold unit's serial number; its warranty runs from the day the order was paid. */
export const serialNumbers = pgTable(
  'serial_numbers',
  {
    serial: text('serial').primaryKey(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    /** Null for units sold before this shop (the demo serials). */
    orderItemId: text('order_item_id').references(() => orderItems.id),
    /** The day its warranty starts (the delivery or pick-up); null until then. */
    buyDate: date('buy_date', { mode: 'string' }),
    warrantyMonths: integer('warranty_months').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('serial_numbers_order_item_idx').on(table.orderItemId)],
);

export interface SavedBuildItem {
  category: Schemas['BuilderCategory'];
  sku: string;
  quantity: number;
}

/**
 * Spec-builder builds saved for a share link; never changed after saving. A build a customer keeps
 * in their account has its owner; forgetting it clears the owner, so links given out still open it.
 */
export const savedBuilds = pgTable(
  'saved_builds',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    assembly: text('assembly', { enum: ['shop', 'self'] }).notNull(),
    items: jsonb('items').$type<SavedBuildItem[]>().notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('saved_builds_assembly', sql`${table.assembly} in ('shop', 'self')`),
    index('saved_builds_customer_idx').on(table.customerId, table.createdAt),
  ],
);
