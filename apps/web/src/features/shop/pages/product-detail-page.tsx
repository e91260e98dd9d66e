import { listingPath } from '@esdc/core/commerce';
import { formatMoney, SHOP_MESSAGES, type ProductDetail } from '@esdc/core/shop';
import { paths } from '@esdc/core/routes';
import { ChevronRight, PackageX } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { MarkdownContent } from '../../../components/markdown-content';
import { Page } from '../../../components/page';
import { NotFoundPage } from '../../../components/not-found-page';
import { PendingPage } from '../../../components/pending-page';
import { ApiError } from '../../../lib/api-client';
import { useCommerce } from '../../../lib/commerce';
import { MAX_LINE_QUANTITY } from '../api/cart';
import { useProduct } from '../api/products';
import { ProductAddToCart } from '../components/product-add-to-cart';
import { ProductCoupons } from '../components/product-coupons';
import { ProductGallery } from '../components/product-gallery';
import { ProductManageActions } from '../components/product-manage-actions';
import { ProductQuantity } from '../components/product-quantity';
import { ProductRelated } from '../components/product-related';
import { ProductReviews } from '../components/product-reviews';
import { ProductSeller } from '../components/product-seller';
import { ProductFeatures, ProductSpecs } from '../components/product-specs';
import { RatingStars } from '../../../components/rating-stars';
import { ProductStock } from '../components/product-stock';
import { ProductWishlistButton } from '../components/product-wishlist-button';
import { listingOf, type ShopListing } from '../lib/shop-paths';
import { ButtonLink } from '../../../components/button-link';

/** The breadcrumb (SPEC §2 Shop detail: breadcrumb back to /products): Products › category › name. */
function Breadcrumb({ product, listing }: { product?: ProductDetail; listing: ShopListing }) {
  const location = useLocation();
  const backTo = (location.state as { backTo?: string } | null)?.backTo;
  const home = listing === 'shop' ? paths.shop : paths.products;
  const list = backTo?.startsWith(home) ? backTo : home;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        <li>
          <Link to={list} className="font-semibold text-accent-text hover:underline">
            {listing === 'shop' ? 'Shop' : 'Products'}
          </Link>
        </li>
        {product ? (
          <>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li>
              <Link to={`${home}?category=${encodeURIComponent(product.category)}`} className="hover:text-fg hover:underline">
                {product.category}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="min-w-0 truncate font-semibold text-fg">
              {product.name}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

/** 'Product Not Found' with Back to Products (SPEC §2 Shop detail: unknown id), back to the listing it was reached from. */
function ProductNotFound({ listing }: { listing: ShopListing }) {
  return (
    <NotFoundPage
      icon={PackageX}
      title={SHOP_MESSAGES.productNotFoundTitle}
      message="This product may have been removed, or the link is wrong."
      action={<ButtonLink to={listingPath(listing)}>{SHOP_MESSAGES.backToProducts}</ButtonLink>}
    />
  );
}

/**
 * The buying panel: price, stock status, then what the shop offers while it is on (SPEC §3): quantity, Add to Cart,
 * wishlist and the coupons (applied to the cart).
 */
function BuyPanel({ product }: { product: ProductDetail }) {
  const commerce = useCommerce();
  const max = Math.min(product.stock, MAX_LINE_QUANTITY);
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.stock <= 0;
  return (
    <div className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="font-mono text-3xl font-extrabold">{formatMoney(product.price_cents, 'USD')}</p>
        <ProductStock stock={product.stock} />
      </div>
      {commerce.cart ? <ProductQuantity value={Math.min(quantity, Math.max(1, max))} max={max} onChange={setQuantity} disabled={soldOut} /> : null}
      {commerce.cart || commerce.wishlist ? (
        <div className="flex flex-wrap gap-3">
          {commerce.cart ? <ProductAddToCart product={product} quantity={Math.min(quantity, Math.max(1, max))} className="flex-1" /> : null}
          {commerce.wishlist ? <ProductWishlistButton product={product} withLabel /> : null}
        </div>
      ) : null}
      {commerce.cart ? <ProductCoupons coupons={product.coupons} priceCents={product.price_cents} /> : null}
    </div>
  );
}

/**
 * /product/{id} and /shop/product/{id} (SPEC §2 Shop detail): breadcrumb back to the listing; gallery with
 * thumbnails; name, stars and review count; price; stock status; quantity (default 1, integer ≥ 1, non-numeric → 1,
 * capped at the stock); Add to Cart ('Added {n} item(s) to cart!'); wishlist toggle; coupons with Apply; description;
 * features; specifications; customer reviews with the buyer's review form; related products with View Details.
 * The cart, wishlist and coupons show only while the shop is on (SPEC §3). Its seller and admins get Edit and Delete. An unknown or hidden id: 'Product Not Found' with Back to Products.
 */
export default function ProductDetailPage() {
  const params = useParams();
  const location = useLocation();
  const listing = listingOf(location.pathname);
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const product = useProduct(id);
  const status = product.error instanceof ApiError ? product.error.status : null;

  if (!valid || status === 404) return <ProductNotFound listing={listing} />;
  if (product.isError || product.isPending) {
    return (
      <PendingPage
        title="Product"
        back={<Breadcrumb listing={listing} />}
        query={product}
        errorTitle="Failed to load the product"
        loadingMessage="Loading product..."
      />
    );
  }

  const p = product.data;
  const images = p.images.length > 0 ? p.images : p.image ? [{ url: p.image, image_id: null }] : [];
  return (
    <Page title={p.name}>
      <div className="flex flex-col gap-8">
        <Breadcrumb product={p} listing={listing} />
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <ProductGallery images={images} name={p.name} />
          <div className="flex min-w-0 flex-col gap-5">
            <header className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs uppercase tracking-widest text-muted">{p.category}</span>
                {p.hidden ? <Badge tone="warning">Hidden</Badge> : null}
              </div>
              <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{p.name}</h1>
              <RatingStars rating={p.rating} reviews={p.review_count} size="md" />
              <ProductSeller seller={p.seller} />
            </header>
            <ProductManageActions
              product={p}
              afterDelete={listing === 'shop' ? paths.shop : paths.products}
              size="sm"
              editState={{ from: location.pathname }}
            />
            <BuyPanel product={p} />
          </div>
        </div>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section
            aria-labelledby="product-description"
            className="flex min-w-0 flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-7"
          >
            <h2 id="product-description" className="text-xl font-bold">
              Description
            </h2>
            <MarkdownContent html={p.description} />
          </section>
          <div className="flex min-w-0 flex-col gap-8">
            <ProductFeatures features={p.features} />
            <ProductSpecs specs={p.specs} />
          </div>
        </div>
        <ProductReviews product={p} />
        <ProductRelated related={p.related} listing={listing} />
      </div>
    </Page>
  );
}
