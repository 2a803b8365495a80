import type { Context } from 'hono';
import { englishOf, type Refusal, refusal } from '../../contract/refusals';
import { createMiddleware } from 'hono/factory';
import { type Admission, asUploader, PixelBudgetSpent, type UploadBudget } from '../media/upload-budget';
import { networkOf } from './address-network';
import type { AuthEnv } from './auth';
import { remoteAddress } from './client-address';
import { detailResponse } from './errors';
import { type PaceCut, pacedBody } from './upload-pace';

export const UPLOAD_MESSAGES = {
  userBusy: 'Your other pictures are still being uploaded. Send this one when they are done.',
  addressBusy: 'Many pictures are being uploaded from your network right now. Please try again in a few seconds.',
  serverBusy: 'Many pictures are being uploaded right now. Please try again in a few seconds.',
  budgetSpent: (seconds: number) => englishOf(refusal('uploadBudgetSpent', { seconds })),
  tooSlow: 'The picture was arriving too slowly. Please try again on a better connection.',
  tooLong: 'The picture took too long to arrive. Please send a smaller picture or try on a better connection.',
  coolingDown: (seconds: number) => englishOf(refusal('uploadCoolingDown', { seconds })),
} as const;

/** Seconds a refused upload is told to wait: about how long two large pictures take to decode. */
const BUSY_RETRY_SECONDS = 5;

const refuse = (status: 429 | 503, message: string | Refusal, seconds: number) =>
  detailResponse(status, message, { 'Retry-After': String(seconds) });

const refused = (admission: Exclude<Admission, { ok: true }>) => {
  switch (admission.reason) {
    case 'user-busy':
      return refuse(429, UPLOAD_MESSAGES.userBusy, BUSY_RETRY_SECONDS);
    case 'address-busy':
      return refuse(429, UPLOAD_MESSAGES.addressBusy, BUSY_RETRY_SECONDS);
    case 'server-busy':
      return refuse(503, UPLOAD_MESSAGES.serverBusy, BUSY_RETRY_SECONDS);
    case 'cooling-down':
      return refuse(429, refusal('uploadCoolingDown', { seconds: admission.retryAfterSeconds }), admission.retryAfterSeconds);
  }
};

/** The rest of a cut body is not read: the connection closes after the answer. */
const cutAnswer = (why: PaceCut) =>
  detailResponse(408, why === 'too-slow' ? UPLOAD_MESSAGES.tooSlow : UPLOAD_MESSAGES.tooLong, { Connection: 'close' });

/**
 * Placed after the user is known on every route that takes pictures: a multipart request waits for a place in the
 * budget (refused at once when there is none: a refused upload costs the server nothing), its body is watched for
 * its pace (cut with 408 and its place given back at once when too slow or too long), and the pictures it carries
 * are charged to its user. A JSON body carries no picture and passes untouched. `addressOf` is the client's address
 * as the route trusts it (behind a proxy, X-Forwarded-For); by default the socket's peer.
 */
export const uploadGate = (
  budget: UploadBudget | undefined,
  addressOf: (c: Context) => string | null = remoteAddress,
) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    // Contexts built by hand in a few server tests have no budget; createApp always gives one.
    if (!budget || !/^multipart\//i.test(c.req.header('Content-Type') ?? '')) return next();
    const userId = c.var.user.id;
    const staff = c.var.user.is_admin === true;
    const address = addressOf(c);
    const admission = budget.admit({ userId, staff, network: address === null ? null : networkOf(address) });
    if (!admission.ok) return refused(admission);
    const { limits } = budget;
    const pace = { ...limits, maxBodyMs: staff ? limits.staffMaxBodyMs : limits.maxBodyMs };
    let cut: PaceCut | undefined;
    const body = c.req.raw.body;
    const watch = body
      ? pacedBody(body, pace, (why) => {
          cut = why;
          admission.cut();
        })
      : undefined;
    if (watch) c.req.raw = new Request(c.req.raw, { body: watch.stream, duplex: 'half' } as RequestInit);
    try {
      // The check throws before anything is saved; errorHandler answers it with budgetSpentAnswer.
      await asUploader((pixels) => {
        const charged = budget.charge(userId, pixels);
        if (!charged.ok) throw new PixelBudgetSpent(charged.retryAfterSeconds);
      }, next);
    } finally {
      watch?.stop();
      admission.release();
    }
    // The route answered the broken body its own way (400 from a form parser, 408 from errorHandler).
    if (cut) c.res = cutAnswer(cut);
  });

export const budgetSpentAnswer = (error: PixelBudgetSpent) =>
  refuse(429, refusal('uploadBudgetSpent', { seconds: error.retryAfterSeconds }), error.retryAfterSeconds);
