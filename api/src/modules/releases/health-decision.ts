/** Page loads of one release over a window, and how many of them failed. */
export type LoadCounts = { loads: number; failures: number };

/** When a canary is ended: enough page loads to judge it, and how far above the live release's rate is too far. */
export type CanaryRules = { minLoads: number; margin: number };

export type CanaryVerdict = { end: boolean; canaryRate: number; liveRate: number; reason: string };

const rateOf = ({ loads, failures }: LoadCounts) => (loads > 0 ? Math.min(1, failures / loads) : 0);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
// 0.07 − 0.02 is 0.05000000000000001 in floating point: "more than the margin" must not hang on that.
const tolerance = 1e-9;

/**
 * Whether a canary fails too often to go on: only once it has `minLoads` page loads, and only when its failure rate
 * is above the live release's by more than `margin` (absolute). A live release without loads counts as failing none.
 */
export const canaryVerdict = (
  { canary, live }: { canary: LoadCounts; live: LoadCounts },
  { minLoads, margin }: CanaryRules,
): CanaryVerdict => {
  const canaryRate = rateOf(canary);
  const liveRate = rateOf(live);
  const end = canary.loads >= minLoads && canaryRate - liveRate > margin + tolerance;
  const reason =
    `failure rate ${percent(canaryRate)} (${canary.failures} of ${canary.loads} page loads) against ` +
    `${percent(liveRate)} live (${live.failures} of ${live.loads}): ` +
    `${end ? 'above' : 'within'} the margin of ${percent(margin)}`;
  return { end, canaryRate, liveRate, reason };
};
