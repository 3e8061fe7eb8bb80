// Single home of every product constant (docs/product.md §9). Import from here, never repeat a literal.

export const BRAND = 'CareNest';
export const COPYRIGHT_YEAR = 2023;

export const CARE_TYPES = [
  'assisted-living',
  'independent-living',
  'memory-care',
  'respite-care',
  'adult-daycare',
  'skilled-nursing',
] as const;
export type CareType = (typeof CARE_TYPES)[number];

export const CARE_TYPE_LABELS: Record<CareType, string> = {
  'assisted-living': 'Assisted Living',
  'independent-living': 'Independent Living',
  'memory-care': 'Memory Care',
  'respite-care': 'Respite Care',
  'adult-daycare': 'Adult Daycare',
  'skilled-nursing': 'Skilled Nursing',
};

/** The five chips of the home hero search (docs/product.md §2 "Home search"). */
export const HOME_SEARCH_CARE_TYPES: readonly CareType[] = [
  'assisted-living',
  'independent-living',
  'memory-care',
  'respite-care',
  'adult-daycare',
];

/** The seven links of the header's Services dropdown, in the spec's order. */
export const SERVICE_MENU = [
  { slug: 'assisted-living', label: 'Assisted Living' },
  { slug: 'memory-care', label: 'Memory Care' },
  { slug: 'independent-living', label: 'Independent Living' },
  { slug: 'skilled-nursing', label: 'Skilled Nursing' },
  { slug: 'adult-day-care', label: 'Adult Day Care' },
  { slug: 'home-care', label: 'Home Care' },
  { slug: 'respite-care', label: 'Respite Care' },
] as const;

/** Service-page slugs that are not care types themselves: the header says adult-day-care. */
export const SERVICE_SLUG_ALIASES: Record<string, CareType> = { 'adult-day-care': 'adult-daycare' };

export const ACCOUNT_TYPES = ['seeker', 'provider'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  seeker: 'Family Member',
  provider: 'Care Provider',
};

/** Listings a provider on the Basic plan may have (docs/product.md §6). */
const BASIC_LISTING_LIMIT = 3;

export const PLANS = {
  Basic: {
    name: 'Basic',
    priceUsd: 49,
    listingLimit: BASIC_LISTING_LIMIT,
    features: [`Up to ${BASIC_LISTING_LIMIT} listings`, 'Basic analytics'],
  },
  Premium: {
    name: 'Premium',
    priceUsd: 99,
    listingLimit: null,
    features: ['Unlimited listings', 'Advanced analytics', 'Featured listings'],
  },
} as const;
export type PlanName = keyof typeof PLANS;
export const PLAN_NAMES = ['Basic', 'Premium'] as const;

/**
 * Results per page of the listing search (`pageSize` of GET /api/listings, the browse page, the
 * home page's featured communities), and the most a caller may ask for.
 */
export const LISTING_PAGE_SIZE = { default: 12, max: 50 } as const;

/**
 * Paid placement is a few slots at the top of every page of 12 results, not the whole first pages
 * (docs/decisions/030-featured-slots.md): "Featured" stays rare enough to mean something.
 */
export const FEATURED_SLOTS_PER_PAGE = 3;

export const MAX_IMAGES_PER_LISTING = 5;
/** The largest upload (an image) the server takes, in MB and in bytes. */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** The server's 413 for a larger upload; the avatar picker says the same before uploading. */
export const UPLOAD_TOO_LARGE_MESSAGE = `Images must be ${MAX_UPLOAD_MB} MB or smaller`;
/** The kinds of image an upload may be (the server decodes and re-encodes each; SVG is not one). */
export const UPLOAD_IMAGE_KINDS = 'JPEG, PNG, WebP, GIF, AVIF, HEIC, TIFF';
/**
 * Most pixels an uploaded image may have: 4096 × 4096, about 16.8 megapixels. A listing photo is
 * stored at most 2000 px a side, and phone cameras save 12 MP (4032 × 3024) by default, so this
 * takes every ordinary photo while decoding one costs at most ~67 MB (4 bytes a pixel), not the
 * 160 MB a 40 MP image did.
 */
export const MAX_IMAGE_SIDE = 4096;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
/** Where the email verification link lands (with ?error=TOKEN_EXPIRED|INVALID_TOKEN on failure). */
export const EMAIL_VERIFIED_PATH = '/email-verified';
/** Where the password reset link lands, with ?token=… (or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/reset-password';
export const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused before any work is done on them (hashing, strength check). */
export const MAX_PASSWORD_LENGTH = 128;

/**
 * The longest text each person-entered field accepts, the same in the forms, the API and sign-up
 * (docs/decisions/029-text-limits.md). Without a bound one sign-up name of 900,000 characters grew
 * every page that shows it to megabytes.
 */
export const TEXT_LIMITS = {
  name: 100,
  company: 120,
  /** The longest address SMTP can deliver to. */
  email: 254,
  /** A typed phone number with its punctuation; only its ten digits matter. */
  phone: 30,
  url: 2048,
} as const;
/** Digits of a US phone number (docs/product.md §5: "Phone number must be 10 digits"). */
export const US_PHONE_DIGITS = 10;

/**
 * Fields limited in visible characters (an emoji counts once) also have a bound in UTF-16 units:
 * without it one "character" stacked with thousands of accents would pass. Ten units hold any
 * real character, emoji sequences included; the database backstops use the same factor.
 */
export const UNITS_PER_VISIBLE_CHARACTER = 10;

/** Bounds of the listing search query that the browse page also reads from its URL. */
export const LISTING_QUERY_LIMITS = {
  locationMax: 100,
  locationMessage: 'Location must be at most 100 characters',
  zipPattern: /^\d{5}$/,
  zipMessage: 'Please enter a valid 5-digit zip code',
} as const;
/** Communities side by side on /compare: at least two, at most four (docs/decisions/044). */
export const COMPARE_LIMITS = { min: 2, max: 4 } as const;
/** Saved searches and their e-mail alerts (docs/decisions/045). */
export const SAVED_SEARCH_LIMITS = { perPerson: 10, name: 60, query: 1000 } as const;
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Daily e-mail',
  weekly: 'Weekly e-mail',
  off: 'No e-mails',
};
/** Most new communities listed in one alert e-mail; the link shows them all. */
export const ALERT_LISTINGS_PER_MAIL = 10;
export const DISTANCE = { min: 1, max: 100, step: 1, default: 50, labels: [1, 50, 100] } as const;
/** Miles around a typed city or ZIP when no distance was chosen (docs/decisions/038). */
export const PLACE_RADIUS_DEFAULT = 25;
/** Suggestions the location box offers while typing. */
export const PLACE_SUGGESTIONS_LIMIT = 8;
/** Of those, community names at most (below the places; decision 038). */
export const COMMUNITY_SUGGESTIONS_LIMIT = 3;

/** Orders of the browse results (`sort=` on /browse and GET /api/listings); `best` is the default. */
export const SEARCH_SORTS = [
  'best',
  'distance',
  'price-asc',
  'price-desc',
  'rating',
  'newest',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  best: 'Best match',
  distance: 'Distance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
  newest: 'Newest',
};
export const PRICE_STEP = 100;
export const DEFAULT_PRICE_RANGE = { min: 1000, max: 8000 } as const;
export const EARTH_RADIUS_MILES = 3958.8;
export const SKELETON_CARD_COUNT = 6;
export const FILTER_SPINNER_MS = 300;
export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 7;
export const MOBILE_BREAKPOINT_PX = 768;

/** Shown for a review whose author left no name (docs/product.md §9). */
export const ANONYMOUS_REVIEWER = 'Anonymous User';
export const REVIEW_LIMITS = { title: 100, comment: 1000, minRating: 1, maxRating: 5 } as const;
/** A provider's reply to a review; the details of a report; an admin's reason (decision 034). */
export const REPLY_LIMITS = { text: 1000 } as const;
export const REPORT_LIMITS = { details: 1000, reason: 1000 } as const;
export const LISTING_MINIMUMS = {
  title: 5,
  description: 30,
  address: 5,
  city: 2,
  state: 2,
  zip: 5,
  price: 1,
} as const;
export const LISTING_MAXIMUMS = {
  title: 150,
  description: 5000,
  address: 200,
  city: 100,
  state: 50,
  zip: 10,
  pricingNote: 500,
  careFeeNote: 500,
  price: 1_000_000,
  capacity: 100_000,
  amenity: 60,
  amenities: 60,
} as const;

export const AMENITY_PRESETS = [
  'WiFi',
  'TV',
  'Air Conditioning',
  'Heating',
  'Parking',
  'Wheelchair Accessible',
  'Garden',
  'Fitness Center',
  'Swimming Pool',
  '24/7 Staff',
  'Library',
  'Game Room',
  'Dining Room',
  'Beauty Salon',
  'Transportation Services',
  'Housekeeping',
  'Laundry Services',
  'Pet Friendly',
] as const;
export type Amenity = (typeof AMENITY_PRESETS)[number];

/** Ways of paying a community may accept; the provider ticks them, families filter by them. */
export const PAYMENT_SOURCES = [
  'private-pay',
  'medicaid',
  'medicare',
  'veterans',
  'ltc-insurance',
] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
export const PAYMENT_SOURCE_LABELS: Record<PaymentSource, string> = {
  'private-pay': 'Private pay',
  medicaid: 'Medicaid',
  medicare: 'Medicare (short-stay nursing)',
  veterans: 'Veterans benefits',
  'ltc-insurance': 'Long-term-care insurance',
};

/** Room types a family may require (each selected must be offered). */
export const ROOM_TYPES = ['private', 'shared'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  private: 'Private room',
  shared: 'Shared room',
};

/**
 * The kinds of unit a community prices (docs/decisions/048), each with a monthly range; the
 * listing's starting price is the lowest of them when any is given.
 */
export const PRICED_ROOM_TYPES = [
  'studio',
  'one-bedroom',
  'two-bedroom',
  'shared',
  'companion-suite',
  'memory-care-suite',
] as const;
export type PricedRoomType = (typeof PRICED_ROOM_TYPES)[number];
export const PRICED_ROOM_TYPE_LABELS: Record<PricedRoomType, string> = {
  studio: 'Studio',
  'one-bedroom': 'One bedroom',
  'two-bedroom': 'Two bedroom',
  shared: 'Shared room',
  'companion-suite': 'Companion suite',
  'memory-care-suite': 'Memory-care suite',
};
/**
 * Whether a kind of unit is a private or a shared room: a priced kind says rooms of that sort are
 * available, so the listing's "Private/Shared Rooms Available" must agree with its prices.
 */
export const PRICED_ROOM_SHARING: Record<PricedRoomType, 'private' | 'shared'> = {
  studio: 'private',
  'one-bedroom': 'private',
  'two-bedroom': 'private',
  shared: 'shared',
  'companion-suite': 'shared',
  'memory-care-suite': 'private',
};
/** The listing's "rooms available" checkboxes, by sort of room: its field and its form label. */
export const ROOMS_AVAILABLE = {
  private: { field: 'roomsPrivate', label: 'Private Rooms Available' },
  shared: { field: 'roomsShared', label: 'Shared Rooms Available' },
} as const;
/** Prices not confirmed for this long are flagged to families as possibly out of date. */
export const PRICES_CONFIRMED_FRESH_DAYS = 180;

/** Tour requests (docs/decisions/013): form limits and the abuse limits the server enforces. */
export const TOUR_REQUEST_LIMITS = {
  name: TEXT_LIMITS.name,
  message: 1000,
  minVisitors: 1,
  maxVisitors: 10,
  /** The preferred date is today or later, at most this many days ahead. */
  maxDaysAhead: 90,
  /**
   * Accepted requests per email address (however spelled: name+tag@ is name@) and per client
   * address in a rolling window.
   */
  perEmail: 5,
  perIp: 10,
  /**
   * Signed-out requests one listing accepts in the window. A busy community gets a few tour
   * requests a day; 20 leaves room for that while a handful of throwaway addresses can no longer
   * bury one inbox. Signed-in families are not counted against it.
   */
  perListingFromVisitors: 20,
  windowHours: 24,
} as const;

/**
 * Most markers one map answer carries (docs/decisions/046): enough for every community of a
 * metro area; a wider area says it was cut short, and "Search this area" after zooming in
 * shows the rest.
 */
export const MAP_POINTS_CAP = 1000;
