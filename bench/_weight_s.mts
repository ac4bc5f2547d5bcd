import autocannon from 'autocannon';
for (const url of process.argv.slice(2)) {
const r = await autocannon({ url, connections: 10, duration: 5 });
console.log(url, 'rps', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
}
