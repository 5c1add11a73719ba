/** The app's routing, in one place: pages import from here, never from the routing library. */
export {
  createHashRouter,
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router'
