import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import { Redirect } from 'wouter';
import { selectAuth } from '../../machines/shared/auth.machine';
import { useSystemActor } from './app-actor';

/**
 * The forms that make a visitor a user (/login, /signup, /otp) have nothing to offer someone already signed in: they
 * go home (docs/rules/robustness.md#screens). One exception: an admin's Add User sends the admin to /otp to enter the
 * new admin's code.
 */
export function guestsOnly(Screen: ComponentType, adminMayUse = false): ComponentType {
  return function GuestsOnly() {
    const auth = useSelector(useSystemActor('auth'), selectAuth);
    if (auth.status !== 'signedIn' || (adminMayUse && auth.role === 'admin')) return <Screen />;
    return <Redirect to="/" replace />;
  };
}
