/** An HTML character reference: `&amp;`, `&#60;`, `&#x3C;`. A lone `&` (R&D) is no reference. */
const CHARACTER_REFERENCE = /&(?=#\d+;|#x[\da-f]+;|[a-z][a-z\d]*;)/gi;
/** A script-running URL scheme written against its target, e.g. `javascript:alert(1)`. */
const SCRIPT_SCHEME = /\b(javascript|vbscript|data):(?=\S)/gi;

/**
 * Generated Markdown made safe to open in a viewer that renders HTML (many editors, wikis and Git
 * hosts do): what the user typed cannot become a tag, an entity, a link or an image there.
 * - `<` becomes `&lt;`: no tag, comment or autolink can open; every Markdown flavour reads the
 *   entity, where a backslash before `<` is not an escape in all of them. A `>` alone opens
 *   nothing, so it stays as typed (our own `Retail Banking > Deposits` too).
 * - `[` and `]` are backslash-escaped: no inline, reference or image link can form.
 * - `&` is escaped only where it would start a character reference, so `R&D` stays as written.
 * - The colon of `javascript:`, `vbscript:` and `data:` directly before a target is written as
 *   `&#58;`, so such a target is dead even where a renderer links bare URLs.
 * Our own templates use none of these characters, so the document keeps its headings, lists,
 * bold labels and tables.
 */
export function escapeMarkdownMarkup(markdown: string): string {
  return markdown
    .replace(CHARACTER_REFERENCE, '&amp;')
    .replaceAll('<', '&lt;')
    .replace(/[[\]]/g, (bracket) => `\\${bracket}`)
    .replace(SCRIPT_SCHEME, '$1&#58;');
}
