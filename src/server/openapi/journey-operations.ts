import { journeyExportSchema } from '../../domain/audit-api';
import { duplicateIdeasRequestSchema } from '../../domain/duplicate-ideas-api';
import { createJourneySchema, patchJourneySchema, updateJourneySchema } from '../../domain/journey-api';
import { journeyListQuerySchema } from '../../domain/journey-list-query';
import { createInitialJourneyState } from '../../domain/journey-state';
import { moveJourneySchema } from '../../domain/workspace-api';
import { op } from './api-operation';

const state = { ...createInitialJourneyState(), problemStatement: 'Card disputes take three weeks to settle.' };
const summary = {
  id: '{id}',
  workspaceId: '{workspaceId}',
  name: 'Faster card disputes',
  status: 'in_progress',
  currentStage: 1,
  version: 3,
  lastEditedBy: 'Ana Silva',
};

/** The journeys themselves: list, create, read, save, rename or finish, delete, move, export. */
export const journeyOperations = [
  op({
    method: 'get',
    path: '/api/journeys',
    tag: 'Journeys',
    summary: 'List a workspace’s journeys, a page at a time',
    description: 'Pages of 50, newest change first unless sorted otherwise; `cursor` from the answer asks for the next page.',
    scope: 'journeys:read',
    roles: 'any member',
    query: journeyListQuerySchema,
    success: { status: 200, description: 'One page of journeys, and the cursor of the next.', example: { journeys: [summary], nextCursor: null, matching: 1, counts: { inProgress: 1, completed: 0 } } },
  }),
  op({
    method: 'post',
    path: '/api/journeys',
    tag: 'Journeys',
    summary: 'Create a journey',
    scope: 'journeys:write',
    roles: 'owners and editors',
    body: createJourneySchema,
    example: { name: 'Faster card disputes', state, workspaceId: '{workspaceId}' },
    success: { status: 201, description: 'The journey as stored.', example: { journey: { ...summary, version: 1, state } } },
  }),
  op({
    method: 'get',
    path: '/api/journeys/{id}',
    tag: 'Journeys',
    summary: 'Read a journey, with its whole working state',
    scope: 'journeys:read',
    roles: 'any member',
    success: { status: 200, description: 'The journey and the caller’s role on it.', example: { journey: { ...summary, state }, role: 'editor' } },
  }),
  op({
    method: 'put',
    path: '/api/journeys/{id}',
    tag: 'Journeys',
    summary: 'Save a whole journey state',
    description: 'For callers that do not send changes: refused with 409 when the journey changed since `version`.',
    scope: 'journeys:write',
    roles: 'owners and editors',
    body: updateJourneySchema,
    example: { state, version: 3 },
    success: { status: 200, description: 'The journey as stored.', example: { journey: { ...summary, version: 4, state } } },
    errors: { 409: 'The journey changed since that version; the answer carries it as it is now.' },
  }),
  op({
    method: 'patch',
    path: '/api/journeys/{id}',
    tag: 'Journeys',
    summary: 'Rename a journey, or mark it finished or in progress',
    scope: 'journeys:write',
    roles: 'owners and editors',
    body: patchJourneySchema,
    example: { name: 'Disputes settled in a day', status: 'completed' },
    success: { status: 200, description: 'The journey as stored.', example: { journey: { ...summary, name: 'Disputes settled in a day', status: 'completed', state } } },
  }),
  op({
    method: 'delete',
    path: '/api/journeys/{id}',
    tag: 'Journeys',
    summary: 'Delete a journey',
    scope: 'journeys:write',
    roles: 'owners and editors',
    success: { status: 204, description: 'Deleted, with its history and comments.' },
  }),
  op({
    method: 'post',
    path: '/api/journeys/{id}/move',
    tag: 'Journeys',
    summary: 'Move a journey to another workspace',
    scope: 'journeys:write',
    roles: 'owners',
    body: moveJourneySchema,
    example: { workspaceId: '{otherWorkspaceId}' },
    success: { status: 200, description: 'The journey in its new workspace.', example: { journey: { ...summary, workspaceId: '{otherWorkspaceId}', state } } },
  }),
  op({
    method: 'post',
    path: '/api/journeys/{id}/exports',
    tag: 'Journeys',
    summary: 'Record that a journey’s output leaves the app',
    description: 'The output files are built by the caller; this puts the export on the workspace’s audit trail first.',
    scope: 'journeys:read',
    roles: 'any member',
    body: journeyExportSchema,
    example: { format: 'docx', document: 'brd' },
    success: { status: 204, description: 'Recorded on the audit trail.' },
  }),
  op({
    method: 'post',
    path: '/api/journeys/{id}/duplicate-ideas',
    tag: 'Journeys',
    summary: 'Find ideas that say the same thing, even in other words',
    scope: 'journeys:read',
    roles: 'any member',
    body: duplicateIdeasRequestSchema,
    example: {
      ideas: [
        { id: 'idea-1', title: 'Instant card freeze', description: 'Freeze a card from the app in one tap.' },
        { id: 'idea-2', title: 'One-tap card lock', description: 'Lock a lost card straight away from the phone.' },
      ],
      keptApart: [],
    },
    success: { status: 200, description: 'Likely duplicates, the first of each pair being the one a merge keeps.', example: { pairs: [{ firstId: 'idea-1', secondId: 'idea-2', similarity: 0.82 }] } },
  }),
];
