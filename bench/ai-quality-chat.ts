/**
 * How well the built-in engine reads what people write (issue 21 items 3, 6 and 7), on the
 * labelled sets kept in `tests/labelled/`: negation and filler in R-W-W drafts, off-topic and
 * foreign-language problems, chat retrieval by kind of question, follow-ups, repeated paragraphs.
 * Imported by `bench/ai-quality.ts`; also runs alone: `npx tsx bench/ai-quality-chat.ts`.
 */
import { pathToFileURL } from 'node:url';
import { builtinEngine } from '../src/server/ai/builtin-engine';
import { answerChat } from '../src/server/ai/builtin/answer-chat';
import { draftRwwFromEntries } from '../src/server/ai/builtin/draft-rww';
import { createKnowledgeBase } from '../src/server/ai/builtin/knowledge-base';
import { loadIdeaCatalogue } from '../src/server/ai/builtin/load-idea-catalogue';
import { loadKnowledgeSheets } from '../src/server/ai/builtin/knowledge-loader';
import type { ChatTurn } from '../src/server/ai/engine';
import { CHAT_FOLLOW_UPS, CHAT_QUESTIONS, type QuestionKind } from '../tests/labelled/chat-questions';
import { FILLER_TEXTS, NEGATION_CASES, STILL_YES_CASES, everyFieldSays, withText } from '../tests/labelled/draft-negation-cases';
import { BANKING, ENGLISH_WITH_FOREIGN_NAMES, NOT_BANKING, NOT_ENGLISH } from '../tests/labelled/problem-topic-cases';
import { BENCH_SUBDOMAINS } from './ai-quality-problems';
import { Tally } from './tally';


function draftFigures(): string[] {
  const notYes = new Tally();
  for (const { item, field, text } of NEGATION_CASES) {
    const draft = draftRwwFromEntries(withText(item, field, text)).drafts.find((d) => d.itemId === item);
    notYes.add(draft?.answer !== 'yes');
  }
  const stillYes = new Tally();
  for (const { item, field, text } of STILL_YES_CASES) {
    const draft = draftRwwFromEntries(withText(item, field, text)).drafts.find((d) => d.itemId === item);
    stillYes.add(draft?.answer === 'yes');
  }
  const fillerNoYes = new Tally();
  let fillerYes = 0;
  for (const filler of FILLER_TEXTS) {
    const yeses = draftRwwFromEntries(everyFieldSays(filler)).drafts.filter((d) => d.answer === 'yes').length;
    fillerYes += yeses;
    fillerNoYes.add(yeses === 0);
  }
  return [
    `drafts: denied or doubted evidence not drafted Yes: ${notYes}`,
    `drafts: plain evidence next to a denial still drafted Yes: ${stillYes}`,
    `drafts: filler in every field ("x", "tbd", "n/a"...) with no Yes at all: ${fillerNoYes} (${fillerYes} Yes drafts in total)`,
  ];
}

function topicFigures(): string[] {
  const engine = builtinEngine({ ideaCatalogue: loadIdeaCatalogue() });
  const assess = (text: string) =>
    engine.assessProblem?.({
      team: [],
      domainId: 'retail_banking',
      domainName: 'Retail Banking',
      subdomainId: 'cards_payments',
      subdomainName: 'Cards & Payments',
      problemStatement: text,
      previousTitles: [],
    })?.kind;
  const noted = new Tally();
  for (const text of NOT_BANKING) noted.add(assess(text) === 'off_topic');
  const bankingKept = new Tally();
  const bench = BENCH_SUBDOMAINS.flatMap((place) => place.problems.map((problem) => problem.text));
  for (const text of [...BANKING, ...bench]) bankingKept.add(assess(text) !== 'off_topic');
  const askedForEnglish = new Tally();
  const calledOffTopic = new Tally();
  for (const { text } of NOT_ENGLISH) {
    const kind = assess(text);
    askedForEnglish.add(kind === 'not_english');
    calledOffTopic.add(kind === 'off_topic');
  }
  const englishKept = new Tally();
  for (const text of ENGLISH_WITH_FOREIGN_NAMES) englishKept.add(assess(text) === undefined || assess(text) === 'few_fits');
  return [
    `problems: not about banking (sharing a banking word) given the off-topic note: ${noted}`,
    `problems: banking problems (labelled + bench) not called off-topic: ${bankingKept}`,
    `problems: foreign-language banking problems asked for English: ${askedForEnglish}; called "not a banking problem": ${calledOffTopic}`,
    `problems: English naming foreign banks and places read as English banking: ${englishKept}`,
  ];
}

/** The ids of the sheets an answer cites, in order. */
function citedIds(sources: readonly string[], idOfTitle: ReadonlyMap<string, string>): string[] {
  return sources.flatMap((title) => idOfTitle.get(title) ?? []);
}

/** Paragraphs of some length that appear twice in one answer. */
function repeatsAParagraph(text: string): boolean {
  const paragraphs = text.split(/\n{2,}/).map((p) => p.trim()).filter((p) => p.length > 40);
  return new Set(paragraphs).size < paragraphs.length;
}

function chatFigures(byMeaning: boolean): string[] {
  const sheets = loadKnowledgeSheets();
  const knowledge = byMeaning ? createKnowledgeBase(sheets) : createKnowledgeBase(sheets, null);
  const idOfTitle = new Map(sheets.map((sheet) => [sheet.title, sheet.id]));
  const byKind = new Map<QuestionKind, Tally>();
  const all = new Tally();
  const repeated = new Tally();
  const times: number[] = [];
  const rightPart = new Tally();
  for (const { question, kind, sheets: expected, part } of CHAT_QUESTIONS) {
    const started = performance.now();
    const answer = answerChat([{ role: 'user', content: question }], knowledge);
    times.push(performance.now() - started);
    const lead = citedIds(answer.sources, idOfTitle)[0];
    const right = expected.length === 0 ? !answer.matched : lead !== undefined && expected.includes(lead);
    if (!byKind.has(kind)) byKind.set(kind, new Tally());
    byKind.get(kind)!.add(right);
    all.add(right);
    if (part !== undefined) rightPart.add(right && answer.text.includes(part));
    repeated.add(repeatsAParagraph(answer.text));
  }
  const followUps = new Tally();
  const refersRight = new Tally();
  for (const { questions, sheet, followsUp, mentions } of CHAT_FOLLOW_UPS) {
    const history: ChatTurn[] = [];
    let answer = answerChat([], knowledge);
    for (const question of questions) {
      history.push({ role: 'user', content: question });
      answer = answerChat(history, knowledge);
      history.push({ role: 'assistant', content: answer.text });
    }
    const lead = citedIds(answer.sources, idOfTitle)[0];
    const mentioned = (mentions ?? []).every((word) => answer.text.includes(word));
    followUps.add(lead === sheet && mentioned);
    refersRight.add(answer.text.includes('Still on') === followsUp);
    repeated.add(repeatsAParagraph(answer.text));
  }
  times.sort((a, b) => a - b);
  const kinds = [...byKind].map(([kind, tally]) => `${kind} ${tally}`).join(', ');
  const how = byMeaning ? 'words and meaning' : 'words only';
  return [
    `chat (${how}): questions answered from a fitting sheet (or honestly not at all): ${all}; by kind: ${kinds}`,
    `chat (${how}): how, compare and list questions answered with the part that answers them: ${rightPart}`,
    `chat (${how}): follow-up conversations answered from the right sheet and part: ${followUps}; read as follow-up or new question rightly: ${refersRight}`,
    `chat (${how}): answers printing a paragraph twice: ${repeated}`,
    `chat (${how}): time per question, p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
  ];
}

/** The figures of this file, a line each. */
export function readingFigures(): string[] {
  return [...draftFigures(), ...topicFigures(), ...chatFigures(false), ...chatFigures(true)];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of readingFigures()) console.log(line);
}
