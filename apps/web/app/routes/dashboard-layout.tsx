import { Outlet, useLocation } from 'react-router';
import { DashboardTabs } from '../features/dashboard/dashboard-tabs';

/** /dashboard and /dashboard/plans: the Overview and Plans tabs. */
export default function DashboardLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <DashboardTabs pathname={pathname} />
      <Outlet />
    </>
  );
}
