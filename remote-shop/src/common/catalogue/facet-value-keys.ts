/** The translation keys naming the codes the API gives for roasts, grinds and equipment types. */
export const facetValueKeys: Record<'roast' | 'grind' | 'type', Record<string, string>> = {
  roast: {
    light: 'facetRoastLight',
    medium: 'facetRoastMedium',
    mediumDark: 'facetRoastMediumDark',
    dark: 'facetRoastDark',
  },
  grind: {
    wholeBean: 'facetGrindWholeBean',
    espresso: 'facetGrindEspresso',
    filter: 'facetGrindFilter',
  },
  type: {
    espressoMachine: 'facetTypeEspressoMachine',
    grinder: 'facetTypeGrinder',
    brewer: 'facetTypeBrewer',
    tamper: 'facetTypeTamper',
    milkPitcher: 'facetTypeMilkPitcher',
    glassware: 'facetTypeGlassware',
  },
};
