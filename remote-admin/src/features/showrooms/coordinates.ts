/** A coordinate typed by staff ("11.5564", " -104,92 ") as a number; blank is null; anything else is NaN. */
export const coordinateOf = (text: string): number | null => {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  return /^-?\d{1,3}(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

/** A Google Maps link to the point, for staff to check what they typed. */
export const mapLinkOf = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : `https://www.google.com/maps?q=${latitude},${longitude}`;
