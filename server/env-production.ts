import { DEFAULT_ADMIN_PASSWORD, type Parsed } from './env-variables';

/**
 * What a production start (NODE_ENV=production) refuses: every setting that makes the server half a demo (decisions
 * docs/rules/payments.md#sandbox: "a production start never runs a sandbox"; docs/rules/system.md#sms-outbox: the SMS
 * outbox never in a production start). Each problem names the variable and what to set, so the operator fixes them all
 * from one message.
 *
 * `raw` is the environment as given (empty values as unset), to tell a value asked for from a default.
 */
export function productionProblems(raw: Record<string, string | undefined>, values: Parsed): string[] {
  const problems: string[] = [];
  const got = (name: string) => (raw[name] === undefined ? '' : ` (got ${JSON.stringify(raw[name])})`);
  if (values.PUBLIC_URL === undefined) {
    problems.push(
      'PUBLIC_URL must be set in production to the address customers use (https://your-domain): eSewa sends them back there',
    );
  }
  if (raw.ADMIN_PASSWORD === undefined || values.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    problems.push(
      `ADMIN_PASSWORD must be set in production to a password of your own: the default ${DEFAULT_ADMIN_PASSWORD} is published in the README`,
    );
  }
  if (values.DEMO_DATA === true) {
    problems.push("DEMO_DATA must be 0 or unset in production: the demo customer's password is published");
  }
  if (raw.ESEWA_MODE === undefined || values.ESEWA_MODE === 'sandbox') {
    problems.push(
      `ESEWA_MODE must be production (or test) in production: the sandbox takes eSewa's published test login as payment${got('ESEWA_MODE')}`,
    );
  }
  if (values.KHALTI_MODE === 'sandbox') {
    problems.push(
      "KHALTI_MODE must be production, test or off in production: the sandbox takes Khalti's published test ids as payment (got \"sandbox\")",
    );
  }
  // `log` is refused too: it sends nothing, so no customer could sign up or reset a password, and the codes it prints
  // (the admin's reset code among them) would sit in the service's journal for anyone who reads the logs.
  if (values.SMS_PROVIDER !== 'http') {
    problems.push(
      `SMS_PROVIDER must be http in production, with SMS_HTTP_URL set to your SMS gateway: unset, log and outbox send no text to anyone's phone${got('SMS_PROVIDER')}`,
    );
  }
  return problems;
}
