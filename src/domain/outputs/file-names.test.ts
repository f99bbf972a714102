import { describe, expect, it } from 'vitest';
import { journeyFileName, outputFileName } from './file-names';

describe('journeyFileName', () => {
  it('joins a slug of the journey name, the suffix and the extension', () => {
    expect(journeyFileName('Smart Savings', 'pitch', 'pptx')).toBe('smart-savings-pitch.pptx');
    expect(journeyFileName('Smart Savings', 'brd', '.md')).toBe('smart-savings-brd.md');
  });

  it('removes characters that are unsafe in file names and drops accents', () => {
    expect(journeyFileName('  Café / SME: "Pay-by-Bank"?  ', 'infographic', 'txt')).toBe(
      'cafe-sme-pay-by-bank-infographic.txt',
    );
    expect(journeyFileName('../../etc/passwd', 'pitch', 'txt')).toBe('etc-passwd-pitch.txt');
  });

  it("falls back to 'innovation-journey' when nothing usable is left", () => {
    expect(journeyFileName('', 'pitch', 'pptx')).toBe('innovation-journey-pitch.pptx');
    expect(journeyFileName('???', 'brd', 'md')).toBe('innovation-journey-brd.md');
    expect(journeyFileName('日本', 'brd', 'md')).toBe('innovation-journey-brd.md');
  });

  it('leaves out an empty suffix or extension', () => {
    expect(journeyFileName('Smart Savings', '', 'txt')).toBe('smart-savings.txt');
    expect(journeyFileName('Smart Savings', 'pitch', '')).toBe('smart-savings-pitch');
  });

  it('caps a long name at 60 characters without a trailing hyphen', () => {
    const name = journeyFileName(`${'a'.repeat(59)} b${'c'.repeat(30)}`, 'pitch', 'pptx');
    expect(name).toBe(`${'a'.repeat(59)}-pitch.pptx`);
  });
});

describe('outputFileName', () => {
  it('uses the journey name, else the chosen idea, else the fallback', () => {
    const idea = { title: 'Instant Dispute Tracker' };
    expect(outputFileName({ journeyName: 'Q3 Sprint', selectedIdea: idea }, 'pitch', 'pptx')).toBe('q3-sprint-pitch.pptx');
    expect(outputFileName({ journeyName: '  ', selectedIdea: idea }, 'brd', 'docx')).toBe('instant-dispute-tracker-brd.docx');
    expect(outputFileName({ journeyName: '', selectedIdea: null }, 'brd', 'md')).toBe('innovation-journey-brd.md');
  });
});
