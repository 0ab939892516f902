/** A Google Maps link to the point, for staff to check what they typed. */
export const mapLinkOf = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : `https://www.google.com/maps?q=${latitude},${longitude}`;
