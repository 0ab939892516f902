import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/** Who may open a page: anyone, a signed-in customer, a business partner, or staff (the back office). */
export type RouteAccess = 'public' | 'signedIn' | 'businessPartner' | 'staff';

/** One page of a remote, as its `src/route-manifest.json` lists it for the host, the first screen and the menus. */
export type RouteEntry = {
  path: string;
  /** the translation key of the page's title */
  title: string;
  /** who may open it, when not the section's default */
  access?: RouteAccess;
  /** the back office's permission area (admin only) */
  area?: string;
  /** listed in the back office's menu (admin only) */
  menu?: boolean;
  /** the screen the host's server draws before the app runs (shop only) */
  firstScreen?: 'home' | 'category' | 'product';
};

export type RouteManifest = { section: string; access: RouteAccess; routes: RouteEntry[] };

/**
 * A remote's route table from its manifest: each listed path drawn by its page, the entry kept as the route's
 * `handle`. Throws when the manifest and the pages disagree, so a path is never listed without a page or served
 * without being listed.
 */
export function manifestRoutes(manifest: RouteManifest, pages: Record<string, ReactNode>): RouteObject[] {
  const listed = new Set(manifest.routes.map((entry) => entry.path));
  const unlisted = Object.keys(pages).filter((path) => !listed.has(path));
  const missing = [...listed].filter((path) => !(path in pages));
  if (unlisted.length || missing.length)
    throw new Error(
      `The ${manifest.section} route manifest and its pages disagree: ${[
        ...missing.map((path) => `${path} has no page`),
        ...unlisted.map((path) => `${path} is not in route-manifest.json`),
      ].join(', ')}`,
    );
  return manifest.routes.map((entry) => ({ path: entry.path, element: pages[entry.path], handle: entry }));
}
