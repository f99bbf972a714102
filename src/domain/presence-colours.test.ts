import { describe, expect, it } from 'vitest';
import { PRESENCE_COLOURS, presenceColour } from './presence-colours';

describe('presenceColour', () => {
  it('gives a person the same colour every time, and spreads people over the palette', () => {
    expect(presenceColour('user-ana')).toBe(presenceColour('user-ana'));
    const used = new Set(Array.from({ length: 40 }, (_, index) => presenceColour(`user-${index}`)));
    expect(used.size).toBeGreaterThanOrEqual(PRESENCE_COLOURS.length - 1);
  });
});
