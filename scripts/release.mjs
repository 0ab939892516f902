// The release commands (docs/releasing.md):
//   pnpm release <app>            builds a new release of one app; its version alone is the last line printed;
//                                 all but the newest RELEASES_KEEP (5) releases are deleted, save those a rollback
//                                 could still make live
//   pnpm promote <app> <version>  makes a release live (refused when the live apps cannot run beside it)
//   pnpm rollback <app>           makes the release that was live before the current one live again
//   pnpm releases <app>           lists the app's releases, the live one marked
// Promote and rollback change the registry only; the servers read it on every page they serve.
import { incompatibility, registry, releaseApp, releases } from './lib/release.mjs';

const [command, name, version] = process.argv.slice(2);

function changeLine({ app, from, to }) {
  return `${app}: ${from ?? 'nothing'} → ${to} is live`;
}

function checked(app, wanted) {
  const release = releases.readRelease(app, wanted);
  if (!release) throw new Error(`${app} has no release ${wanted}: see pnpm releases ${app}`);
  const live = registry.liveOf(registry.readRegistry());
  const reason = incompatibility(release, live);
  if (reason) throw new Error(`Refused: ${reason}`);
  return release;
}

const commands = {
  async release() {
    const app = releases.appName(name);
    const release = await releaseApp(app, { log: (line) => console.error(line) });
    for (const version of registry.pruneReleases(app))
      console.error(`Deleted the old release ${app} ${version}`);
    console.log(release.version);
  },
  async promote() {
    const app = releases.appName(name);
    if (!version)
      throw new Error(`Which release of ${app}? pnpm promote ${app} <version> (see pnpm releases ${app})`);
    checked(app, version);
    console.log(changeLine(await registry.promote(app, version)));
  },
  async rollback() {
    const app = releases.appName(name);
    const { apps } = registry.readRegistry();
    const earlier = apps[app]?.stack.at(-2);
    if (earlier) checked(app, earlier);
    console.log(changeLine(await registry.rollback(app)));
  },
  async releases() {
    const app = releases.appName(name);
    const live = registry.liveOf(registry.readRegistry())[app];
    const kept = releases.listReleases(app);
    if (kept.length === 0) console.log(`${app} has no releases yet: pnpm release ${app}`);
    for (const release of kept)
      console.log(
        `${release.version === live ? '*' : ' '} ${release.version}  built ${release.builtAt}  commit ${release.commit}  @portal/shared ${release.app === 'host' ? release.shared.version : release.shared.range}`,
      );
  },
};

try {
  const run = commands[command];
  if (!run) throw new Error(`Unknown command "${command ?? ''}": one of ${Object.keys(commands).join(', ')}`);
  await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
