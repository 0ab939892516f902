export type Coordinates = { latitude: number; longitude: number };

/** Why the browser gave no position: a message key. */
export const geolocationErrorKey = (code: number | null) => {
  if (code === 1) return 'accountLocationDenied';
  if (code === 3) return 'accountLocationTimeout';
  return 'accountLocationUnavailable';
};

/** The browser's position, rounded to about a metre (6 decimals); no map service is asked. */
export const currentPosition = (geolocation: Geolocation | undefined) =>
  new Promise<Coordinates>((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(geolocationErrorKey(null)));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: Math.round(coords.latitude * 1e6) / 1e6,
          longitude: Math.round(coords.longitude * 1e6) / 1e6,
        }),
      (error) => reject(new Error(geolocationErrorKey(error.code))),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
