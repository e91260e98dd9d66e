import { productCreateSchema, type ProductCreateInput } from '@esdc/core/product-schemas';
import { digitsToNumber } from '@esdc/core/input';
import type { ProductDetail } from '@esdc/core/shop';
import { z } from 'zod';

/** One image of the editor: an upload (its id and the URL shown) or a web address (`image_id` null). */
export interface ProductImageItem {
  url: string;
  image_id: number | null;
}

/** A related product picked in the editor: its id and name (for the chip). */
export interface PickedProduct {
  id: number;
  name: string;
}

/** A price typed in dollars: digits with up to two decimals ('12', '12.5', '12.50', '.99'). */
const DOLLARS = /^(?:\d{1,9}(?:\.\d{0,2})?|\.\d{1,2})$/;

/** The message of a price that is not an amount in dollars. */
export const PRICE_FORMAT_MESSAGE = 'Enter the price in dollars, e.g. 12.50';

/**
 * A price typed in dollars as integer cents (money is integer cents; the form takes dollars).
 * @param text what the price field holds ('$12.50' and '1,200' are read too)
 * @returns the cents, or null when it is not an amount
 */
export function dollarsToCents(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!DOLLARS.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents as the price field shows them: 1250 → '12.50'. */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The product editor's fields as typed (SPEC §3 Shop product): text as typed, the price in
 * dollars, the stock as digits, images in order (the first is the cover), features and specification rows, related
 * products as picked, and (admins) hidden.
 */
const editorFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price_cents: z.string(),
  stock: z.string(),
  images: z.array(z.custom<ProductImageItem>()),
  features: z.array(z.object({ text: z.string() })),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  related: z.array(z.custom<PickedProduct>()),
  hidden: z.boolean(),
});
/** What the editor holds. */
export type ProductFormValues = z.input<typeof editorFieldsSchema>;

/** Digits typed in a field as their number; other text as NaN, which the core schema refuses with its message. */
function wholeNumberText(text: string): number {
  const value = digitsToNumber(text);
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * The editor's values as the API's body: the price in cents, empty feature and specification rows dropped, images by
 * upload id or URL, related products by id. `hidden` is sent only by admins.
 * @param withHidden whether to send `hidden` (admins)
 */
function productFormToBody(values: ProductFormValues, withHidden: boolean): ProductCreateInput {
  const stock = values.stock.trim();
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    // Not an amount (the editor's schema says so first): NaN, which the core schema refuses with its message.
    price_cents: dollarsToCents(values.price_cents) ?? Number.NaN,
    stock: stock === '' ? 0 : wholeNumberText(stock),
    images: values.images.map((i) => (i.image_id !== null ? { image_id: i.image_id } : { url: i.url })),
    features: values.features.map((f) => f.text).filter((t) => t.trim() !== ''),
    specs: values.specs.filter((s) => s.key.trim() !== '' || s.value.trim() !== ''),
    related_ids: values.related.map((r) => r.id),
    ...(withHidden ? { hidden: values.hidden } : {}),
  };
}

/**
 * The editor's schema: the price must read as dollars ({@link PRICE_FORMAT_MESSAGE}), then the fields converted by
 * {@link productFormToBody} are validated by core's `productCreateSchema`, the schema the server applies (its messages
 * land on the field of the same name: 'Name must be at least 3 characters long', ...).
 * @param withHidden whether the editor sends `hidden` (admins)
 */
export function productFormSchema(withHidden: boolean) {
  return editorFieldsSchema
    .superRefine((values, ctx) => {
      if (dollarsToCents(values.price_cents) === null) ctx.addIssue({ code: 'custom', path: ['price_cents'], message: PRICE_FORMAT_MESSAGE });
    })
    .transform((values) => productFormToBody(values, withHidden))
    .pipe(productCreateSchema);
}
/** What the editor submits: the create body (the edit form sends the same fields). */
export type ProductFormOutput = z.output<ReturnType<typeof productFormSchema>>;

/**
 * An empty editor (create): the first category, one empty feature and specification row.
 * @param category the category chosen at first
 */
export function emptyProductForm(category: string): ProductFormValues {
  return {
    name: '',
    description: '',
    category,
    price_cents: '',
    stock: '1',
    images: [],
    features: [{ text: '' }],
    specs: [{ key: '', value: '' }],
    related: [],
    hidden: false,
  };
}

/** The editor filled from a stored product (edit): its markdown source, price in dollars, every list as stored. */
export function productToFormValues(product: ProductDetail): ProductFormValues {
  const names = new Map(product.related.map((r) => [r.id, r.name]));
  return {
    name: product.name,
    description: product.description_source ?? '',
    category: product.category,
    price_cents: centsToDollars(product.price_cents),
    stock: String(product.stock),
    images: product.images.map((i) => ({ url: i.url, image_id: i.image_id })),
    features: product.features.map((text) => ({ text })),
    specs: product.specs.map((s) => ({ key: s.key, value: s.value })),
    related: product.related_ids.map((id) => ({ id, name: names.get(id) ?? `Product #${id}` })),
    hidden: product.hidden,
  };
}
