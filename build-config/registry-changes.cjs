// What each registry change does to one app's entry `{ live, stack, canary? }`, the same for every store (the file
// and PostgreSQL): each answers the entry after the change and its history facts, or throws a one-line reason a
// command can print.

/** How many earlier live releases an app keeps for rollbacks. */
const keptLive = 10;

/** Makes `version` live; a running canary of that version is thereby completed, any other canary ends. */
function promoted(app, current, version) {
  if (current?.live === version) throw new Error(`${app} ${version} is live already`);
  const entry = { live: version, stack: [...(current?.stack ?? []), version].slice(-keptLive) };
  return { entry, change: { action: 'promote', app, from: current?.live ?? null, to: version } };
}

/** Gives `version` to `share` % of visitors (a whole number 1–99) beside the live release. */
function canaryStarted(app, current, version, share) {
  if (!Number.isInteger(share) || share < 1 || share > 99)
    throw new Error(`A canary's share is a whole percentage from 1 to 99, not ${share}`);
  if (!current) throw new Error(`${app} has no live release yet: promote one before a canary`);
  if (current.live === version) throw new Error(`${app} ${version} is live already`);
  const entry = { live: current.live, stack: current.stack, canary: { version, share } };
  return { entry, change: { action: 'canary', app, from: current.live, to: version, share } };
}

/** Ends a running canary (the live release stays), else makes the release live before the current one live again. */
function rolledBack(app, current) {
  if (current?.canary) {
    const entry = { live: current.live, stack: current.stack };
    return { entry, change: { action: 'rollback', app, from: current.canary.version, to: current.live } };
  }
  if (!current || current.stack.length < 2)
    throw new Error(`${app} has no earlier live release to roll back to`);
  const stack = current.stack.slice(0, -1);
  const to = /** @type {string} */ (stack.at(-1));
  return { entry: { live: to, stack }, change: { action: 'rollback', app, from: current.live, to } };
}

/** Whether `value` is a registry of live releases (a canary, when there is one, names a version and a share). */
const isRegistry = (value) => {
  const apps = value?.apps;
  return (
    typeof apps === 'object' &&
    apps !== null &&
    Object.values(apps).every(
      (app) =>
        typeof app?.live === 'string' &&
        Array.isArray(app.stack) &&
        (app.canary === undefined ||
          (typeof app.canary?.version === 'string' && Number.isInteger(app.canary?.share))),
    )
  );
};

module.exports = { keptLive, promoted, canaryStarted, rolledBack, isRegistry };
