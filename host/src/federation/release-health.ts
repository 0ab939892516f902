// What the first screen carries of release health: page views ('+app') and failures ('!app') wait here for the
// reporter (release-health-reporter.ts), which loads a few seconds after the first screen and sends them. A page
// left before then keeps them in the tab's session storage, and the next page's reporter sends them.

export const healthEvents: string[] = [];
/** The page's runtime configuration (each remote's release), and whether the reporter has taken over. */
export const healthState: { config?: unknown; reporting?: boolean } = {};
export const healthStashKey = 'releaseHealth';

/** A page of `app` is shown (the host's on every page, a section's on each of its pages). */
export const recordPageView = (app: string) => healthEvents.push(`+${app}`);

/** `app` failed on the page shown: its boundary caught an error, its code did not load, or it threw. */
export const recordFailure = (app: string) => healthEvents.push(`!${app}`);

addEventListener('pagehide', () => {
  if (healthState.reporting || !healthEvents.length) return;
  try {
    const pages = JSON.parse(sessionStorage.getItem(healthStashKey) ?? '[]');
    pages.push([healthState.config, healthEvents]);
    sessionStorage.setItem(healthStashKey, JSON.stringify(pages.slice(-100)));
  } catch {
    // no session storage: these page views go unreported
  }
});
