// The server's environment under `npm start`. The demo start lists its texts at /api/dev/outbox/ (behind the demo
// key the server prints), so a new sign-up can read its code: a choice made here, never a default of the server.
// A production start (NODE_ENV=production) gets exactly what the operator set: the server then refuses to run with
// any demo setting rather than have one slipped in. SMS_PROVIDER set in the environment always wins.
export function serverEnv(env) {
  if (env.NODE_ENV === 'production') return { ...env };
  return { ...env, SMS_PROVIDER: env.SMS_PROVIDER ?? 'outbox' };
}
