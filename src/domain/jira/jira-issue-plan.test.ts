import { describe, expect, it } from 'vitest';
import { completeJourney } from '../outputs/test-fixtures';
import { toAdf, toWikiText } from './jira-description';
import { issueSummary, planJiraIssues } from './jira-issue-plan';

const ctx = { domainName: '1. Retail Banking', subdomainName: 'Deposits & Accounts', date: new Date('2026-11-26T10:00:00Z') };
const journey = { name: 'Smart Savings', url: 'https://studio.bank.example/output/brd?journeyId=j1' };

describe('what a journey becomes in Jira', () => {
  it('makes the chosen idea the epic and one story per BRD requirement, each pointing back to the journey', () => {
    const plan = planJiraIssues(completeJourney(), ctx, journey);
    expect(plan.epic.summary).toBe('Round-up Pots');
    expect(plan.epic.description).toContainEqual({ kind: 'heading', text: 'Problem & Opportunity' });
    expect(plan.epic.description).toContainEqual({ kind: 'link', text: 'Sent from Innovation Studio: Smart Savings', url: journey.url });
    expect(plan.stories).toHaveLength(5);
    expect(plan.stories[0]!.summary).toBe('Requirement 1: Round-up Pots resolves the problem the team defined: Young renters find it hard to save regularly');
    expect(plan.stories[4]!.description[1]).toEqual({ kind: 'paragraph', text: 'Functional requirement 5 of 5 in the business requirements for Round-up Pots.' });
  });

  it('keeps summaries on one line and within Jira’s 255 characters', () => {
    const long = `${'Save more '.repeat(40)}\nsecond line`;
    expect(issueSummary(long)).toHaveLength(255);
    expect(issueSummary(long)).not.toMatch(/\n/);
    expect(issueSummary(long).endsWith('…')).toBe(true);
    const state = { ...completeJourney(), problemStatement: long };
    for (const story of planJiraIssues(state, ctx, journey).stories) expect(story.summary.length).toBeLessThanOrEqual(255);
  });
});

describe('descriptions in the form each Jira takes', () => {
  const blocks = [
    { kind: 'heading' as const, text: 'Solution' },
    { kind: 'paragraph' as const, text: '<script>alert(1)</script> *not bold* {code}' },
    { kind: 'list' as const, items: ['first', ''] },
    { kind: 'link' as const, text: 'Back to the journey', url: 'https://studio.bank.example/j?x=1' },
  ];

  it('gives Jira Cloud a document of typed nodes, with user text as text and no empty text node', () => {
    const doc = toAdf(blocks);
    expect(doc).toMatchObject({ version: 1, type: 'doc' });
    expect(doc.content![1]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script> *not bold* {code}' }] });
    expect(doc.content![2]!.content![1]).toEqual({ type: 'listItem', content: [{ type: 'paragraph', content: [] }] });
    expect(doc.content![3]!.content![0]!.marks).toEqual([{ type: 'link', attrs: { href: 'https://studio.bank.example/j?x=1' } }]);
  });

  it('gives Data Center wiki text in which every markup character of user text is escaped', () => {
    const text = toWikiText(blocks);
    expect(text).toContain('h3. Solution');
    expect(text).toContain('<script>alert(1)</script> \\*not bold\\* \\{code\\}');
    expect(text).toContain('[Back to the journey|https://studio.bank.example/j?x=1]');
    expect(toWikiText([{ kind: 'link', text: 'x', url: 'https://a.example/|evil]' }])).toBe('x');
  });
});
