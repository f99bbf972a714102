import { getDomain, getSubdomain } from './banking-catalogue';
import type { SharedJourneyAction } from './journey-actions';
import { isRwwAction } from './rww/journey-reducer-rww';
import { describeRwwAction } from './rww/rww-action-summary';
import { describeFacilitationAction, isFacilitationAction } from './facilitation/facilitation-actions';
import { JOURNEY_STAGES, type JourneyState } from './journey-state';
import { VALIDATION_FIELD_LABELS } from './validation-field-labels';

const quoted = (text: string) => `“${text}”`;

function ideaTitle(state: JourneyState, id: string): string {
  const idea = state.ideas.find((candidate) => candidate.id === id) ?? (state.selectedIdea?.id === id ? state.selectedIdea : undefined);
  return idea ? quoted(idea.title) : 'an idea';
}

function memberName(state: JourneyState, id: string): string {
  return state.teamMembers.find((member) => member.id === id)?.name ?? 'an expert';
}

function fieldList(changes: object): string {
  const keys = Object.keys(changes) as Array<keyof typeof VALIDATION_FIELD_LABELS>;
  return keys.map((key) => VALIDATION_FIELD_LABELS[key] ?? key).join(', ');
}

/** One line of the journey's activity list: what the action did, said of the journey before it. */
export function describeAction(before: JourneyState, action: SharedJourneyAction): string {
  if (isRwwAction(action)) return describeRwwAction(action);
  if (isFacilitationAction(action)) return describeFacilitationAction(action);
  switch (action.type) {
    case 'setStage':
      return `moved the journey to ${JOURNEY_STAGES[action.stage] ?? 'another stage'}`;
    case 'addTeamMember':
      return `added ${action.persona.name} to the team`;
    case 'togglePersona':
      return before.teamMembers.some((member) => member.personaId === action.persona.id)
        ? `removed ${action.persona.name} from the team`
        : `added ${action.persona.name} to the team`;
    case 'removeTeamMember':
      return `removed ${memberName(before, action.id)} from the team`;
    case 'updateTeamMember':
      return `edited ${memberName(before, action.id)} in the team`;
    case 'setDomain':
      return action.domainId ? `chose the banking domain ${getDomain(action.domainId)?.name ?? action.domainId}` : 'cleared the banking domain';
    case 'setSubdomain':
      return action.subdomainId
        ? `chose the sub-domain ${getSubdomain(before.selectedDomain, action.subdomainId)?.name ?? action.subdomainId}`
        : 'cleared the sub-domain';
    case 'setProblemStatement':
      return 'edited the problem statement';
    case 'setJourneyName':
      return action.journeyName.trim() ? `renamed the journey to ${quoted(action.journeyName.trim())}` : 'cleared the journey name';
    case 'receiveIdeaRound':
      return `generated ${action.ideas.length} ${action.ideas.length === 1 ? 'idea' : 'ideas'} (${action.generatedBy || 'AI'})`;
    case 'restoreIdeaRound':
      return 'brought back an earlier round of ideas';
    case 'addIdea':
      return `added the idea ${quoted(action.idea?.title?.trim() || 'Untitled Idea')}`;
    case 'updateIdea':
      return `edited the idea ${ideaTitle(before, action.id)}`;
    case 'removeIdea':
      return `deleted the idea ${ideaTitle(before, action.id)}`;
    case 'restoreIdea':
      return `restored the idea ${quoted(action.idea.title)}`;
    case 'setIdeaStar':
      return `${action.starred ? 'starred' : 'unstarred'} ${ideaTitle(before, action.id)}`;
    case 'setIdeaScores':
      return `scored ${ideaTitle(before, action.id)}`;
    case 'castVote':
      return `voted for ${ideaTitle(before, action.id)}`;
    case 'withdrawVote':
      return `took back a vote from ${ideaTitle(before, action.id)}`;
    case 'selectIdea':
      return action.id ? `chose ${ideaTitle(before, action.id)} to validate` : 'cleared the chosen idea';
    case 'mergeIdeas':
      return `merged ${ideaTitle(before, action.mergeId)} into ${ideaTitle(before, action.keepId)}`;
    case 'keepIdeasApart':
      return `kept ${ideaTitle(before, action.ids[0])} and ${ideaTitle(before, action.ids[1])} apart`;
    case 'updateUserPersona':
      return `edited Is It Real? (${fieldList(action.changes)})`;
    case 'updateFeasibility':
      return `edited Can It Win? (${fieldList(action.changes)})`;
    case 'updateViability':
      return `edited Is It Worth It? (${fieldList(action.changes)})`;
    case 'setScores':
      return 'updated the Real / Win / Worth scores';
  }
}
