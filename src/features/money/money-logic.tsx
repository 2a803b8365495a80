import { useEffect } from 'react';
import { saveDownload } from '../../lib/save-download';
import { useAdminFlow } from '../../app/admin-area';

/** The money screen's flow, its files saved as the browser's downloads while the screen shows. */
export function useMoneyActor() {
  const actor = useAdminFlow('money');
  useEffect(() => {
    const files = actor.on('save', ({ name, text }) => saveDownload(name, text));
    return () => files.unsubscribe();
  }, [actor]);
  return actor;
}
