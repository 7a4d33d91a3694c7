// The routing API the shell and the remotes use: React Router's declarative mode. It is what the shared
// 'react-router' and 'react-router-dom' singletons provide (shared.js), so the page downloads only this
// part of the package — shared whole, React Router is 61 KB gzip, most of it the data router, server
// rendering and RSC that Koinonia does not use. eslint refuses any other import from either package.
module.exports = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useSearchParams',
  'createSearchParams',
  'generatePath',
  'matchPath',
];
