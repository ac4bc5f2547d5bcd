import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { LIGHTHOUSE_FLAGS } from './lighthouse-cpu-calibration';
const url = process.argv[2]; const runs = Number(process.argv[3] ?? 2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
await lighthouse(url, { port: chrome.port, ...LIGHTHOUSE_FLAGS });
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(url, { port: chrome.port, ...LIGHTHOUSE_FLAGS });
  const tasks: any[] = await (MainThreadTasks as any).request(r!.artifacts.Trace, { computedCache: new Map() });
  const fcp = r!.lhr.audits['first-contentful-paint'].numericValue;
  console.log(`run ${i} BI ${r!.lhr.environment.benchmarkIndex} TBT4x ${Math.round(r!.lhr.audits['total-blocking-time'].numericValue)}`);
  const top = tasks.filter((t) => !t.parent && t.duration >= 8);
  for (const t of top) {
    const kids: Record<string, number> = {};
    const walk = (n: any) => { kids[n.group.id] = (kids[n.group.id] ?? 0) + n.selfTime; n.children.forEach(walk); };
    walk(t);
    const grp = Object.entries(kids).filter(([, v]) => v >= 1).map(([k, v]) => `${k}:${v.toFixed(0)}`).join(' ');
    console.log(`  ${t.startTime.toFixed(0).padStart(6)} ${t.duration.toFixed(1).padStart(6)}ms ${grp} | ${(t.attributableURLs ?? []).map((u: string) => u.replace(/^https?:\/\/[^/]+/, '')).slice(0, 3).join(' ')} ${t.event.name}`);
  }
}
chrome.kill();
