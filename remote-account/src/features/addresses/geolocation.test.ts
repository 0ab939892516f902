import { describe, expect, it } from '@jest/globals';
import { currentPosition } from './geolocation';

const browserWith = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
  ({ getCurrentPosition: answer }) as unknown as Geolocation;

describe('current position', () => {
  it('answers the coordinates rounded to six decimals', async () => {
    const geolocation = browserWith((ok) =>
      ok({ coords: { latitude: 11.556374123, longitude: 104.928208987 } } as GeolocationPosition),
    );
    await expect(currentPosition(geolocation)).resolves.toEqual({
      latitude: 11.556374,
      longitude: 104.928209,
    });
  });

  it('names a refusal, a time-out and a missing service by their message keys', async () => {
    for (const [code, key] of [
      [1, 'accountLocationDenied'],
      [3, 'accountLocationTimeout'],
      [2, 'accountLocationUnavailable'],
    ] as const) {
      const geolocation = browserWith((_ok, fail) => fail({ code } as GeolocationPositionError));
      await expect(currentPosition(geolocation)).rejects.toThrow(key);
    }
    await expect(currentPosition(undefined)).rejects.toThrow('accountLocationUnavailable');
  });
});
