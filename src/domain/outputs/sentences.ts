import { oneLine } from './output-context';

/**
 * User text placed inside one of our sentences. Its own closing punctuation would double ours
 * ('Plan for the risks: fraud..'), so it goes; what the user wrote inside is kept.
 */
export function clause(text: string): string {
  return oneLine(text).replace(/[\s.!?;:,]+$/u, '');
}

/** User text as a sentence of its own: exactly one closing mark, a full stop unless it asks or exclaims. */
export function asSentence(text: string): string {
  const line = oneLine(text).replace(/\.{2,}$/u, '.');
  if (line === '') return '';
  return /[.!?…]$/u.test(line) ? line : `${line}.`;
}

function sentencesOf(text: string): string[] {
  return oneLine(text)
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence) => sentence !== '');
}

export function firstSentence(text: string): string {
  return clause(sentencesOf(text)[0] ?? '');
}

const FIGURE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|half|twice|double|triple)\b/iu;

/** The first sentence that states a figure ('wait up to four weeks'): the baseline a target can improve on. */
export function quantifiedSentence(text: string): string {
  return clause(sentencesOf(text).find((sentence) => FIGURE.test(sentence)) ?? '');
}
