/** What the page in Chromium offers the test that drives it. */
export interface StoryPlayer {
  /** Each stories file (relative to stories/) with the names of its stories, or why it could not be imported. */
  list(): Promise<Record<string, StoriesFile>>;
  /** Mounts the story in a fresh canvas, plays it, and takes it off the page again. */
  play(file: string, name: string, locale?: 'en' | 'ne'): Promise<PlayOutcome>;
}

export interface StoriesFile {
  names: string[];
  /** The window size of the stories that ask for one (Storybook's viewport global); the rest play at 1280×720. */
  viewports: Record<string, Viewport>;
  importFailure?: string;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface PlayOutcome {
  /** Why the play function failed, with its stack; absent when it passed. */
  failure?: string;
  /** Errors the page threw or promises it left rejected while the story ran. */
  errors: string[];
}

declare global {
  interface Window {
    storyPlayer?: StoryPlayer;
  }
}
