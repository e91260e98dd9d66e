import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/button';
import { notify } from '../../../lib/toast';

/**
 * 'Copy verification link': copies the absolute address of a certificate's public page to the clipboard and says so
 * (a toast, and the button reads 'Link copied' for two seconds). Where the clipboard is not available, the toast shows
 * the address to copy by hand.
 * @param path the page's in-app path, e.g. '/certificates/ESDC-ABCD-1234'
 * @param label the button's text; `srLabel` extra words for screen readers (e.g. which certificate)
 */
export function CopyLinkButton({
  path,
  label = 'Copy verification link',
  srLabel,
  variant = 'secondary',
  size = 'sm',
}: {
  path: string;
  label?: string;
  srLabel?: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const url = new URL(path, window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      void notify('Verification link copied', 'success');
    } catch {
      void notify(`Copy this link: ${url}`, 'info');
    }
  };
  return (
    <Button variant={variant} size={size} onClick={() => void copy()}>
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Link2 className="size-4" aria-hidden="true" />}
      {copied ? 'Link copied' : label}
      {srLabel ? <span className="sr-only"> {srLabel}</span> : null}
    </Button>
  );
}
