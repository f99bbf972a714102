import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../support/server-process';

describe("the server's start with a bank's own idea patterns", () => {
  it('refuses to start on a bad pattern, naming the file, the pattern and the field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-patterns-'));
    const badPattern = { id: 'bank-own-idea', title: 'Our Own Idea' };
    writeFileSync(
      join(dir, 'ours.json'),
      JSON.stringify({ domain: 'retail_banking', subdomain: 'insurance', patterns: [badPattern] }),
    );
    const server = await spawnServer({ IDEA_PATTERNS_DIR: dir, DATABASE_URL: join(dir, 'app.db') });
    try {
      const exit = await server.exited;
      expect(exit.code).toBe(1);
      expect(server.output()).toMatch(
        /Idea pattern catalogue: .*ours\.json: pattern 1 \(id "bank-own-idea"\), field "segment"/,
      );
      expect(server.output()).not.toMatch(/listening/);
    } finally {
      await server.kill();
    }
  }, 30_000);
});
