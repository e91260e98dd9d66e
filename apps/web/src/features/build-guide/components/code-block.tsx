import { COPIED_INDICATOR_MS } from '@esdc/core/constants';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else a selected hidden textarea and the
 * copy command (plain http on a club server is not a secure context).
 * @returns whether the text was copied
 */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/**
 * A shell command with its label and a Copy button that says 'Copied!' for {@link COPIED_INDICATOR_MS} (2,000 ms;
 * SPEC §2 Build guide, §9).
 */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-surface-2">
      <figcaption className="flex items-center justify-between gap-3 border-b border-line px-4 py-2 text-sm font-semibold">
        <span>{label}</span>
        <button
          type="button"
          onClick={() => void copyText(code).then(setCopied)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-accent-text hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          aria-label={copied ? `Copied: ${label}` : `Copy: ${label}`}
        >
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
        </button>
      </figcaption>
      <pre tabIndex={0} className="overflow-x-auto px-4 py-3 font-mono text-sm leading-relaxed">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
