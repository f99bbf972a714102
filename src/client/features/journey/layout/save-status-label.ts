import type { Connection } from '../../../lib/offline/connection';
import type { SaveStatus } from '../store/save-status-kind';

export type SaveStatusIcon = 'busy' | 'saved' | 'warning' | 'offline' | null;

export interface SaveStatusLabel {
  text: string;
  icon: SaveStatusIcon;
  warning: boolean;
}

export const OFFLINE_LABEL = 'Offline: your changes are kept on this device';
export const SERVER_UNREACHABLE_LABEL = 'Server unreachable: your changes are kept on this device';

const LABELS: Record<SaveStatus, string> = {
  idle: '',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'All changes saved',
  retrying: 'Not saved yet: kept on this device, retrying',
  refused: 'Not saved: kept on this device until the text is changed',
  'signed-out': 'Signed out: changes kept on this device',
  'read-only': 'View only',
};

/** These say something the connection does not change: the user must act, or cannot edit. */
const OUTRANK_CONNECTION: ReadonlySet<SaveStatus> = new Set(['refused', 'signed-out', 'read-only']);

/** What the header says about the user's latest work: on the server, on its way, or kept here. */
export function saveStatusLabel(status: SaveStatus, connection: Connection): SaveStatusLabel {
  if (connection !== 'online' && !OUTRANK_CONNECTION.has(status)) {
    return { text: connection === 'offline' ? OFFLINE_LABEL : SERVER_UNREACHABLE_LABEL, icon: 'offline', warning: true };
  }
  const warning = status === 'retrying' || status === 'refused' || status === 'signed-out';
  const icon: SaveStatusIcon = warning ? 'warning' : status === 'saved' ? 'saved' : status === 'saving' || status === 'pending' ? 'busy' : null;
  return { text: LABELS[status], icon, warning };
}
