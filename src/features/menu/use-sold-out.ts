import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SoldOutState } from '../../../contract/sold-out';
import { selectSoldOut } from '../../../machines/menu/sold-out.machine';
import { useSystemActor } from '../../app/app-actor';

/** What is sold out right now, kept fresh while this component is on screen (machines/menu/sold-out.machine.ts). */
export function useSoldOut(): SoldOutState {
  const actor = useSystemActor('soldOut');
  useEffect(() => {
    actor.send({ type: 'soldOut.watch' });
    return () => actor.send({ type: 'soldOut.unwatch' });
  }, [actor]);
  return useSelector(actor, selectSoldOut);
}
