import type { Logger } from 'pino';
import { devanagariDigits, type Language } from '../../contract/language';
import type { Db } from '../db/database';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import type { Env } from '../env';
import type { Clock } from './account-context';
import { httpSms } from './sms-http';
import { outboxSms } from './sms-outbox';
import type { SmsProvider } from './sms-provider';

export function createSmsProvider(
  env: Pick<Env, 'sms'>,
  deps: { db: Db; logger: Logger; clock: Clock; print?: (line: string) => void },
): SmsProvider {
  if (env.sms.provider === 'http') return httpSms(env.sms, deps.logger);
  return outboxSms(deps);
}

/**
 * docs/rules/limits.md#codes codes are 4 digits and live 300 s; the text names the restaurant when it has been set up.
 */
export async function codeText(db: Db, code: string, seconds: number, language: Language = 'en'): Promise<string> {
  const name = (await getRestaurantInfo(db))?.name ?? 'Restaurant';
  const minutes = Math.round(seconds / 60);
  // The code itself stays in Latin digits: it is typed back into a field that takes those (contract/account.ts).
  if (language === 'ne') return `तपाईंको ${name} कोड ${code} हो। यो ${devanagariDigits(String(minutes))} मिनेटमा सकिन्छ।`;
  return `Your ${name} code is ${code}. It expires in ${minutes} minutes.`;
}

/** Sent once a day when an account comes under attack (login-limits.ts): the owner is not held back, only told. */
export async function loginWarningText(db: Db, language: Language = 'en'): Promise<string> {
  const name = (await getRestaurantInfo(db))?.name ?? 'Restaurant';
  if (language === 'ne')
    return `आज तपाईंको ${name} खातामा धेरै पटक गलत पासवर्ड प्रयास गरियो। तपाईं सधैं झैं साइन इन गर्न सक्नुहुन्छ; यो तपाईं होइन भने पासवर्ड बदल्ने विचार गर्नुहोस्।`;
  return `Many wrong passwords were tried on your ${name} account today. You can still sign in as usual; if this was not you, consider changing your password.`;
}
