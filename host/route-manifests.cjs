// Which section owns a URL, read from each remote's route manifest (remote-*/src/route-manifest.json): the shell's
// route table, the host's server and the server-drawn first screen all ask here. A section owns the first path
// segments of its routes, so a remote adds pages under its own segments without the host; a new segment needs a
// host release.
const manifests = {
  shop: require('../remote-shop/src/route-manifest.json'),
  account: require('../remote-account/src/route-manifest.json'),
  services: require('../remote-services/src/route-manifest.json'),
  academy: require('../remote-academy/src/route-manifest.json'),
  admin: require('../remote-admin/src/route-manifest.json'),
};
const sectionNames = Object.keys(manifests);

const segmentsOf = (path) => path.split('/').filter(Boolean);

/** first path segment ('' for the home page) -> section */
const owners = new Map();
for (const section of sectionNames)
  for (const { path } of manifests[section].routes) {
    const first = segmentsOf(path)[0] ?? '';
    const owner = owners.get(first);
    if (owner && owner !== section)
      throw new Error(`/${first} is claimed by both the ${owner} and the ${section} route manifests`);
    owners.set(first, section);
  }

/** The section whose remote draws `pathname`, or undefined for the host's own pages and unknown URLs. */
const sectionOf = (pathname) => owners.get(segmentsOf(pathname.split(/[?#]/)[0] ?? '')[0] ?? '');

/** The route of `routes` that `pathname` opens, and its parameters: the match with the most fixed segments wins. */
function matchRoute(routes, pathname) {
  const parts = segmentsOf(pathname);
  let best;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== parts.length) continue;
    const params = {};
    let fixed = 0;
    const fits = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = parts[i];
        return true;
      }
      fixed += 1;
      return segment === parts[i];
    });
    if (fits && (!best || fixed > best.fixed)) best = { route, params, fixed };
  }
  return best && { route: best.route, params: best.params };
}

/** The section, route entry and parameters of `pathname`, when a route manifest lists it. */
function routeOf(pathname) {
  const section = sectionOf(pathname);
  if (!section) return undefined;
  const manifest = manifests[section];
  const found = matchRoute(manifest.routes, pathname.split(/[?#]/)[0] ?? '');
  return found && { section, access: found.route.access ?? manifest.access, ...found };
}

/** Who may open a section's pages unless a route says otherwise. */
const accessOf = (section) => manifests[section].access;

module.exports = { manifests, sectionNames, sectionOf, matchRoute, routeOf, accessOf };
