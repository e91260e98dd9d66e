/*
 * Inserting lines into shared files at places found by their own lines (anchors), never by markers written for the
 * generator. Every helper fails loudly, naming the file and the anchor, when the anchor is missing or ambiguous, so a
 * file that changed shape stops the generator before anything is written.
 */

/** An anchor the generator relies on is missing, or appears more than once. */
export class AnchorError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'AnchorError';
  }
}

/**
 * The index of the one line whose content (leading and trailing white space aside) is `anchor`.
 * @param lines the file's lines
 * @param file the file's path, for the error
 * @param anchor the line to find, e.g. `export const ACTIONS = [`
 * @param from the first line to look at
 * @returns its index
 * @throws AnchorError when no line or several lines match
 */
export function findLine(lines: readonly string[], file: string, anchor: string, from = 0): number {
  const wanted = anchor.trim();
  const hits: number[] = [];
  for (let i = from; i < lines.length; i += 1) if (lines[i]!.trim() === wanted) hits.push(i);
  if (hits.length === 0) throw new AnchorError(file, `could not find the line \`${wanted}\``);
  if (hits.length > 1) throw new AnchorError(file, `the line \`${wanted}\` appears ${hits.length} times; expected once`);
  return hits[0]!;
}

/** The leading white space of a line. */
const indentOf = (line: string) => /^\s*/.exec(line)![0];

/**
 * The index of the line that closes a block: the first line after `open` that is `close` at `open`'s indentation.
 * @param lines the file's lines
 * @param file the file's path, for the error
 * @param open the block's opening line, e.g. `export const ROUTES: readonly RouteDescriptor[] = [`
 * @param close the closing line without indentation, e.g. `];`
 * @returns the closing line's index
 * @throws AnchorError when either is missing
 */
function findClosing(lines: readonly string[], file: string, open: string, close: string): number {
  const start = findLine(lines, file, open);
  const closing = indentOf(lines[start]!) + close;
  for (let i = start + 1; i < lines.length; i += 1) if (lines[i] === closing) return i;
  throw new AnchorError(file, `could not find \`${close}\` closing \`${open.trim()}\``);
}

/**
 * Inserts lines at the end of a block (before its closing line).
 * @param text the file's text
 * @param file the file's path, for the error
 * @param open the block's opening line
 * @param close its closing line without indentation
 * @param insertion the lines to insert, already indented
 * @returns the new text
 * @throws AnchorError when the block is missing
 */
export function insertAtEndOfBlock(text: string, file: string, open: string, close: string, insertion: readonly string[]): string {
  const lines = text.split('\n');
  const at = findClosing(lines, file, open, close);
  lines.splice(at, 0, ...insertion);
  return lines.join('\n');
}

/**
 * Inserts lines right after the one line that is `anchor`.
 * @returns the new text
 * @throws AnchorError when the anchor is missing or ambiguous
 */
export function insertAfterLine(text: string, file: string, anchor: string, insertion: readonly string[]): string {
  const lines = text.split('\n');
  lines.splice(findLine(lines, file, anchor) + 1, 0, ...insertion);
  return lines.join('\n');
}

/**
 * Inserts lines right before the one line that is `anchor`.
 * @returns the new text
 * @throws AnchorError when the anchor is missing or ambiguous
 */
export function insertBeforeLine(text: string, file: string, anchor: string, insertion: readonly string[]): string {
  const lines = text.split('\n');
  lines.splice(findLine(lines, file, anchor), 0, ...insertion);
  return lines.join('\n');
}

/**
 * Inserts a line among sibling lines kept in order (imports, list entries): before the first sibling that sorts after
 * it, or after the last sibling.
 * @param text the file's text
 * @param file the file's path, for the error
 * @param sibling matches the sibling lines; its first group is the sort key
 * @param key the new line's sort key
 * @param line the line to insert
 * @returns the new text
 * @throws AnchorError when no sibling line is found
 */
export function insertSorted(text: string, file: string, sibling: RegExp, key: string, line: string): string {
  const lines = text.split('\n');
  const siblings = lines.flatMap((l, i) => {
    const match = sibling.exec(l);
    return match ? [{ i, key: match[1]! }] : [];
  });
  if (siblings.length === 0) throw new AnchorError(file, `could not find lines like ${String(sibling)}`);
  const after = siblings.find((s) => s.key.localeCompare(key) > 0);
  lines.splice(after ? after.i : siblings.at(-1)!.i + 1, 0, line);
  return lines.join('\n');
}

/**
 * Checks that a file still has what a generated addition relies on (a helper it calls, a name it uses).
 * @throws AnchorError naming what is missing
 */
export function requireText(text: string, file: string, needed: readonly string[]): void {
  for (const piece of needed) if (!text.includes(piece)) throw new AnchorError(file, `expected to find \`${piece}\``);
}
