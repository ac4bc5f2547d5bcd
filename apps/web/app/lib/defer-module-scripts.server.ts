/**
 * The page's JavaScript starts loading after its first paint (issue 14, decision 0187).
 *
 * React Router writes ~35 `<link rel="modulepreload">` (React hoists them into <head>) and one
 * inline module script that imports the route modules and starts the client. A phone fetches all
 * of them beside the stylesheet, at high priority, before anything is painted: on a slow
 * connection the ≈ 100 KB of modules share the first round trips with the ≈ 9 KB stylesheet that
 * the first paint waits for, and their evaluation lands before that paint.
 *
 * This rewrites the rendered document: the preloads leave <head>, and the module script becomes a
 * small classic script (same nonce, same place) that adds them — the preloads, then the module
 * script — once the first frame is painted. Nothing else changes: the same modules, in the same
 * order, with the same nonce ('strict-dynamic' trusts what a nonce'd script adds).
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
/** The boot module's whole element, read out of the document. */
const BOOT_SCRIPT = /^<script nonce="([^"]*)" type="module" async="">([\s\S]*)<\/script>$/;
const SCRIPT_END = '</script>';

/**
 * Module preloads added per task. Each added preload starts its fetch there and then: the ≈ 40 of
 * a page added at once were one task of ≈ 12 ms on a mid-range phone (≈ 50 ms under Lighthouse's
 * 4× CPU slowdown, most of it `appendChild`), counted in Total Blocking Time. Eight per task keeps
 * each well under the 50 ms a long task starts at (decision 0196).
 */
export const MODULE_PRELOADS_PER_TASK = 8;

/**
 * First, while the document is still parsing, it numbers the history entry the way React Router's
 * browser history does when it starts (`idx: 0` in `history.state`, kept with what is there, such
 * as the scroll restoration's key). React Router writes that number only when it is missing, so
 * its start, in the task that creates the router after the first paint, makes no `replaceState` of
 * its own: a call that took 1–20 ms there on the bench machine (decision 0203). If a React Router
 * upgrade numbers entries differently, it writes its own state as before and nothing is lost.
 *
 * Then it runs at the end of <body>, in the parser. It loads once the browser reports the first
 * contentful paint (a `paint` entry, delivered after that frame is shown). Where paint entries are
 * not reported it waits for the frame after the first `requestAnimationFrame` (never run while the
 * stylesheet still blocks rendering). A hidden tab paints nothing: it loads at once.
 */
const LOADER = `(function(){var me=document.currentScript,nonce=me.nonce,d=document,done=0;
try{var h=history,st=h.state;if(!st||st.idx==null)h.replaceState(Object.assign({},st,{idx:0}),"")}catch(e){}
function load(){if(done)return;done=1;var m=__MODULES__,i=0;(function next(){for(var end=i+__PER_TASK__;m.length>i&&end>i;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=m[i];d.head.appendChild(l)}
if(m.length>i)return setTimeout(next,0);var s=d.createElement("script");s.type="module";s.nonce=nonce;s.textContent=__BOOT__;d.head.appendChild(s)})()}
function painted(list){return list.getEntriesByName("first-contentful-paint").length>0}
if(d.visibilityState==="hidden")return load();
try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){
if(painted(performance))return load();
return new PerformanceObserver(function(list,observer){if(painted(list)){observer.disconnect();load()}}).observe({type:"paint"})}}catch(e){}
requestAnimationFrame(function(){setTimeout(load,0)})})();`;

/** JSON as script text: `</script>` and the HTML comment openers cannot end or bend the script. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What only React Router's boot module has: the end of its opening tag. */
const BOOT_MARK = '" type="module" async="">';

/**
 * The document (UTF-8 bytes) with its module preloads and boot script deferred past the first
 * paint.
 *
 * It works on the bytes and reads as text only the parts it changes, the head and the boot
 * script: the document is never one JavaScript string (see render-document.server.ts), and it
 * searches only where they are, not the whole page — the preloads in <head>, where React hoists
 * them, and the boot module from the end of the document, the last thing before the loader data.
 * The boot mark cannot appear elsewhere: React escapes quotes in text and attributes, and the data
 * scripts are JSON strings whose quotes are escaped.
 */
export function deferModuleScripts(html: Buffer): Buffer {
  const markAt = html.lastIndexOf(BOOT_MARK);
  if (markAt < 0) return html;
  const bootStart = html.lastIndexOf('<script nonce="', markAt);
  const scriptEnd = html.indexOf(SCRIPT_END, markAt);
  if (bootStart < 0 || scriptEnd < 0) return html;
  const bootEnd = scriptEnd + SCRIPT_END.length;
  const boot = BOOT_SCRIPT.exec(html.toString('utf8', bootStart, bootEnd));
  if (!boot) return html;
  const [, nonce, bootCode] = boot;
  const headEnd = html.indexOf('</head>');
  const headLength = Math.min(headEnd < 0 ? bootStart : headEnd, bootStart);
  const modules: string[] = [];
  const headWithoutPreloads = html
    .toString('utf8', 0, headLength)
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      modules.push(href);
      return '';
    });
  // Function replacers: a `$` in the inserted text must stay a `$`.
  const loader = LOADER.replace('__MODULES__', () => scriptJson(modules))
    .replace('__PER_TASK__', String(MODULE_PRELOADS_PER_TASK))
    .replace('__BOOT__', () => scriptJson(bootCode));
  return Buffer.concat([
    Buffer.from(headWithoutPreloads),
    html.subarray(headLength, bootStart),
    Buffer.from(`<script nonce="${nonce}">${loader}</script>`),
    html.subarray(bootEnd),
  ]);
}
