import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF written with the standard fonts (as pdfkit writes them): every content stream is
 * inflated, and each text-showing operator (`Tj`, `TJ`) becomes one line, its hex or literal strings decoded as
 * Windows-1252 (Latin-1 is close enough for tests). Enough to check what a generated certificate says; not a
 * general PDF reader.
 * @param pdf the file's bytes
 * @returns the shown texts, in drawing order
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (/\/FlateDecode/.test(match[1]!) ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    const show = /\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
    for (let op = show.exec(content); op; op = show.exec(content)) {
      const strings = op[1] ?? op[2] ?? '';
      const parts = strings.match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(parts.map(decodePdfString).join(''));
    }
  }
  return lines;
}

/** One PDF string operand: `<hex>` or `(literal)` with its backslash escapes. */
function decodePdfString(token: string): string {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1), 'hex').toString('latin1');
  return token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[e] ?? String.fromCharCode(parseInt(e, 8));
  });
}
