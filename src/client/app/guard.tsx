import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/session';
import { FullPageSpinner } from '../components/full-page-spinner';

/** Protected screens: a spinner while the session loads, /auth (history replaced) when signed out. */
export function RequireSession() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!session) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
