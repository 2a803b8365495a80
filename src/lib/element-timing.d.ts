import 'react';

declare module 'react' {
  // Element Timing's attribute (not in React's types): public/first-paint.js waits for the browser to report the
  // element so named drawn.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's parameter
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
