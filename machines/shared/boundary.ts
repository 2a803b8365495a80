import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

const missing = (name: string) => new Error(`${name} is provided at the app boundary`);

/**
 * A promise actor a machine names and `create…Logic(api)` supplies with `.provide()`: the machine itself declares
 * only its types, so that it knows no HTTP; run without the real call, it fails with the call's name.
 */
export const providedCall = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw missing(name);
  });

/** The same for a callback actor (a live stream, the session): it sends events back until stopped. */
export const providedStream = <Input = NonReducibleUnknown>(name: string) =>
  fromCallback<EventObject, Input>(() => {
    throw missing(name);
  });
