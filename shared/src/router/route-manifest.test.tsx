import { describe, expect, it } from '@jest/globals';
import { manifestRoutes, type RouteManifest } from './route-manifest';

const manifest: RouteManifest = {
  section: 'academy',
  access: 'public',
  routes: [
    { path: '/academy/vacancy', title: 'academyVacancies' },
    { path: '/academy/vacancy/my-applications', title: 'academyMyApplications', access: 'signedIn' },
  ],
};

describe("a remote's route table from its manifest", () => {
  it('draws each listed path with its page and keeps the entry as the handle', () => {
    const routes = manifestRoutes(manifest, {
      '/academy/vacancy': <p>list</p>,
      '/academy/vacancy/my-applications': <p>mine</p>,
    });
    expect(routes.map((route) => [route.path, route.handle])).toEqual([
      ['/academy/vacancy', manifest.routes[0]],
      ['/academy/vacancy/my-applications', manifest.routes[1]],
    ]);
  });

  it('refuses a listed path without a page, and a page the manifest does not list', () => {
    expect(() => manifestRoutes(manifest, { '/academy/vacancy': <p>list</p> })).toThrow(
      'The academy route manifest and its pages disagree: /academy/vacancy/my-applications has no page',
    );
    expect(() =>
      manifestRoutes(manifest, {
        '/academy/vacancy': <p />,
        '/academy/vacancy/my-applications': <p />,
        '/academy/secret': <p />,
      }),
    ).toThrow('/academy/secret is not in route-manifest.json');
  });
});
