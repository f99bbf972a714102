import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANKING_DOMAINS } from '../../../domain/banking-catalogue';
import { BUILTIN_IDEA_PATTERNS_DIR, IdeaCatalogueError, loadIdeaCatalogue } from './load-idea-catalogue';

const pattern = (overrides: Record<string, unknown> = {}) => ({
  id: 'bank-own-cash-flow-alerts',
  title: 'Cash-Flow Early Alerts',
  segment: 'small firms with lumpy receivables',
  pain: 'running short on payroll day without warning',
  mechanism: 'an alert that forecasts the balance from open invoices and warns a week ahead',
  channel: 'business mobile app',
  precedent: 'no direct precedent; closest is forecasting inside accounting software',
  risk: 'forecasts that are wrong erode trust quickly',
  type: 'Service',
  market: 'business',
  lenses: ['technologist'],
  expertise: ['customer analytics'],
  addresses: [
    'cash flow gaps',
    'payroll',
    'late payments',
    'forecasting',
    'overdraft',
    'surprise',
    'receivables',
    'small firms',
  ],
  ...overrides,
});

function folderWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'idea-patterns-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const fileOf = (...patterns: unknown[]) => ({
  domain: 'corporate_sme_banking',
  subdomain: 'credit_lending',
  patterns,
});

describe('idea pattern catalogue loader', () => {
  it("reads our catalogue: every pattern valid, every subdomain's patterns under its own domain", () => {
    const { patterns } = loadIdeaCatalogue();
    expect(patterns.length).toBeGreaterThan(0);
    for (const { domain, subdomain } of patterns) {
      expect(
        BANKING_DOMAINS.find((entry) => entry.id === domain)?.subdomains.some((s) => s.id === subdomain),
      ).toBe(true);
    }
  });

  it("adds a bank's own folder to ours, reading files in sub-folders too", () => {
    const ours = loadIdeaCatalogue().patterns.length;
    const extraDir = folderWith({ 'sme/credit.json': fileOf(pattern()) });
    const { patterns } = loadIdeaCatalogue({ extraDir });
    expect(patterns).toHaveLength(ours + 1);
    expect(patterns.at(-1)).toMatchObject({
      id: 'bank-own-cash-flow-alerts',
      domain: 'corporate_sme_banking',
      subdomain: 'credit_lending',
    });
  });

  it("accepts the example of the folder's README, so the instructions stay true", () => {
    const readme = readFileSync(join(BUILTIN_IDEA_PATTERNS_DIR, 'README.md'), 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const { patterns } = loadIdeaCatalogue({ dirs: [folderWith({ 'example.json': example })] });
    expect(patterns.map((entry) => entry.id)).toEqual(['ourbank-payroll-day-alert']);
  });

  it('names the file, the pattern and the field of a bad entry', () => {
    const dir = folderWith({
      'credit.json': fileOf(pattern(), pattern({ id: 'second-one', addresses: ['too few'] })),
    });
    expect(() => loadIdeaCatalogue({ dirs: [dir] })).toThrowError(
      /credit\.json: pattern 2 \(id "second-one"\), field "addresses": needs 8-16 phrases/,
    );
  });

  it('refuses expertise outside the persona vocabulary, markup, and a subdomain of another domain', () => {
    const cases: Array<[unknown, RegExp]> = [
      [
        fileOf(pattern({ expertise: ['blockchain wizardry'] })),
        /pattern 1 \(id "bank-own-cash-flow-alerts"\), field "expertise\.0": "blockchain wizardry" is not in the persona expertise vocabulary/,
      ],
      [fileOf(pattern({ risk: '<b>bold</b> risk' })), /field "risk": must be plain text/],
      [fileOf(pattern({ title: 'Alerts' })), /field "title": must be 2-5 words/],
      [
        { ...fileOf(pattern()), subdomain: 'investments' },
        /field "subdomain": "investments" is not a subdomain of corporate_sme_banking/,
      ],
    ];
    for (const [content, message] of cases) {
      expect(() => loadIdeaCatalogue({ dirs: [folderWith({ 'bad.json': content })] })).toThrowError(message);
    }
  });

  it('refuses a file that is not JSON, and says which', () => {
    const dir = folderWith({ 'broken.json': '{ "domain": ' });
    expect(() => loadIdeaCatalogue({ dirs: [dir] })).toThrowError(/broken\.json is not valid JSON/);
  });

  it('refuses an id used twice, even across our folder and the bank one', () => {
    const [ours] = loadIdeaCatalogue().patterns;
    const extraDir = folderWith({ 'mine.json': fileOf(pattern({ id: ours!.id })) });
    expect(() => loadIdeaCatalogue({ extraDir })).toThrowError(IdeaCatalogueError);
    expect(() => loadIdeaCatalogue({ extraDir })).toThrowError(
      new RegExp(`mine\\.json: pattern 1 \\(id "${ours!.id}"\\), field "id": already used in`),
    );
  });

  it('refuses a bank folder that does not exist', () => {
    expect(() => loadIdeaCatalogue({ extraDir: '/nonexistent/patterns' })).toThrowError(
      /\/nonexistent\/patterns is not a folder/,
    );
  });
});
