import { createMiddleware } from 'hono/factory';
import { asUploader, PixelBudgetSpent, type UploadBudget } from '../media/upload-budget';
import type { AuthEnv } from './auth';
import { detailResponse } from './errors';

export const UPLOAD_MESSAGES = {
  userBusy: 'Your other pictures are still being uploaded. Send this one when they are done.',
  serverBusy: 'Many pictures are being uploaded right now. Please try again in a few seconds.',
  budgetSpent: (seconds: number) =>
    `You have sent many large pictures in the last minute. Please wait ${seconds} seconds and try again.`,
} as const;

/** Seconds a refused upload is told to wait: about how long two large pictures take to decode. */
const BUSY_RETRY_SECONDS = 5;

const refuse = (status: 429 | 503, message: string, seconds: number) =>
  detailResponse(status, message, { 'Retry-After': String(seconds) });

/**
 * Placed after the user is known on every route that takes pictures: a multipart request waits for a place in the
 * budget (refused at once when there is none: a refused upload costs the server nothing), and the pictures it
 * carries are charged to its user. A JSON body carries no picture and passes untouched.
 */
export const uploadGate = (budget: UploadBudget | undefined) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    // Contexts built by hand in a few server tests have no budget; createApp always gives one.
    if (!budget || !/^multipart\//i.test(c.req.header('Content-Type') ?? '')) return next();
    const userId = c.var.user.id;
    const admission = budget.admit(userId);
    if (!admission.ok) {
      return admission.reason === 'user-busy'
        ? refuse(429, UPLOAD_MESSAGES.userBusy, BUSY_RETRY_SECONDS)
        : refuse(503, UPLOAD_MESSAGES.serverBusy, BUSY_RETRY_SECONDS);
    }
    try {
      // The check throws before anything is saved; errorHandler answers it with budgetSpentAnswer.
      await asUploader((pixels) => {
        const charged = budget.charge(userId, pixels);
        if (!charged.ok) throw new PixelBudgetSpent(charged.retryAfterSeconds);
      }, next);
    } finally {
      admission.release();
    }
  });

export const budgetSpentAnswer = (error: PixelBudgetSpent) =>
  refuse(429, UPLOAD_MESSAGES.budgetSpent(error.retryAfterSeconds), error.retryAfterSeconds);
