/**
 * Thrown into the reader of a stalled body; answered 408 by errorHandler (or by the middleware that cut it). In a file
 * of its own, importing nothing: body-limits, the error handler and the upload gate all use it, and a class extended
 * at load time must be defined before any of them runs.
 */
export class BodyStalled extends Error {
  constructor() {
    super('request body stalled');
  }
}
