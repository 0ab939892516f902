// The JSX runtime of a remote's development build (build-config/webpack.cjs): `jsxDEV` made of the page's shared
// `react/jsx-runtime`. A remote's development server may be loaded by a production shell (`?remote-override=`), whose
// React has no development JSX runtime; the shared `jsx` and `jsxs` work with either React, and in a development page
// they are React's development ones, with all their checks.
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

export { Fragment };

type Jsx = typeof jsx;

export const jsxDEV = (
  type: Parameters<Jsx>[0],
  props: Parameters<Jsx>[1],
  key: Parameters<Jsx>[2],
  isStaticChildren: boolean,
) => (isStaticChildren ? jsxs : jsx)(type, props, key);
