import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import {
  type IdeaPattern,
  type IdeaPatternFile,
  ideaPatternFileSchema,
} from '../../../domain/idea-pattern-schema';
import { BUNDLED_CONTENT_DIR } from '../../content-dir';

/** Our own patterns; a bank adds its own folder through IDEA_PATTERNS_DIR. */
export const BUILTIN_IDEA_PATTERNS_DIR = join(BUNDLED_CONTENT_DIR, 'idea-patterns');

export interface CataloguePattern extends IdeaPattern {
  domain: string;
  subdomain: string;
}

export interface IdeaCatalogue {
  patterns: readonly CataloguePattern[];
}

/** A pattern file that cannot be used; the message names the file, the pattern and the field. */
export class IdeaCatalogueError extends Error {
  constructor(message: string) {
    super(`Idea pattern catalogue: ${message}`);
    this.name = 'IdeaCatalogueError';
  }
}

const shown = (file: string) => relative(process.cwd(), file) || file;

function jsonFilesUnder(dir: string): string[] {
  const isFolder = (() => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  })();
  if (!isFolder) throw new IdeaCatalogueError(`${shown(dir)} is not a folder.`);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .sort();
}

/** "pattern 3 (id "x"), field "addresses": needs 8-16 phrases" for the first problem found. */
function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const [first, index, ...field] = issue.path;
  if (first !== 'patterns' || typeof index !== 'number') {
    return issue.path.length > 0 ? `field "${issue.path.join('.')}": ${issue.message}` : issue.message;
  }
  const patterns = (raw as { patterns?: Array<{ id?: unknown }> }).patterns;
  const id = patterns?.[index]?.id;
  const which = typeof id === 'string' ? `pattern ${index + 1} (id "${id}")` : `pattern ${index + 1}`;
  return field.length > 0
    ? `${which}, field "${field.join('.')}": ${issue.message}`
    : `${which}: ${issue.message}`;
}

function readPatternFile(file: string): IdeaPatternFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new IdeaCatalogueError(`${shown(file)} is not valid JSON (${(error as Error).message}).`);
  }
  const parsed = ideaPatternFileSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const [issue, ...more] = parsed.error.issues;
  const rest =
    more.length > 0 ? ` (and ${more.length} more problem${more.length > 1 ? 's' : ''} in this file)` : '';
  throw new IdeaCatalogueError(`${shown(file)}: ${issue ? describeIssue(issue, raw) : 'invalid'}${rest}.`);
}

/**
 * Reads and checks every pattern file once, at start (DESIGN "AI", docs/decisions.md): our own
 * folder, then the bank's. A bank's patterns add to ours; an id used twice is refused.
 */
export function loadIdeaCatalogue(
  options: { dirs?: readonly string[]; extraDir?: string } = {},
): IdeaCatalogue {
  const dirs = [
    ...(options.dirs ?? [BUILTIN_IDEA_PATTERNS_DIR]),
    ...(options.extraDir ? [options.extraDir] : []),
  ];
  const firstSeenIn = new Map<string, string>();
  const patterns: CataloguePattern[] = [];
  for (const file of dirs.flatMap(jsonFilesUnder)) {
    const { domain, subdomain, patterns: own } = readPatternFile(file);
    own.forEach((pattern, index) => {
      const earlier = firstSeenIn.get(pattern.id);
      if (earlier) {
        throw new IdeaCatalogueError(
          `${shown(file)}: pattern ${index + 1} (id "${pattern.id}"), field "id": already used in ${shown(earlier)}; ids must be unique across the catalogue.`,
        );
      }
      firstSeenIn.set(pattern.id, file);
      patterns.push({ ...pattern, domain, subdomain });
    });
  }
  return { patterns };
}
