import { embedText, embeddingTokens, vocabularyWords } from '../../../domain/text-embedding';
import { dot } from '../../../domain/vector-math';
import { wordStem } from '../../../domain/word-stems';
import { MIN_FIT, NEAR_FIT } from './select-for-team';
import { type SearchableCatalogue, candidatesFor } from './team-composition';

/** How well an idea (anyone's, not only the catalogue's) answers the team's problem, by meaning. */
export interface AnswerFit {
  /** 0-1: 1 when the idea proposes what a pattern that fits the problem closely proposes. */
  closeness: number;
  /** The catalogue pattern the idea is closest to, among those that fit the problem. */
  likeTitle: string | undefined;
  /** The idea's words are nearly all the problem's own: it restates the problem, it does not answer it. */
  onlyProblemWords: boolean;
}

/** An idea needs this many words of its own (not the problem's) to be judged at all. */
const OWN_WORDS_NEEDED = 2;
/** Likeness of an idea to a pattern's proposal from which it counts as the same kind of answer. */
const LIKE_FROM = 0.25;
const LIKE_SPAN = 0.3;
/** Likeness of the idea's own words to the problem, from which it counts directly. */
const DIRECT_FROM = 0.2;
const DIRECT_SPAN = 0.35;
const clamp01 = (value: number) => Math.max(0, Math.min(1, value));
/**
 * Shared key words count a little (at most this much closeness), and only for an idea with at
 * least twice as many words of its own: adding the problem's words to a text never raises it.
 */
const SHARED_WORDS_MAX = 0.3;
const SHARED_WORDS_CONSIDERED = 6;

/**
 * Scores an idea by what it proposes, in its own words: the words it shares with the problem are
 * taken out first, so repeating the problem gains nothing. What is left is compared with the
 * problem, and with the proposals of the catalogue's patterns that answer the problem ("Confirmation
 * of Payee everywhere" is like "Payee Name Check", which answers an APP-scam problem).
 */
export function answerFitOf(
  catalogue: SearchableCatalogue,
  place: { domainId: string; subdomainId: string; problemStatement: string },
  idea: { title: string; description: string },
): AnswerFit {
  const { vectors } = catalogue;
  const problemStems = new Set(
    embeddingTokens(place.problemStatement).flatMap((token) => vocabularyWords(token, vectors).map(wordStem)),
  );
  const text = `${idea.title}. ${idea.description}`;
  const ownWords = new Set(
    embeddingTokens(text)
      .flatMap((token) => vocabularyWords(token, vectors))
      .filter((word) => !problemStems.has(wordStem(word))),
  );
  const none = { closeness: 0, likeTitle: undefined };
  if (place.problemStatement.trim() === '') return { ...none, onlyProblemWords: false };
  if (ownWords.size < OWN_WORDS_NEEDED) return { ...none, onlyProblemWords: true };
  const notProblem = (word: string) => (problemStems.has(wordStem(word)) ? 0 : 1);
  const own = embedText(text, vectors, notProblem).vector;
  const problem = embedText(place.problemStatement, vectors).vector;
  const shared = new Set(
    embeddingTokens(text)
      .flatMap((token) => vocabularyWords(token, vectors).map(wordStem))
      .filter((stem) => problemStems.has(stem)),
  ).size;
  const byWords =
    ownWords.size >= 2 * shared
      ? (SHARED_WORDS_MAX * Math.min(shared, SHARED_WORDS_CONSIDERED)) /
        Math.min(problemStems.size, SHARED_WORDS_CONSIDERED)
      : 0;
  let closeness = Math.max(byWords, clamp01((dot(own, problem) - DIRECT_FROM) / DIRECT_SPAN));
  let likeTitle: string | undefined;
  for (const candidate of candidatesFor(catalogue, place)) {
    if (candidate.rank < NEAR_FIT) continue;
    // Both proposals without the problem's words: alike in what they add, not in what they repeat.
    const { title, mechanism } = candidate.entry.pattern;
    const solution = embedText(`${title}. ${mechanism}`, vectors, notProblem).vector;
    const like = clamp01((dot(own, solution) - LIKE_FROM) / LIKE_SPAN);
    const answers = clamp01((candidate.rank - NEAR_FIT) / (MIN_FIT + 0.3 - NEAR_FIT));
    if (like * answers > closeness) {
      closeness = like * answers;
      likeTitle = candidate.entry.pattern.title;
    }
  }
  return { closeness, likeTitle, onlyProblemWords: false };
}
