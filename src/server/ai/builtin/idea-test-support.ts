import { getPersona } from '../../../domain/personas';
import type { Persona } from '../../../domain/persona';
import type { IdeaContext } from '../engine';

export const never = new AbortController().signal;

export function teamOf(...ids: string[]): Persona[] {
  return ids.map((id) => {
    const persona = getPersona(id);
    if (!persona) throw new Error(`no persona ${id}`);
    return persona;
  });
}

export const TEAM_OF_SIX = teamOf('c1', 'c2', 't1', 't2', 'b1', 'b2');

/** An ideas request's context as team-ideas.ts builds it; names are ids for brevity. */
export function contextFor(
  domainId: string,
  subdomainId: string,
  problemStatement: string,
  options: { team?: Persona[]; previousTitles?: string[] } = {},
): IdeaContext {
  return {
    team: options.team ?? TEAM_OF_SIX,
    domainId,
    domainName: domainId,
    subdomainId,
    subdomainName: subdomainId,
    problemStatement,
    previousTitles: options.previousTitles ?? [],
  };
}
