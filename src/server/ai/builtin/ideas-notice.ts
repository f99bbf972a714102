import type { IdeasNotice } from '../../../domain/ai-api';
import type { TeamComposition } from './team-composition';

export const OFF_TOPIC_NOTICE: IdeasNotice = {
  kind: 'off_topic',
  message:
    'This does not read as a banking problem, so the built-in engine has no ideas for it. Please rephrase it as a problem your bank, its customers or its staff have: who is affected, what goes wrong for them today and what it costs.',
};

/**
 * A problem written in another language: the built-in engine reads English only, and calling a
 * German overdraft problem "not about banking" would be wrong, so it asks for English instead.
 */
export function notEnglishNotice(language: string): IdeasNotice {
  const written = language === 'another language' ? 'in a language other than English' : `in ${language}`;
  return {
    kind: 'not_english',
    message: `This problem seems to be written ${written}. The built-in engine reads English only, so it has no ideas for it yet. Please write the problem in English: who is affected, what goes wrong for them today and what it costs.`,
  };
}

/** Why a round has fewer ideas than asked, or null when it has them all. */
export function fewFitsNotice(composition: TeamComposition, subdomainName: string): IdeasNotice | null {
  const { asked, given, fitting, seenBefore } = composition;
  if (given >= asked) return null;
  const area = subdomainName || 'this area';
  if (seenBefore) {
    return {
      kind: 'few_fits',
      message: `Your team has already seen the catalogue's best fits for this problem, so this round has ${given} new idea${given === 1 ? '' : 's'} instead of ${asked}. Rewording the problem or choosing a neighbouring sub-domain will open up others.`,
    };
  }
  if (fitting === 0) {
    return {
      kind: 'few_fits',
      message: `Nothing in the built-in catalogue for ${area} answers this problem directly, so the ideas shown are broader options. Saying who has the problem and what it costs them today may find closer ones.`,
    };
  }
  const others = given - fitting;
  const broader =
    others > 0 ? `; the other ${others} shown ${others === 1 ? 'is' : 'are'} marked as a broader option` : '';
  return {
    kind: 'few_fits',
    message: `Only ${fitting} idea${fitting === 1 ? '' : 's'} in the built-in catalogue for ${area} fit this problem closely${broader}, so you get ${given} instead of ${asked}. Regenerate Ideas offers looser fits, and saying more about who is affected and what hurts them may find others.`,
  };
}
