import type { UploadBudget } from '../media/upload-budget';
import type { Db } from '../db/database';
import type { MediaStore } from '../media/media-store';
import type { LiveStreams } from './live-streams';
import type { SmsProvider } from './sms-provider';

/** The clock every account rule reads, so tests can move time instead of waiting for it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the account services need; built once by the app, built with fakes (clock, SMS, sleep) by tests. */
export interface AccountContext {
  db: Db;
  /** Signs access tokens and keys the hashes of one-time codes. */
  secret: string;
  dataDir: string;
  /** Where photos are stored (MEDIA_STORE); unset: the disk of `dataDir`, as tests that build a context leave it. */
  media?: MediaStore;
  clock: Clock;
  sms: SmsProvider;
  /** Slows a login attempt down; tests pass one that records instead of waiting. */
  sleep: (ms: number) => Promise<void>;
  /** This server's open live order streams, closed when their session ends here or on another instance. */
  streams?: LiveStreams;
  /** Who is uploading pictures and how many pixels each decoded this minute (docs/rules/robustness.md#uploads). */
  uploads?: UploadBudget;
}

export const isoAt = (date: Date) => date.toISOString();
export const isoBefore = (date: Date, ms: number) => new Date(date.getTime() - ms).toISOString();
export const isoAfter = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();
