import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * One schema for PGlite and PostgreSQL. Money is bigint fen (mode number: fen stays far below 2^53),
 * times are timestamptz, statuses carry CHECK lists that a test keeps equal to the contracts' enums.
 */
const fen = (name: string) => bigint(name, { mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = () => at('created_at').notNull().defaultNow()

export type LocalizedText = Record<string, string>

// ---------- people and sessions ----------
export const members = pgTable('members', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  username: text('username').notNull(),
  headImg: text('head_img'),
  sex: text('sex').notNull().default('secret'),
  phone: text('phone'),
  inviterId: text('inviter_id'),
  isNewPeople: boolean('is_new_people').notNull().default(true),
  isRemindNewPeople: boolean('is_remind_new_people').notNull().default(true),
  paymentPasswordHash: text('payment_password_hash'),
  paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
  paymentPasswordLockedUntil: at('payment_password_locked_until'),
  createdAt: createdAt(),
})

export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('merchant', 'platform')`)],
)

export const staffShops = pgTable(
  'staff_shops',
  { staffId: text('staff_id').notNull(), shopId: text('shop_id').notNull() },
  (t) => [primaryKey({ columns: [t.staffId, t.shopId] })],
)

/** Sessions for members and staff; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('sessions_subject_idx').on(t.subjectType, t.subjectId),
    check('sessions_subject_type_check', sql`${t.subjectType} in ('member', 'staff')`),
  ],
)

export const emailCodes = pgTable(
  'email_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
)

export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
})

/** Fixed-window counters shared by every server process (rate limits must not live in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
})

// ---------- shops and menus ----------
export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  lng: doublePrecision('lng').notNull(),
  lat: doublePrecision('lat').notNull(),
})

export const shops = pgTable(
  'shops',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    cityId: text('city_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    type: text('type').notNull(),
    cuisine: text('cuisine').notNull(),
    tastes: jsonb('tastes').$type<string[]>().notNull(),
    address: jsonb('address').$type<LocalizedText>().notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    phone: text('phone').notNull(),
    hours: jsonb('hours').$type<{ open: string; close: string }[]>().notNull(),
    operating: boolean('operating').notNull().default(true),
    supportsDelivery: boolean('supports_delivery').notNull().default(true),
    supportsPickup: boolean('supports_pickup').notNull().default(true),
    minimumOrderFen: fen('minimum_order_fen').notNull().default(0),
    baseDeliveryFeeFen: fen('base_delivery_fee_fen').notNull().default(500),
    perKmFeeFen: fen('per_km_fee_fen').notNull().default(100),
    deliveryRangeMeters: integer('delivery_range_meters').notNull().default(5000),
    deliverySubsidyFen: fen('delivery_subsidy_fen').notNull().default(0),
    fullReductionTiers: jsonb('full_reduction_tiers')
      .$type<{ thresholdFen: number; reductionFen: number }[]>()
      .notNull(),
    rating: integer('rating').notNull().default(45),
    monthlySales: integer('monthly_sales').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    image: text('image').notNull(),
    /** lower-cased names in every language, for keyword search */
    searchText: text('search_text').notNull().default(''),
    /**
     * Issue 5 (migration 0002_after_sale_and_addresses): the delivery polygon, a closed ring of [lng, lat] WGS-84;
     * when set it decides the range instead of delivery_range_meters (decision 0011).
     */
    deliveryPolygon: jsonb('delivery_polygon').$type<[number, number][]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shops_city_idx').on(t.cityId),
    check(
      'shops_type_check',
      sql`${t.type} in ('western','asian','halal','buffet','chain','fast_food','drink','diet')`,
    ),
  ],
)

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('menu_categories_shop_key_idx').on(t.shopId, t.key)],
)

export const goods = pgTable(
  'goods',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').notNull(),
    categoryId: text('category_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    priceFen: fen('price_fen').notNull(),
    packingFeeFen: fen('packing_fee_fen').notNull().default(0),
    soldOut: boolean('sold_out').notNull().default(false),
    image: text('image').notNull(),
    monthlySales: integer('monthly_sales').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('goods_shop_key_idx').on(t.shopId, t.key),
    index('goods_category_idx').on(t.categoryId),
    check('goods_price_check', sql`${t.priceFen} >= 0 and ${t.packingFeeFen} >= 0`),
  ],
)

export const goodsOptionGroups = pgTable(
  'goods_option_groups',
  {
    id: text('id').primaryKey(),
    goodsId: text('goods_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    required: boolean('required').notNull().default(false),
    multiple: boolean('multiple').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('goods_option_groups_key_idx').on(t.goodsId, t.key)],
)

export const goodsOptions = pgTable(
  'goods_options',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    priceFen: fen('price_fen').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('goods_options_key_idx').on(t.groupId, t.key)],
)

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  image: text('image').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
})

// ---------- addresses ----------
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    contactName: text('contact_name').notNull(),
    gender: text('gender').notNull().default('secret'),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    door: text('door').notNull(),
    label: text('label'),
    isDefault: boolean('is_default').notNull().default(false),
    /** WGS-84. */
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    createdAt: createdAt(),
    // ---- issue 5 (migration 0002_after_sale_and_addresses; decision 0011) ----
    /** The same point in GCJ-02 (Chinese maps). Null only on rows written before migration 0002. */
    gcjLng: doublePrecision('gcj_lng'),
    gcjLat: doublePrecision('gcj_lat'),
    /** The geocoder's Chinese line for the point (province, city, district, place); '' before migration 0002. */
    placeZh: text('place_zh').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('delivery_addresses_member_idx').on(t.memberId),
    // At most one default per member; the service keeps exactly one while the member has any.
    uniqueIndex('delivery_addresses_one_default_idx').on(t.memberId).where(sql`${t.isDefault}`),
    check('delivery_addresses_gender_check', sql`${t.gender} in ('male', 'female', 'secret')`),
    check(
      'delivery_addresses_label_check',
      sql`${t.label} is null or ${t.label} in ('home', 'company', 'school')`,
    ),
    check('delivery_addresses_gcj_check', sql`(${t.gcjLng} is null) = (${t.gcjLat} is null)`),
  ],
)

// ---------- orders ----------
export const ORDER_STATUS_SQL = '1,2,3,4,5,6,7,8,9,10,11,12'

export interface AddressSnapshot {
  contactName: string
  phone: string
  city: string
  street: string
  door: string
  lng: number
  lat: number
  /** Issue 5: the address's Chinese courier line at order time (absent on older orders). */
  courierLine?: string
}

/** Order numbers: time in Shanghai plus this sequence, so they are unique across processes. */
export const orderNoSeq = pgSequence('order_no_seq')

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    shopId: text('shop_id').notNull(),
    kind: text('kind').notNull(),
    diningOption: text('dining_option'),
    status: smallint('status').notNull(),
    goodsFen: fen('goods_fen').notNull(),
    packingFen: fen('packing_fen').notNull(),
    couponFen: fen('coupon_fen').notNull().default(0),
    /** The member coupon this order used (loyalty, migration 0002_after_sale_and_addresses); null = none. */
    couponId: text('coupon_id'),
    fullReductionFen: fen('full_reduction_fen').notNull().default(0),
    deliveryFeeFen: fen('delivery_fee_fen').notNull().default(0),
    deliveryFeeBeforeSubsidyFen: fen('delivery_fee_before_subsidy_fen').notNull().default(0),
    totalFen: fen('total_fen').notNull(),
    balanceUsedFen: fen('balance_used_fen').notNull().default(0),
    paidFen: fen('paid_fen').notNull().default(0),
    refundedFen: fen('refunded_fen').notNull().default(0),
    payType: text('pay_type'),
    paidAt: at('paid_at'),
    etaAt: at('eta_at'),
    payDeadlineAt: at('pay_deadline_at'),
    completedAt: at('completed_at'),
    remark: text('remark').notNull().default(''),
    contactPhone: text('contact_phone').notNull(),
    deliveryHelper: text('delivery_helper').notNull().default('platform'),
    address: jsonb('address').$type<AddressSnapshot>(),
    distanceMeters: integer('distance_meters'),
    courierName: text('courier_name'),
    courierPhone: text('courier_phone'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_shop_idx').on(t.shopId, t.updatedAt),
    index('orders_updated_idx').on(t.updatedAt),
    check('orders_status_check', sql.raw(`status in (${ORDER_STATUS_SQL})`)),
    check('orders_kind_check', sql`${t.kind} in ('delivery', 'pickup')`),
    check(
      'orders_money_check',
      sql`${t.totalFen} >= 0 and ${t.paidFen} >= 0 and ${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.paidFen}`,
    ),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    goodsId: text('goods_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    options: jsonb('options').$type<{ id: string; name: LocalizedText; priceFen: number }[]>().notNull(),
    unitPriceFen: fen('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    packingFeeFen: fen('packing_fee_fen').notNull(),
    couponShareFen: fen('coupon_share_fen').notNull().default(0),
    fullReductionShareFen: fen('full_reduction_share_fen').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** after-sale (issue 4): units refunded (out of stock or an approved request); migration 0002 */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check(
      'order_items_refunded_quantity_check',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
)

export const orderHistory = pgTable(
  'order_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
)

// ---------- money ----------
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** What is paid: an order or a recharge, exactly one. */
    orderId: text('order_id'),
    rechargeId: text('recharge_id'),
    memberId: text('member_id').notNull(),
    payType: text('pay_type').notNull(),
    provider: text('provider').notNull(),
    amountFen: fen('amount_fen').notNull(),
    status: text('status').notNull(),
    providerTradeNo: text('provider_trade_no'),
    refundedFen: fen('refunded_fen').notNull().default(0),
    createdAt: createdAt(),
    /** After this the provider refuses the money (order deadline, recharge window). */
    expiresAt: at('expires_at'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_recharge_idx').on(t.rechargeId),
    index('payments_open_idx').on(t.status, t.createdAt),
    check('payments_target_check', sql`(${t.orderId} is null) <> (${t.rechargeId} is null)`),
    check('payments_status_check', sql`${t.status} in ('created','pending','succeeded','failed','closed')`),
    check('payments_pay_type_check', sql`${t.payType} in ('balance','wechat','alipay','card')`),
    check('payments_refund_check', sql`${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.amountFen}`),
  ],
)

/** Provider notifications, kept by event id so a replay has no second effect. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_event_idx').on(t.provider, t.eventId)],
)

/** Money going back to a payer: created pending, the provider is called outside the transaction. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    /** The order whose money goes back; null for the refund of a duplicate recharge payment. */
    orderId: text('order_id'),
    amountFen: fen('amount_fen').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(0),
    providerRefundNo: text('provider_refund_no'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
    /** after-sale (issue 4, migration 0002): the refund request whose decision sends this money */
    refundRequestId: text('refund_request_id'),
    /** a failed refund sent again by staff: the new refund that replaced it */
    supersededBy: text('superseded_by'),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_request_idx').on(t.refundRequestId),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
    check('payment_refunds_status_check', sql`${t.status} in ('pending','succeeded','failed')`),
    check('payment_refunds_amount_check', sql`${t.amountFen} > 0`),
  ],
)

/** A member topping up the balance (product rules 6): paid through a provider, bonus as its own entry. */
export const recharges = pgTable(
  'recharges',
  {
    id: text('id').primaryKey(),
    rechargeNo: text('recharge_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    tierId: text('tier_id').notNull(),
    payFen: fen('pay_fen').notNull(),
    bonusFen: fen('bonus_fen').notNull(),
    status: text('status').notNull(),
    payType: text('pay_type'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('recharges_member_idx').on(t.memberId, t.createdAt),
    check('recharges_status_check', sql`${t.status} in ('unpaid','paid','closed')`),
    check('recharges_amount_check', sql`${t.payFen} > 0 and ${t.bonusFen} >= 0`),
  ],
)

/** Short-lived provider credentials shared by every server process (WeChat access token, jsapi_ticket). */
export const providerTokens = pgTable('provider_tokens', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  expiresAt: at('expires_at').notNull(),
})

/** Remembered answers of calls that create money movements (same key + same body = same answer). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)

/**
 * Double-entry ledger (product rules 6). Accounts cache their balance; the CHECK keeps member
 * wallets from going negative even under concurrent postings.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id'),
    kind: text('kind').notNull(),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /** Fen for money wallets, points for points wallets (a transfer never mixes the two units). */
    balanceFen: fen('balance_fen').notNull().default(0),
  },
  (t) => [
    index('ledger_accounts_member_idx').on(t.memberId),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('balance','reward','points','points_pending','reward_pending','platform')`,
    ),
    check('ledger_accounts_nonnegative_check', sql`${t.allowNegative} or ${t.balanceFen} >= 0`),
  ],
)

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    /** Insertion order: entries posted in one instant (a recharge and its bonus) keep their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    transferId: text('transfer_id').notNull(),
    accountId: text('account_id').notNull(),
    amountFen: fen('amount_fen').notNull(),
    causeType: text('cause_type').notNull(),
    causeId: text('cause_id').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_account_seq_idx').on(t.accountId, t.seq),
    index('ledger_entries_cause_idx').on(t.causeId),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
)

/** One balanced movement; the idempotency key makes a retried posting a no-op. */
export const ledgerTransfers = pgTable('ledger_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  causeType: text('cause_type').notNull(),
  causeId: text('cause_id').notNull(),
  createdAt: createdAt(),
})

// ---------- photo uploads and reviews (issue 4; migration 0002_after_sale_and_addresses) ----------
/**
 * A photo a member (or staff member) uploaded, already re-encoded without metadata. Reviews and
 * refund requests reference uploads by `url`; ownership is checked against this row.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    /** The object's key in the storage adapter (random, never the client's file name). */
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerType, t.ownerId),
    check('uploads_owner_type_check', sql`${t.ownerType} in ('member', 'staff')`),
    check('uploads_content_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('uploads_size_check', sql`${t.bytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
)

/** One review per completed order (product rules 4.5); the shop's count and average follow it. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    memberId: text('member_id').notNull(),
    shopId: text('shop_id').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    /** Upload URLs, at most 9. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    /** The staff member who replied. */
    repliedBy: text('replied_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_shop_idx').on(t.shopId, t.createdAt),
    index('reviews_member_idx').on(t.memberId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_content_check', sql`char_length(${t.content}) <= 140`),
    check('reviews_images_check', sql`jsonb_array_length(${t.images}) <= 9`),
    check('reviews_reply_check', sql`${t.reply} is null or char_length(${t.reply}) <= 300`),
  ],
)

// ---------- loyalty: coupons, points, invitation rewards (issue 4; migration 0002_after_sale_and_addresses) ----------
/**
 * A coupon a member holds (product rules 7). `expired` is written when a used coupon comes back
 * after its end; an unused coupon past `valid_until` is shown as expired without being rewritten.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** Goods + packing the order must reach (0 = no threshold). */
    thresholdFen: fen('threshold_fen').notNull().default(0),
    /** null = valid at every shop. */
    shopId: text('shop_id'),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until').notNull(),
    status: text('status').notNull().default('unused'),
    /** The order that holds it while used. */
    orderId: text('order_id'),
    usedAt: at('used_at'),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.status, t.validUntil),
    index('member_coupons_order_idx').on(t.orderId),
    check('member_coupons_kind_check', sql`${t.kind} in ('delivery','shop')`),
    check('member_coupons_status_check', sql`${t.status} in ('unused','used','expired')`),
    check(
      'member_coupons_source_check',
      sql`${t.source} in ('new_member','invitation','draw','campaign','merchant','recharge','purchase')`,
    ),
    check(
      'member_coupons_amount_check',
      sql`${t.amountFen} > 0 and ${t.thresholdFen} >= 0 and ${t.validUntil} > ${t.validFrom}`,
    ),
    check('member_coupons_used_check', sql`(${t.status} = 'used') = (${t.orderId} is not null)`),
  ],
)

/**
 * What one paid order earned (product rules 8, 9): the member's points and the inviter's reward,
 * not yet credited until `status` = credited. `refunded_fen` adds up the refund decisions seen, so
 * reversals are proportional to everything refunded so far and never exceed what was earned.
 */
export const loyaltyAwards = pgTable(
  'loyalty_awards',
  {
    orderId: text('order_id').primaryKey(),
    memberId: text('member_id').notNull(),
    inviterId: text('inviter_id'),
    paidFen: fen('paid_fen').notNull(),
    points: fen('points').notNull(),
    rewardFen: fen('reward_fen').notNull(),
    refundedFen: fen('refunded_fen').notNull().default(0),
    pointsReversed: fen('points_reversed').notNull().default(0),
    rewardReversedFen: fen('reward_reversed_fen').notNull().default(0),
    status: text('status').notNull().default('pending'),
    /** When the credit job is due (set when the order completes). */
    creditAt: at('credit_at'),
    creditedAt: at('credited_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_awards_member_idx').on(t.memberId),
    index('loyalty_awards_inviter_idx').on(t.inviterId),
    check('loyalty_awards_status_check', sql`${t.status} in ('pending','credited','reversed')`),
    check(
      'loyalty_awards_amount_check',
      sql`${t.paidFen} >= 0 and ${t.refundedFen} between 0 and ${t.paidFen} and ${t.pointsReversed} between 0 and ${t.points} and ${t.rewardReversedFen} between 0 and ${t.rewardFen}`,
    ),
  ],
)

// ---------- after-sale refunds (issue 4: product rules 2.4, 4; migration 0002) ----------
export const REFUND_STATUS_SQL = '1,2,3,4,5,6,7'
/** Statuses of a request still waiting for someone (submitted, merchant, rejected, platform). */
export const OPEN_REFUND_STATUS_SQL = '1,2,3,4'

/** A request for money back: the member's (reason 9-20) or the merchant's out-of-stock mark. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    memberId: text('member_id').notNull(),
    shopId: text('shop_id').notNull(),
    kind: text('kind').notNull(),
    status: smallint('status').notNull(),
    reason: smallint('reason'),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    amountFen: fen('amount_fen').notNull(),
    /** of amount_fen, the delivery fee part */
    deliveryFeeFen: fen('delivery_fee_fen').notNull().default(0),
    /** of amount_fen, what goes back to the platform balance */
    toBalanceFen: fen('to_balance_fen').notNull().default(0),
    merchantRejectReason: text('merchant_reject_reason'),
    platformRejectReason: text('platform_reject_reason'),
    /** the order's status when the request was made (the order is 7 while it is open) */
    orderStatusBefore: smallint('order_status_before').notNull(),
    merchantDeadlineAt: at('merchant_deadline_at'),
    escalateDeadlineAt: at('escalate_deadline_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    index('refund_requests_order_idx').on(t.orderId, t.createdAt),
    index('refund_requests_shop_idx').on(t.shopId, t.createdAt),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    // At most one open member request per order, whatever races.
    uniqueIndex('refund_requests_open_member_idx')
      .on(t.orderId)
      .where(sql.raw(`kind = 'member' and status in (${OPEN_REFUND_STATUS_SQL})`)),
    check('refund_requests_status_check', sql.raw(`status in (${REFUND_STATUS_SQL})`)),
    check('refund_requests_kind_check', sql`${t.kind} in ('member','out_of_stock')`),
    check(
      'refund_requests_amount_check',
      sql`${t.amountFen} >= 0 and ${t.deliveryFeeFen} >= 0 and ${t.deliveryFeeFen} <= ${t.amountFen} and ${t.toBalanceFen} >= 0 and ${t.toBalanceFen} <= ${t.amountFen}`,
    ),
    check(
      'refund_requests_reason_check',
      sql`(${t.kind} = 'member' and ${t.reason} between 9 and 20) or (${t.kind} = 'out_of_stock' and ${t.reason} is null)`,
    ),
  ],
)

/** The lines of a request and the money each brings back (refund amount rules, 4.2). */
export const refundRequestItems = pgTable(
  'refund_request_items',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    orderItemId: text('order_item_id').notNull(),
    quantity: integer('quantity').notNull(),
    grossFen: fen('gross_fen').notNull(),
    discountFen: fen('discount_fen').notNull(),
    amountFen: fen('amount_fen').notNull(),
  },
  (t) => [
    uniqueIndex('refund_request_items_line_idx').on(t.requestId, t.orderItemId),
    check(
      'refund_request_items_amount_check',
      sql`${t.quantity} > 0 and ${t.discountFen} >= 0 and ${t.amountFen} = ${t.grossFen} - ${t.discountFen} and ${t.amountFen} >= 0`,
    ),
  ],
)

/** Every step of a request (the member's timeline): who, when, from, to, and why. */
export const refundRequestHistory = pgTable(
  'refund_request_history',
  {
    id: text('id').primaryKey(),
    /** orders steps written in the same instant */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_request_history_request_idx').on(t.requestId, t.seq),
    check(
      'refund_request_history_actor_check',
      sql`${t.actorType} in ('member','merchant','platform','system')`,
    ),
  ],
)

// ---------- durable jobs and settings ----------
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: at('run_at').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_idx').on(t.kind, t.dedupeKey),
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_status_check', sql`${t.status} in ('pending','done','failed')`),
  ],
)

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})

// ---------- the offline sandbox gateway's own books (it plays an external provider) ----------
export const sandboxTrades = pgTable('sandbox_trades', {
  tradeNo: text('trade_no').primaryKey(),
  merchantRef: text('merchant_ref').notNull().unique(),
  payType: text('pay_type').notNull(),
  amountFen: fen('amount_fen').notNull(),
  status: text('status').notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  refundedFen: fen('refunded_fen').notNull().default(0),
  createdAt: createdAt(),
  paidAt: at('paid_at'),
})

/** The sandbox's refunds, keyed by our refund reference so a retried refund is the same refund. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundRef: text('refund_ref').primaryKey(),
  refundNo: text('refund_no').notNull().unique(),
  tradeNo: text('trade_no').notNull(),
  amountFen: fen('amount_fen').notNull(),
  createdAt: createdAt(),
})
