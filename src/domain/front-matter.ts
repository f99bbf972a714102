/**
 * The small part of YAML front matter that content files use: `key: text`, `key: [a, b, c]` and
 * one level of `key:` followed by indented `name: text` lines. Content is written by people at a
 * bank, so anything else is refused with the line it is on rather than guessed at.
 */
export type FrontMatterValue = string | string[] | Record<string, string>;

export interface FrontMatterDocument {
  data: Record<string, FrontMatterValue>;
  body: string;
}

export class FrontMatterError extends Error {}

const FENCE = '---';
const KEY_LINE = /^([A-Za-z_][\w-]*):\s*(.*)$/;
const NESTED_LINE = /^\s+([^:]+?):\s*(.*)$/;

/** `"Buy now, pay later"` as YAML writers quote it: the quotes are not part of the text. */
function unquote(text: string): string {
  const value = text.trim();
  return /^(["']).*\1$/.test(value) && value.length >= 2 ? value.slice(1, -1) : value;
}

function listOrText(raw: string): string | string[] {
  const value = raw.trim();
  if (!value.startsWith('[')) return unquote(value);
  if (!value.endsWith(']')) throw new FrontMatterError(`a list must end with "]": ${value}`);
  return value
    .slice(1, -1)
    .split(',')
    .map(unquote)
    .filter((item) => item !== '');
}

function parseLines(lines: readonly string[]): Record<string, FrontMatterValue> {
  const data: Record<string, FrontMatterValue> = {};
  let open: Record<string, string> | undefined;
  lines.forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const nested = open ? NESTED_LINE.exec(line) : null;
    if (open && nested) {
      open[unquote(nested[1]!)] = unquote(nested[2]!);
      return;
    }
    const match = KEY_LINE.exec(line);
    if (!match) throw new FrontMatterError(`line ${index + 2} is not "name: value": ${line.trim()}`);
    const [, key, value] = match as unknown as [string, string, string];
    open = value.trim() === '' ? {} : undefined;
    data[key] = open ?? listOrText(value);
  });
  return data;
}

/** Splits `---` front matter from the Markdown body; a file without it is refused. */
export function parseFrontMatter(text: string): FrontMatterDocument {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== FENCE) throw new FrontMatterError('the file must start with a "---" line');
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === FENCE);
  if (end === -1) throw new FrontMatterError('the front matter has no closing "---" line');
  return { data: parseLines(lines.slice(1, end)), body: lines.slice(end + 1).join('\n') };
}
