// Imported by the benchmark servers: answers the harness's 'cpu' message with the CPU time this process
// has used (user + system, µs), so that a run can report CPU per request, a figure that a busy machine
// disturbs far less than requests per second. And exits cleanly on SIGTERM, the harness's stop, so
// that a --cpu-prof run (BENCH_CPU_PROF) writes its profile.
process.on('SIGTERM', () => process.exit(0));
process.on('message', (message) => {
  if (message !== 'cpu') return;
  const used = process.cpuUsage();
  process.send?.({ cpuMicros: used.user + used.system });
});
