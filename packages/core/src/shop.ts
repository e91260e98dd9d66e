/*
 * Shop (SPEC §2 Shop listing, My Shop, My Products; §3 Shop product; §4 Cart, Coupon; §8 Checkout; §9 Coupon,
 * prices): limits, messages and the display helpers of the catalogue. Zod-free so display code stays small;
 * validation and the response schemas live in ./product-schemas.ts, the cart and coupon math in ./cart.ts.
 * Money is integer cents everywhere.
 */

/** Categories the migration seeds (SPEC §3 Shop product); admins add more. */
export const DEFAULT_PRODUCT_CATEGORIES = ['Hardware', 'Components', 'Tools'] as const;

/** Product name length, in characters. */
export const PRODUCT_NAME_MIN = 3;
export const PRODUCT_NAME_MAX = 120;
/** Product description (markdown source) length, in characters. */
export const PRODUCT_DESCRIPTION_MIN = 20;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
/** Price bounds in cents ($0.00 … $100,000.00). */
export const PRODUCT_PRICE_MAX_CENTS = 10_000_000;
/** Stock bounds (units). */
export const PRODUCT_STOCK_MAX = 1_000_000;
/** At most this many images (the first is the cover), features, specifications and related products. */
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_FEATURES_MAX = 20;
export const PRODUCT_FEATURE_MAX = 200;
export const PRODUCT_SPECS_MAX = 30;
export const PRODUCT_SPEC_KEY_MAX = 60;
export const PRODUCT_SPEC_VALUE_MAX = 200;
export const PRODUCT_RELATED_MAX = 8;
/** Plain-text excerpt of the description in list answers, in characters. */
export const PRODUCT_EXCERPT_MAX = 160;
/** Category name length, in characters. */
export const PRODUCT_CATEGORY_MIN = 2;
export const PRODUCT_CATEGORY_MAX = 40;
/** Review bounds: rating 1–5 stars, title and comment lengths in characters. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2_000;
/** Stars shown for a rating (SPEC §9 "Stars: 5 shown"). */
export const STARS_SHOWN = 5;
/** How long the "coupon applied" message stays, in milliseconds (SPEC §9 coupon message 3 s). */
export const COUPON_MESSAGE_MS = 3_000;

/** Catalogue list sorts (`GET /api/products?sort=`); newest first by default. */
export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Currencies money is shown in: $ in the shop, ₹ for courses (SPEC §9). */
export type Currency = 'USD' | 'INR';

/** Messages of the shop, shown verbatim (SPEC §2 Shop listing, My Shop; §8 Checkout; §5 Shop). */
export const SHOP_MESSAGES = {
  addedToCart: (n: number) => `Added ${n} item(s) to cart!`,
  couponApplied: (code: string) => `Coupon "${code}" applied successfully!`,
  cartEmptyCheckout: 'Your cart is empty!',
  confirmCheckout: (total: string) => `Proceed with checkout? Total: ${total}`,
  orderPlaced: 'Order placed successfully!',
  productNotFoundTitle: 'Product Not Found',
  backToProducts: 'Back to Products',
  noRelated: 'No related products found',
  cartEmpty: 'Your cart is empty',
  wishlistEmpty: 'Your wishlist is empty',
  noOrders: 'No orders yet',
  applied: 'Applied',
  // Server answers.
  productNotFound: 'Product not found',
  invalidCategory: 'Invalid product category',
  nameRequired: 'Product name is required',
  nameShort: `Name must be at least ${PRODUCT_NAME_MIN} characters long`,
  descriptionRequired: 'Product description is required',
  descriptionShort: `Description must be at least ${PRODUCT_DESCRIPTION_MIN} characters long`,
  invalidPrice: 'Price must be a whole number of cents, 0 or more',
  invalidStock: 'Stock must be a whole number, 0 or more',
  tooManyImages: `A product has at most ${PRODUCT_IMAGES_MAX} images`,
  unknownImage: 'Image not found',
  unknownRelated: 'Related product not found',
  relatedSelf: 'A product cannot be related to itself',
  hideAdminOnly: 'Only admins can hide a listing',
  productCreated: 'Product created',
  productUpdated: 'Product updated',
  productDeleted: 'Product deleted',
  categoryExists: 'This category already exists',
  categoryInUse: 'This category is used by products',
  categoryNotFound: 'Category not found',
  categoryCreated: 'Category created',
  categoryDeleted: 'Category deleted',
  reviewNotBuyer: 'Only members who bought this product can review it',
  reviewDuplicate: 'You have already reviewed this product',
  reviewNotFound: 'Review not found',
  reviewCreated: 'Thank you for your review',
  reviewDeleted: 'Review deleted',
  invalidRating: `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
} as const;

/**
 * Money as shown (SPEC §9 "Prices 2 decimals, $ in shop, ₹ in courses"): `formatMoney(1234, 'USD')` → `$12.34`,
 * negative amounts as `-$1.00`, thousands grouped (`$1,234.50`).
 * @param cents integer amount in cents (paise for INR)
 */
export function formatMoney(cents: number, currency: Currency = 'USD'): string {
  const symbol = currency === 'INR' ? '₹' : '$';
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const units = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${grouped}.${rest}`;
}

/**
 * Stars filled for a rating (SPEC §9 "Stars: 5 shown, filled up to the floor of rating"): floor, clamped to 0–5.
 * @param rating average rating, 0–5 (0 = no reviews)
 */
export function starsFilled(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(STARS_SHOWN, Math.max(0, Math.floor(rating)));
}

/**
 * A product's average rating from its aggregates, rounded to one decimal (0 when it has no reviews).
 * @param ratingSum sum of the review ratings (stars)
 * @param reviewCount number of reviews
 */
export function averageRating(ratingSum: number, reviewCount: number): number {
  if (reviewCount <= 0) return 0;
  return Math.round((ratingSum / reviewCount) * 10) / 10;
}

/** Order statuses and coupon kinds are defined once, in ./order.ts and ./cart.ts (re-exported for the catalogue). */
export { ORDER_STATUSES, type OrderStatus } from './order.ts';

export { COUPON_TYPES, type CouponType } from './cart.ts';

/*
 * The shapes the product routes answer are zod schemas in ./product-schemas.ts; their types are re-exported here for
 * display code.
 */
export type {
  ProductCategory,
  ProductCoupon,
  ProductCreateInput,
  ProductDetail,
  ProductListQueryInput,
  ProductReview,
  ProductSummary,
  ProductUpdateInput,
  ReviewCreateInput,
  ShopMember,
} from './product-schemas.ts';
