import type { SectionName } from '../../app/route-table';
import { manifestOf, wasOpened } from '../../federation/remotes';
import { sectionFiles } from './prefetch-rules';

const asked = new Set<SectionName>();

/**
 * Asks the browser to fetch a section's first files at idle priority (`<link rel="prefetch">`), once per visit, so
 * opening it later costs no wait. A failure changes nothing: the section loads as usual when it is opened.
 */
export async function prefetchSection(name: SectionName) {
  const manifestUrl = manifestOf(name);
  if (!manifestUrl || asked.has(name) || wasOpened(name)) return;
  asked.add(name);
  try {
    const manifest = await (await fetch(manifestUrl)).json();
    for (const href of sectionFiles(manifest, manifestUrl)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.dataset.prefetchSection = name;
      document.head.append(link);
    }
  } catch {
    asked.delete(name);
  }
}
