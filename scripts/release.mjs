// The release commands (docs/releasing.md):
//   pnpm release <app>            builds a new release of one app; its version alone is the last line printed;
//                                 all but the newest RELEASES_KEEP (5) releases are deleted, save those a rollback
//                                 could still make live
//   pnpm promote <app> <version>  makes a release live (refused when the live apps cannot run beside it); with
//                 [--canary <percent>] gives it to that share of visitors only, until promote completes it
//   pnpm rollback <app>           ends a running canary, else makes the release live before the current one live again
//   pnpm releases <app>           lists the app's releases, the live one marked
// Promote and rollback change the registry only; the servers read it on every page they serve.
// Through a portal's release service instead, with the app's deploy token in DEPLOY_TOKEN:
//   pnpm release <app> --publish <URL>            builds, then uploads the release (`<app> <version> --publish <URL>`
//                                                 uploads a kept release without building it again)
//   pnpm promote|rollback|releases <app> … --portal <URL>
import { createRequire } from 'node:module';
import { incompatibility, registry, releaseApp, releases } from './lib/release.mjs';
import { releaseService } from './lib/release-service.mjs';

const flags = new Set(['--canary', '--reason', '--publish', '--portal']);
const [command, name, version] = process.argv
  .slice(2)
  .filter((arg, at, all) => !flags.has(arg) && !flags.has(all[at - 1]));
const optionOf = (flag) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
};
// The file beside the API's data, or the PostgreSQL server's tables when DATABASE_URL names one.
const store = createRequire(import.meta.url)('../build-config/registry-store.cjs').registryStore();
const changeOptions = { reason: optionOf('--reason') };

function changeLine({ app, action, from, to, share }) {
  if (action === 'canary') return `${app}: ${to} goes to ${share} % of visitors, ${from} stays live`;
  return `${app}: ${from ?? 'nothing'} → ${to} is live`;
}

async function checked(app, wanted) {
  const release = releases.readRelease(app, wanted);
  if (!release) throw new Error(`${app} has no release ${wanted}: see pnpm releases ${app}`);
  const live = registry.liveOf(await store.read());
  const reason = incompatibility(release, live);
  if (reason) throw new Error(`Refused: ${reason}`);
  return release;
}

const commands = {
  async release() {
    const app = releases.appName(name);
    const portal = optionOf('--publish');
    // Asked first, so a pipeline without its token stops before it builds.
    const service = portal && releaseService(portal);
    if (version && !service)
      throw new Error(`pnpm release ${app} ${version} publishes a kept release: add --publish <URL>`);
    const release = version
      ? releases.readRelease(app, version)
      : await releaseApp(app, { log: (line) => console.error(line) });
    if (!release) throw new Error(`${app} has no release ${version}: see pnpm releases ${app}`);
    if (service) {
      await service.publish(app, releases.releaseDir(app, release.version));
      console.error(`Published ${app} ${release.version} to ${portal}`);
    }
    if (!version)
      for (const version of registry.pruneReleases(app, { registry: await store.read() }))
        console.error(`Deleted the old release ${app} ${version}`);
    console.log(release.version);
  },
  async promote() {
    const app = releases.appName(name);
    if (!version)
      throw new Error(`Which release of ${app}? pnpm promote ${app} <version> (see pnpm releases ${app})`);
    const canary = optionOf('--canary');
    const portal = optionOf('--portal');
    if (portal) {
      const share = canary === undefined ? undefined : Number(canary);
      console.log(
        changeLine(await releaseService(portal).promote(app, version, { ...changeOptions, canary: share })),
      );
      return;
    }
    await checked(app, version);
    console.log(
      changeLine(
        canary === undefined
          ? await store.promote(app, version, changeOptions)
          : await store.startCanary(app, version, Number(canary), changeOptions),
      ),
    );
  },
  async rollback() {
    const app = releases.appName(name);
    const portal = optionOf('--portal');
    if (portal) {
      console.log(changeLine(await releaseService(portal).rollback(app, changeOptions)));
      return;
    }
    const { apps } = await store.read();
    // Ending a canary leaves the live release as it is: nothing to check.
    const earlier = !apps[app]?.canary && apps[app]?.stack.at(-2);
    if (earlier) await checked(app, earlier);
    console.log(changeLine(await store.rollback(app, changeOptions)));
  },
  async releases() {
    const app = releases.appName(name);
    const portal = optionOf('--portal');
    const {
      live,
      canary,
      releases: kept,
    } = portal
      ? await releaseService(portal).releases(app)
      : { ...(await store.read()).apps[app], releases: releases.listReleases(app) };
    const mark = (kept) => (kept === live ? '*' : kept === canary?.version ? '~' : ' ');
    if (kept.length === 0) console.log(`${app} has no releases yet: pnpm release ${app}`);
    for (const release of kept)
      console.log(
        `${mark(release.version)} ${release.version}  built ${release.builtAt}  commit ${release.commit}  @portal/shared ${release.app === 'host' ? release.shared.version : release.shared.range}${release.version === canary?.version ? `  canary for ${canary.share} % of visitors` : ''}`,
      );
  },
};

try {
  const run = commands[command];
  if (!run) throw new Error(`Unknown command "${command ?? ''}": one of ${Object.keys(commands).join(', ')}`);
  await run();
  await store.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
