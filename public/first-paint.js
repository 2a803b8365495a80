// The entry of a page the server drew (server/http/static-files.ts). What the page needs after its first paint (the
// whole stylesheet, the modules its screen loads, the app's script) is asked for once the page's largest photo is on
// screen: on a phone's network they would otherwise share the bandwidth with the photo (~40 kB against ~140 kB), and
// the script's run would hold back the frame that shows it. The server keeps them in <template id="after-photo">,
// which the browser does not fetch. The app's script runs once the stylesheet is in, so hydration draws nothing
// unstyled. A page without such a photo, a hidden tab, or a photo that takes over 3 s start at once.
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
