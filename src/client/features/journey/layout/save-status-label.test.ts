import { describe, expect, it } from 'vitest';
import type { SaveStatus } from '../store/save-status-kind';
import { OFFLINE_LABEL, SERVER_UNREACHABLE_LABEL, saveStatusLabel } from './save-status-label';

describe('saveStatusLabel', () => {
  it('says where the work is while the server is out of reach, whatever the sync was doing', () => {
    for (const status of ['idle', 'pending', 'saving', 'saved', 'retrying'] as SaveStatus[]) {
      expect(saveStatusLabel(status, 'offline')).toEqual({ text: OFFLINE_LABEL, icon: 'offline', warning: true });
      expect(saveStatusLabel(status, 'server-unreachable')).toEqual({ text: SERVER_UNREACHABLE_LABEL, icon: 'offline', warning: true });
    }
    expect(OFFLINE_LABEL).toBe('Offline: your changes are kept on this device');
  });

  it('lets a refusal, a sign-out or view-only access speak over the connection: they need the user, not the network', () => {
    expect(saveStatusLabel('refused', 'offline').text).toBe('Not saved: kept on this device until the text is changed');
    expect(saveStatusLabel('signed-out', 'offline').text).toBe('Signed out: changes kept on this device');
    expect(saveStatusLabel('read-only', 'server-unreachable')).toEqual({ text: 'View only', icon: null, warning: false });
  });

  it('reads as before once connected', () => {
    expect(saveStatusLabel('saved', 'online')).toEqual({ text: 'All changes saved', icon: 'saved', warning: false });
    expect(saveStatusLabel('saving', 'online')).toEqual({ text: 'Saving…', icon: 'busy', warning: false });
    expect(saveStatusLabel('retrying', 'online')).toEqual({ text: 'Not saved yet: kept on this device, retrying', icon: 'warning', warning: true });
    expect(saveStatusLabel('idle', 'online')).toEqual({ text: '', icon: null, warning: false });
  });
});
