import { useEffect } from 'react';
import { useFlow } from '../app/app-actor';
import { useNavigateOn } from '../app/navigation';
import { container } from '../components/layout';
import { PageLayout } from '../components/page-layout';
import { Spinner } from '../components/status';
import { createLogoutLogic } from '../../machines/logout.machine';

/** /logout (spec §2): ends the session, says so and goes home; there is nothing to do here but wait. */
export function LogoutPage() {
  const logout = useFlow('logout', createLogoutLogic);
  useNavigateOn(logout);
  useEffect(() => logout.send({ type: 'logout.open' }), [logout]);
  return (
    <PageLayout title="Logout">
      <div className={container}>
        <Spinner label="Logging out..." />
      </div>
    </PageLayout>
  );
}

export default LogoutPage;
