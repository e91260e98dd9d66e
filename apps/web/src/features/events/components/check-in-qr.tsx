import { useEffect, useState } from 'react';

/** Modules of white border around the symbol (the QR specification's quiet zone). */
const QUIET_ZONE = 4;

/**
 * The SVG path of a QR symbol's dark modules: one `h1v1h-1z` square per module, in module units.
 * @param size modules per side
 * @param isDark whether the module at (row, column) is dark
 */
function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return d;
}

/** The symbol of a text: its size and path, or null while the encoder loads (or when it cannot encode the text). */
function useQrSymbol(text: string): { size: number; path: string } | null {
  const [symbol, setSymbol] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    // The encoder (qrcode-generator, an ES module) is loaded with the first registration shown, never with the page.
    void import('qrcode-generator')
      .then(({ default: qrcode }) => {
        const qr = qrcode(0, 'M');
        qr.addData(text);
        qr.make();
        const size = qr.getModuleCount();
        if (live) setSymbol({ text, size, path: qrPath(size, (row, col) => qr.isDark(row, col)) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return symbol && symbol.text === text ? symbol : null;
}

/**
 * A registration's check-in code as a QR code, for organisers to scan at the door (SPEC §2 Events: check-in), drawn as
 * an SVG (dark modules on white in both themes, as scanners expect) with the code itself as text below for typing.
 * @param code the registration's check-in code, e.g. 'K7MQ2XPA'
 * @param size the drawing's width and height in CSS pixels
 */
export function CheckInQr({ code, size = 176 }: { code: string; size?: number }) {
  const symbol = useQrSymbol(code);
  const full = symbol ? symbol.size + QUIET_ZONE * 2 : 1;
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="rounded-xl bg-white p-1 shadow-sm ring-1 ring-line" style={{ width: size + 8, height: size + 8 }}>
        {symbol ? (
          <svg
            role="img"
            aria-label={`QR code of check-in code ${code}`}
            viewBox={`0 0 ${full} ${full}`}
            width={size}
            height={size}
            shapeRendering="crispEdges"
            data-qr-code={code}
          >
            <rect width={full} height={full} fill="#fff" />
            <path d={symbol.path} fill="#000" />
          </svg>
        ) : (
          <div className="size-full animate-pulse rounded-lg bg-black/10" aria-hidden="true" />
        )}
      </div>
      <figcaption className="text-center text-sm text-muted">
        Check-in code <code className="block font-mono text-lg font-bold tracking-[0.2em] text-fg">{code}</code>
      </figcaption>
    </figure>
  );
}
