import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type KnowledgeSheet, KnowledgeSheetError, parseKnowledgeSheet } from '../../../domain/knowledge-sheet';
import { ConfigError } from '../../config/index';
import { BUNDLED_CONTENT_DIR } from '../../content-dir';

/** The sheets that ship with Innovation Studio. */
export const BUNDLED_KNOWLEDGE_DIR = join(BUNDLED_CONTENT_DIR, 'knowledge');

const displayPath = (file: string) => relative(process.cwd(), file) || file;

function refuse(file: string, field: string, problem: string): never {
  throw new ConfigError(`Invalid knowledge sheet ${displayPath(file)}: ${field}: ${problem}`);
}

function sheetFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    throw new ConfigError(`KNOWLEDGE_DIR: cannot read the folder ${dir} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return names
    .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .sort()
    .map((name) => join(dir, name));
}

function readSheet(file: string): KnowledgeSheet {
  try {
    const sheet = parseKnowledgeSheet(readFileSync(file, 'utf8'));
    const expectedId = file.replace(/^.*[\\/]/, '').replace(/\.md$/, '');
    if (sheet.id !== expectedId) refuse(file, 'id', `"${sheet.id}" must match the file name "${expectedId}.md"`);
    return sheet;
  } catch (error) {
    if (error instanceof KnowledgeSheetError) refuse(file, error.field, error.problem);
    throw error;
  }
}

/**
 * Reads and checks every sheet once, at start: the bundled ones, then each extra folder (a bank's
 * KNOWLEDGE_DIR), whose sheet replaces a bundled one of the same id. Any fault stops the start
 * with one message naming the file and the field.
 */
export function loadKnowledgeSheets(extraDirs: readonly string[] = []): KnowledgeSheet[] {
  const byId = new Map<string, { sheet: KnowledgeSheet; file: string }>();
  for (const dir of [BUNDLED_KNOWLEDGE_DIR, ...extraDirs]) {
    const files = sheetFiles(dir);
    if (files.length === 0 && dir !== BUNDLED_KNOWLEDGE_DIR) {
      throw new ConfigError(`KNOWLEDGE_DIR: the folder ${dir} holds no .md knowledge sheets`);
    }
    for (const file of files) {
      const sheet = readSheet(file);
      byId.set(sheet.id, { sheet, file });
    }
  }
  for (const { sheet, file } of byId.values()) {
    const unknown = sheet.related.find((id) => !byId.has(id));
    if (unknown) refuse(file, 'related', `there is no sheet with the id "${unknown}"`);
  }
  return [...byId.values()].map(({ sheet }) => sheet);
}
