import { describe, expect, it } from '@jest/globals';
import { coordinateOf } from '@portal/shared/contract';
import { mapLinkOf } from './coordinates';

describe('coordinates typed by staff', () => {
  it('reads decimal degrees with a point or a comma', () => {
    expect(coordinateOf('11.5564')).toBe(11.5564);
    expect(coordinateOf(' 104,9282 ')).toBe(104.9282);
    expect(coordinateOf('-33.9')).toBe(-33.9);
  });

  it('reads blank as no coordinate and words as not a number', () => {
    expect(coordinateOf('  ')).toBeNull();
    expect(coordinateOf('north')).toBeNaN();
    expect(coordinateOf('11.5.6')).toBeNaN();
  });

  it('links to the map only when both are set', () => {
    expect(mapLinkOf(11.5, 104.9)).toBe('https://www.google.com/maps?q=11.5,104.9');
    expect(mapLinkOf(11.5, null)).toBeNull();
  });
});
