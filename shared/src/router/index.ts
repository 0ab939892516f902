// react-router is not a federated module: apps reach it through this list only.

export type { RouteObject } from 'react-router';
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink as RouterNavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export {
  manifestRoutes,
  type RouteAccess,
  type RouteEntry,
  type RouteManifest,
} from './route-manifest';
