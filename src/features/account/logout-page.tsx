import { useLingui } from '../../i18n/use-lingui';
import { useEffect } from 'react';
import { useFlow } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { container } from '../../ui/layout';
import { PageLayout } from '../../ui/page-layout';
import { Spinner } from '../../ui/status';
import { createLogoutLogic } from '../../../machines/account/logout.machine';
import './english';

/**
 * /logout (docs/rules/screens.md#logout): ends the session, says so and goes home; there is nothing to do here but
 * wait.
 */
export function LogoutPage() {
  const { i18n } = useLingui();
  const logout = useFlow('logout', createLogoutLogic);
  useNavigateOn(logout);
  useEffect(() => logout.send({ type: 'logout.open' }), [logout]);
  return (
    <PageLayout title={i18n._('Logout')}>
      <div className={container}>
        <Spinner label={i18n._('Logging out...')} />
      </div>
    </PageLayout>
  );
}

export default LogoutPage;
