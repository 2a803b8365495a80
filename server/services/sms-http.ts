import type { Logger } from 'pino';
import { maskNumber, type SmsProvider } from './sms-provider';

const TIMEOUT_MS = 10_000;

/**
 * A generic HTTP SMS gateway: POST `{to, text}` as JSON to SMS_HTTP_URL, with `Authorization: Bearer
 * SMS_HTTP_TOKEN` when a token is set. Any 2xx answer counts as sent.
 */
export function httpSms(config: { url: string; token: string | null }, logger: Logger): SmsProvider {
  return {
    async sendSms(to, text) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(config.token ? { Authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The body may echo the text (and its code) back: it is read and dropped, never logged.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        logger.warn({ to: maskNumber(to), status: response.status }, 'SMS provider refused a message');
        throw new Error(`SMS provider answered ${response.status}`);
      }
      logger.info({ to: maskNumber(to) }, 'text message sent');
    },
  };
}
