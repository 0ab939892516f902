import { jsonLdText } from '../structured-data';

/** schema.org structured data for search engines; a data block, which the page's script policy does not run. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped (jsonLdText), not markup
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
