// Which remote owns which URLs: read from the remotes' route manifests, the same answer the host's server gives.
export {
  accessOf,
  routeOf,
  type SectionName,
  sectionNames,
  sectionOf,
} from '../../route-manifests.cjs';
