// The entry of a page the server drew (server/http/static-files.ts). What the page needs after its first paint (its
// other photos, the whole stylesheet, the modules its screen loads, the app's script) is asked for once the page's
// largest photo is on screen: on a phone's network they would otherwise share the bandwidth with the photo (~40 kB
// against ~140 kB), and the script's run would hold back the frame that shows it. The server keeps them in
// <template id="after-photo">, which the browser does not fetch. The app's script runs once the stylesheet is in, so
// hydration draws nothing unstyled. A page without such a photo, a hidden tab, or a photo that takes over 3 s start at once.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
const later = document.getElementById('after-photo');
const photo = document.querySelector('#root img[fetchpriority="high"]');
let started = false;

function runEntry() {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

function start() {
  if (started) return;
  started = true;
  // The photos the first paint did not need (src/lib/later-photo.ts), before the app's script: it is seconds away on a
  // slow phone.
  for (const image of document.querySelectorAll('#root img[data-src]')) {
    if (image.dataset.srcset) image.srcset = image.dataset.srcset;
    image.src = image.dataset.src;
  }
  // The language switch's drawn word (src/ui/language-switch.tsx), likewise.
  for (const word of document.querySelectorAll('#root [data-mask]')) {
    word.style.maskImage = `url(${word.dataset.mask})`;
    word.removeAttribute('data-mask');
  }
  const added = later ? [...later.content.children].map((node) => document.importNode(node, true)) : [];
  if (entry) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = entry;
    added.push(preload);
  }
  const sheets = added
    .filter((node) => node.rel === 'stylesheet')
    .map((sheet) => new Promise((loaded) => ['load', 'error'].forEach((type) => sheet.addEventListener(type, loaded))));
  document.head.append(...added);
  if (entry) void Promise.all(sheets).then(runEntry);
}

// After the frame that draws the photo: the browser's own report of it where it gives one (Element Timing, the photo
// named `first-photo` by the server's markup), which comes once the frame is on screen. A load event and the next
// frame come earlier: on a busy phone the paint itself can take 100 ms more, and what started in that time shared it.
function whenDrawn() {
  const named = photo.getAttribute('elementtiming');
  if (named && PerformanceObserver.supportedEntryTypes?.includes('element')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.identifier === named)) return;
      observer.disconnect();
      start();
    }).observe({ type: 'element', buffered: true });
  } else if (photo.complete) afterFrame();
  else photo.addEventListener('load', afterFrame, { once: true });
}
const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));

if (!photo || document.visibilityState !== 'visible') start();
else {
  whenDrawn();
  photo.addEventListener('error', start, { once: true });
  setTimeout(start, 3000);
}
