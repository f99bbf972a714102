import type { Selectable } from 'kysely';
import type { JourneyChange } from '../../domain/journey-live';
import { readStoredState } from '../db/journey-columns';
import type { JourneyChangeTable } from '../db/schema';

export type ChangeRow = Selectable<JourneyChangeTable> & { author_name: string | null };

export function toJourneyChange(row: ChangeRow): JourneyChange {
  const base = {
    version: row.version,
    at: row.created_at,
    by: row.user_id && row.author_name !== null ? { id: row.user_id, name: row.author_name } : null,
    summary: JSON.parse(row.summary) as string[],
  };
  const textUpdates = row.text_updates ? { textUpdates: JSON.parse(row.text_updates) as Record<string, string> } : {};
  if (row.kind === 'actions') {
    const texts = row.texts ? { texts: JSON.parse(row.texts) as Record<string, string> } : {};
    return { ...base, kind: 'actions', batchId: row.batch_id, actions: JSON.parse(row.actions ?? '[]'), ...texts, ...textUpdates };
  }
  if (row.kind === 'status') return { ...base, kind: 'status', status: row.status === 'completed' ? 'completed' : 'in_progress' };
  return { ...base, kind: row.kind, state: readStoredState(row.state ?? '{}'), ...textUpdates };
}
