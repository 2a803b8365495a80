// The entry of a page the server drew (server/http/static-files.ts): the app's script is asked for once the page's
// largest photo is on screen. On a phone's network the two would otherwise share the bandwidth (the photo ~40 kB, the
// script ~110 kB), and the script's run would hold back the frame that shows the photo; the page needs neither to be
// seen. A page without such a photo, a hidden tab, or a photo that takes over 3 s start the script at once.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
const photo = document.querySelector('#root img[fetchpriority="high"]');
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

// After the frame that draws the photo.
const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));

if (!photo || document.visibilityState !== 'visible') start();
else {
  if (photo.complete) afterFrame();
  else {
    photo.addEventListener('load', afterFrame, { once: true });
    photo.addEventListener('error', start, { once: true });
  }
  setTimeout(start, 3000);
}
