import { useActorRef } from '@xstate/react';
import { createContext, use, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { MoneyApi } from '../../../machines/admin/money-api';
import { moneyMachine } from '../../../machines/admin/money.machine';
import type { NotifyEvent } from '../../../machines/shared/notify';
import { createHttp } from '../../api/http';
import { useAppActor } from '../../app/app-actor';
import { API_BASE } from '../../api/api-base';
import { showToast } from '../../app/toast-queue';
import { readCookie } from '../account/cookies';
import { createMoneyApi } from './money-api';
import { saveDownload } from '../../lib/save-download';

/** A story's or test's money calls; the real API's when none is given. */
export const MoneyApiContext = createContext<MoneyApi | null>(null);

/** The money screen's actor, on the real API unless a provider gives another, its toasts shown and files saved. */
export function useMoneyActor() {
  const given = use(MoneyApiContext);
  const app = useAppActor();
  const [logic] = useState(() => {
    const api =
      given ??
      createMoneyApi(
        createHttp({
          baseURL: API_BASE,
          getAccessToken: () => readCookie('access'),
          onUnauthorized: () => app.system.get('auth')?.send({ type: 'auth.unauthorized' }),
        }),
      );
    return moneyMachine.provide({
      actors: {
        load: fromPromise(({ input }) => api.summary(input)),
        download: fromPromise(({ input }) => api.csv(input.kind, input.range)),
      },
    });
  });
  const actor = useActorRef(logic);
  useEffect(() => {
    const toasts = actor.on('notify', ({ level, message }: NotifyEvent) => showToast(level, message));
    const files = actor.on('save', ({ name, text }) => saveDownload(name, text));
    return () => {
      toasts.unsubscribe();
      files.unsubscribe();
    };
  }, [actor]);
  return actor;
}
