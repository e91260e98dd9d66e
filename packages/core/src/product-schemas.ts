import { z } from 'zod';
import { IMAGE_URL_PATTERN } from './image.ts';
import { bodyIdSchema, idSchema, pageQueryShape, searchQuerySchema, sortQuerySchema, textSchema, wholeNumberSchema } from './input.ts';
import {
  COUPON_TYPES,
  PRODUCT_CATEGORY_MAX,
  PRODUCT_CATEGORY_MIN,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MIN,
  PRODUCT_FEATURE_MAX,
  PRODUCT_FEATURES_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MIN,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_RELATED_MAX,
  PRODUCT_SORTS,
  PRODUCT_SPEC_KEY_MAX,
  PRODUCT_SPEC_VALUE_MAX,
  PRODUCT_SPECS_MAX,
  PRODUCT_STOCK_MAX,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  SHOP_MESSAGES,
} from './shop.ts';

/*
 * Catalogue validation (SPEC §3 Shop product, Review; §5 Shop) and the shapes the product routes answer,
 * kept apart from ./shop.ts so that pages which only display products do not load zod (./shop.ts re-exports the
 * answer types). Money is integer cents.
 */

/** Images shipped with the app (`/images/products/esp32-s3.svg`): what the seed uses, accepted back on edit. */
const SHIPPED_IMAGE_PATH = /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png|webp|jpg)$/;

const nameSchema = textSchema({ label: 'Name', max: PRODUCT_NAME_MAX, min: PRODUCT_NAME_MIN, requiredMessage: SHOP_MESSAGES.nameRequired, singleLine: true });
const descriptionSchema = textSchema({
  label: 'Description',
  max: PRODUCT_DESCRIPTION_MAX,
  min: PRODUCT_DESCRIPTION_MIN,
  requiredMessage: SHOP_MESSAGES.descriptionRequired,
}).describe('Markdown source');
/** A category name; the server checks it is one of `GET /api/product-categories` ('Invalid product category'). */
const categorySchema = textSchema({ label: 'Category', max: PRODUCT_CATEGORY_MAX, requiredMessage: SHOP_MESSAGES.invalidCategory });
const priceSchema = wholeNumberSchema({ message: SHOP_MESSAGES.invalidPrice, min: 0, max: PRODUCT_PRICE_MAX_CENTS, maxMessage: 'Price is too large' }).describe(
  'Price in integer cents',
);
const stockSchema = wholeNumberSchema({ message: SHOP_MESSAGES.invalidStock, min: 0, max: PRODUCT_STOCK_MAX, maxMessage: 'Stock is too large' }).describe(
  'Units in stock',
);

/** One image of a product: an upload of the caller (`POST /api/images`) or a web address. */
const productImageInputSchema = z.union(
  [
    z.object({ image_id: bodyIdSchema('image') }),
    z.object({
      url: textSchema({ label: 'Image URL', max: 500, requiredMessage: 'Image URL is required', maxMessage: 'Image URL is too long' }).refine(
        (v) => /^https?:\/\/\S+$/i.test(v) || IMAGE_URL_PATTERN.test(v) || SHIPPED_IMAGE_PATH.test(v),
        'Image URL must be a valid URL',
      ),
    }),
  ],
  { error: 'Each image must be {image_id} or {url}' },
);
const imagesSchema = z
  .array(productImageInputSchema, { error: 'Images must be a list' })
  .max(PRODUCT_IMAGES_MAX, SHOP_MESSAGES.tooManyImages)
  .describe(`At most ${PRODUCT_IMAGES_MAX}; the first is the cover`);
const featuresSchema = z
  .array(textSchema({ label: 'Feature', max: PRODUCT_FEATURE_MAX, requiredMessage: 'A feature cannot be empty' }), {
    error: 'Features must be a list of texts',
  })
  .max(PRODUCT_FEATURES_MAX, `At most ${PRODUCT_FEATURES_MAX} features`);
const specsSchema = z
  .array(
    z.object({
      key: textSchema({ label: 'Specification name', max: PRODUCT_SPEC_KEY_MAX, requiredMessage: 'Specification name is required' }),
      value: textSchema({ label: 'Specification value', max: PRODUCT_SPEC_VALUE_MAX, requiredMessage: 'Specification value is required' }),
    }),
    { error: 'Specifications must be a list of {key, value}' },
  )
  .max(PRODUCT_SPECS_MAX, `At most ${PRODUCT_SPECS_MAX} specifications`);
const relatedIdsSchema = z
  .array(bodyIdSchema('product'), { error: 'Related products must be a list of product ids' })
  .max(PRODUCT_RELATED_MAX, `At most ${PRODUCT_RELATED_MAX} related products`)
  .transform((ids) => [...new Set(ids)]);
const hiddenSchema = z.boolean({ error: 'Hidden must be true or false' }).describe(`Admins only (403 '${SHOP_MESSAGES.hideAdminOnly}')`);
const sellerIdSchema = bodyIdSchema('user')
  .nullable()
  .describe("Admins only: the member selling it, or null for the club. Members may send only their own id (default: the caller; admins' default: the club)");

/**
 * `POST /api/products` body. A member's listing is theirs (seller = the caller); an admin's is
 * the club's unless `seller_id` names a member.
 */
export const productCreateSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    category: categorySchema,
    price_cents: priceSchema,
    stock: stockSchema,
    images: imagesSchema.default([]),
    features: featuresSchema.default([]),
    specs: specsSchema.default([]),
    related_ids: relatedIdsSchema.default([]),
    hidden: hiddenSchema.optional(),
    seller_id: sellerIdSchema.optional(),
  })
  .meta({ id: 'ProductCreate' });
export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;

/** `PUT /api/products/{id}` body: the same fields, any subset (a list sent replaces the whole list). */
export const productUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    category: categorySchema.optional(),
    price_cents: priceSchema.optional(),
    stock: stockSchema.optional(),
    images: imagesSchema.optional(),
    features: featuresSchema.optional(),
    specs: specsSchema.optional(),
    related_ids: relatedIdsSchema.optional(),
    hidden: hiddenSchema.optional(),
    seller_id: sellerIdSchema.optional(),
  })
  .meta({ id: 'ProductUpdate' });
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** `seller` filter: 'club' (the club's products) or a member id. */
const sellerFilterSchema = z.preprocess(
  (v) => (v === '' || v === 'all' ? undefined : v),
  z.union([z.literal('club'), idSchema('user')], { error: "Seller must be 'club' or a member id" }).optional(),
);

/**
 * `GET /api/products` query: `q` (name or description, case-insensitive), `category` (a name; '' or 'all' = any),
 * `seller` ('club' or a member id), `sort` (newest, price_asc, price_desc, rating, popular), paging.
 */
export const productListQuerySchema = z.object({
  q: searchQuerySchema(),
  category: z.preprocess(
    (v) => (v === '' || v === 'all' || v === 'All' ? undefined : v),
    textSchema({ label: 'Category', max: PRODUCT_CATEGORY_MAX }).optional(),
  ),
  seller: sellerFilterSchema,
  sort: sortQuerySchema(PRODUCT_SORTS, 'newest'),
  ...pageQueryShape({ defaultLimit: 24, maxLimit: 100 }),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/** `POST /api/admin/product-categories` body. */
export const productCategoryCreateSchema = z
  .object({
    name: textSchema({ label: 'Category name', max: PRODUCT_CATEGORY_MAX, min: PRODUCT_CATEGORY_MIN, requiredMessage: 'Category name is required' }),
  })
  .meta({ id: 'ProductCategoryCreate' });
export type ProductCategoryCreateInput = z.input<typeof productCategoryCreateSchema>;

/** `POST /api/products/{id}/reviews` body (SPEC §3 Review): rating 1–5, title and comment. */
export const reviewCreateSchema = z
  .object({
    rating: wholeNumberSchema({ message: SHOP_MESSAGES.invalidRating, min: REVIEW_RATING_MIN, max: REVIEW_RATING_MAX }),
    title: textSchema({ label: 'Title', max: REVIEW_TITLE_MAX, min: REVIEW_TITLE_MIN, requiredMessage: 'Review title is required', singleLine: true }),
    comment: textSchema({ label: 'Comment', max: REVIEW_COMMENT_MAX, min: REVIEW_COMMENT_MIN, requiredMessage: 'Review comment is required' }),
  })
  .meta({ id: 'ReviewCreate' });
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/*
 * Answers (the response contract of the product routes, shown at /api/docs). Timestamps are ISO-8601 UTC strings.
 */

/** A member as the shop shows them (seller, review author). */
export const shopMemberSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar_url: z.string().nullable().describe('Picture URL; null when none (the web draws initials)'),
  })
  .meta({ id: 'ShopMember' });
export type ShopMember = z.infer<typeof shopMemberSchema>;

/** A product in lists (catalogue, related products, wishlist). */
export const productSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    excerpt: z.string().describe('The description as plain text, at most 160 characters'),
    category: z.string(),
    price_cents: z.number().int().nonnegative(),
    stock: z.number().int().nonnegative(),
    image: z.string().nullable().describe('URL of the cover image; null when none'),
    rating: z.number().min(0).max(5).describe('Average rating, one decimal; 0 without reviews'),
    review_count: z.number().int().nonnegative(),
    sales_count: z.number().int().nonnegative().describe('Units sold'),
    seller: shopMemberSchema.nullable().describe('The member selling it; null = the club'),
    hidden: z.boolean().describe('Hidden by an admin (only admins and the seller see it)'),
    created_at: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A coupon as a product page lists it (SPEC §3 Coupon): `discount` is a percent, or cents for 'fixed'. */
export const productCouponSchema = z
  .object({
    code: z.string(),
    type: z.enum(COUPON_TYPES),
    discount: z.number().int().nonnegative().describe("Percent (1–100) for 'percentage', cents for 'fixed'"),
    description: z.string(),
  })
  .meta({ id: 'ProductCoupon' });
export type ProductCoupon = z.infer<typeof productCouponSchema>;

/** A verified buyer's review (SPEC §3 Review). */
export const productReviewSchema = z
  .object({
    id: z.number().int(),
    author: shopMemberSchema,
    verified: z.literal(true).describe('Only members who bought the product review it'),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    comment: z.string(),
    created_at: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'ProductReview' });
export type ProductReview = z.infer<typeof productReviewSchema>;

/** A product's page (SPEC §2 Shop detail, §3 Shop product). */
export const productDetailSchema = productSummarySchema
  .extend({
    description: z.string().describe('The description rendered to sanitised HTML'),
    description_source: z.string().nullable().describe('Markdown source; only for those who may edit it, else null'),
    images: z
      .array(z.object({ url: z.string(), image_id: z.number().int().nullable() }))
      .describe('Gallery in order, the first is the cover; image_id for uploads, null for web addresses'),
    features: z.array(z.string()),
    specs: z.array(z.object({ key: z.string(), value: z.string() })),
    coupons: z.array(productCouponSchema).describe('Active, unexpired coupons that list this product'),
    related: z.array(productSummarySchema).describe('Related products the viewer may see'),
    related_ids: z.array(z.number().int()).describe('Every related product id in order (what the editor needs)'),
    reviews: z.array(productReviewSchema).describe('Newest first'),
    can_review: z.boolean().describe('Signed-in member who bought it (order not cancelled) and has not reviewed it'),
    my_review_id: z.number().int().nullable().describe("The viewer's own review, if any"),
    can_edit: z.boolean().describe('Whether the viewer may edit and delete it (its seller or an admin)'),
    updated_at: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A shop category (`GET /api/product-categories`). */
export const productCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    position: z.number().int(),
    product_count: z.number().int().nonnegative().describe('Products in it, hidden ones included'),
  })
  .meta({ id: 'ProductCategory' });
export type ProductCategory = z.infer<typeof productCategorySchema>;
