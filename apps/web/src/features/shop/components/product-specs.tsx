import type { ProductDetail } from '@esdc/core/shop';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** A titled part of a product's page beside its description; `id` names the heading that labels it. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The features of a product (SPEC §2 Shop detail: features) as a checked list; nothing when it has none. */
export function ProductFeatures({ features }: { features: ProductDetail['features'] }) {
  if (features.length === 0) return null;
  return (
    <DetailSection id="product-features" title="Features">
      <ul className="grid gap-2 sm:grid-cols-2">
        {features.map((f, i) => (
          <li key={`${i}-${f}`} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span className="min-w-0 break-words">{f}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/**
 * The specifications table of a product (SPEC §2 Shop detail; DESIGN: monospace for pin-outs and specifications):
 * key and value rows; nothing when it has none.
 */
export function ProductSpecs({ specs }: { specs: ProductDetail['specs'] }) {
  if (specs.length === 0) return null;
  return (
    <DetailSection id="product-specs" title="Specifications">
      <div className="overflow-x-auto rounded-xl border border-line" tabIndex={0} role="region" aria-label="Specifications table">
        <table className="w-full text-left text-sm">
          <tbody>
            {specs.map((s, i) => (
              <tr key={`${i}-${s.key}`} className="border-b border-line last:border-b-0 odd:bg-surface-2/60">
                <th scope="row" className="w-2/5 px-4 py-2.5 align-top font-semibold">
                  {s.key}
                </th>
                <td className="break-words px-4 py-2.5 font-mono">{s.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
