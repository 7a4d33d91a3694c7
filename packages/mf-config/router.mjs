// What the shared 'react-router' and 'react-router-dom' singletons provide: the names in router-exports.js
// (a test keeps the two lists equal). index.js aliases both package names here, and the name below to the
// package's own ES module, which no share key matches.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
} from '@koinonia/react-router-package';
