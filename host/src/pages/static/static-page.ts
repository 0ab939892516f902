/** A static information page as translation keys: the heading, a lead (also the meta description), sections. */
export type StaticSection = { headingKey?: string; paragraphKeys: string[] };

export type StaticPageContent = {
  titleKey: string;
  descriptionKey: string;
  sections: StaticSection[];
};

export const keysOf = (page: StaticPageContent): string[] => [
  page.titleKey,
  page.descriptionKey,
  ...page.sections.flatMap((section) => [
    ...(section.headingKey ? [section.headingKey] : []),
    ...section.paragraphKeys,
  ]),
];
