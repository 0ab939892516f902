// pnpm preview <app> <version> --portal <URL>: prints a link that makes the browser opening it, and only it, run that
// kept release of the app inside the portal, with a bar naming it, for a day (docs/releasing.md). DEPLOY_TOKEN holds
// the app's deploy token or the access token of a staff member with the releases permission.
const [app, version] = process.argv
  .slice(2)
  .filter((arg, at, args) => !arg.startsWith('--') && args[at - 1] !== '--portal');
const portalAt = process.argv.indexOf('--portal');
const portal = portalAt > 0 ? process.argv[portalAt + 1]?.replace(/\/+$/, '') : undefined;
const token = process.env.DEPLOY_TOKEN;

async function preview() {
  if (!app || !version) throw new Error('Which release? pnpm preview <app> <version> --portal <URL>');
  if (!portal) throw new Error(`Which portal? pnpm preview ${app} <version> --portal <URL>`);
  if (!token)
    throw new Error(
      `Set DEPLOY_TOKEN to a deploy token of ${app} or a staff access token with the releases permission`,
    );
  const answer = await fetch(
    `${portal}/admin-api/releases/${encodeURIComponent(app)}/${encodeURIComponent(version)}/preview`,
    { method: 'POST', headers: { Authorization: `Bearer ${token}` } },
  );
  const body = await answer.json().catch(() => null);
  if (!answer.ok)
    throw new Error(
      `The portal refused: ${answer.status} ${body?.message ?? answer.statusText}`.split('\n')[0],
    );
  // The link opens the portal named here, whatever origin the API would put in front of it.
  const link = new URL(body.data.url).searchParams.get('release-preview');
  console.log(`${portal}/?release-preview=${link}`);
}

try {
  await preview();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
