import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { DetailError } from '../../contract/common';
import { PixelBudgetSpent } from '../media/upload-budget';
import { BodyStalled, stalledAnswer } from './body-limits';
import { INTERNAL_ERROR } from './errors';
import { budgetSpentAnswer } from './upload-gate';

/** Expected HTTP errors keep their status and message; anything else is logged and answered without details. */
export const errorHandler =
  (logger: Logger): ErrorHandler =>
  (error, c) => {
    if (error instanceof PixelBudgetSpent) return budgetSpentAnswer(error);
    if (error instanceof BodyStalled) return stalledAnswer();
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ detail: error.message || 'Bad request.' } satisfies DetailError, error.status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ detail: INTERNAL_ERROR } satisfies DetailError, 500);
  };
