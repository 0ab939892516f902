/** The ids with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export const moveBanner = (ids: readonly number[], index: number, step: -1 | 1): number[] => {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[index], moved[target]] = [moved[target] as number, moved[index] as number];
  return moved;
};

/** Whether a slide is on the shop now: shown, and today inside its first and last Phnom Penh day. */
export const bannerRunsOn = (
  banner: { isActive: boolean; startDate: string | null; endDate: string | null },
  today: string,
) =>
  banner.isActive &&
  (banner.startDate === null || banner.startDate <= today) &&
  (banner.endDate === null || today <= banner.endDate);
