// Loaded into the measured server with `node --require` by the memory benches: answers a
// 'memory' message on the IPC channel with process.memoryUsage(), so a bench can read the JS
// heap, external memory and array buffers alongside the resident memory it reads from /proc.
// With 'gc' (and node's --expose-gc) it collects garbage first. It changes nothing else.
process.on('message', (message) => {
  if (message === 'gc' && typeof globalThis.gc === 'function') globalThis.gc();
  if (message === 'memory' || message === 'gc') process.send?.({ memory: process.memoryUsage() });
});
// The IPC channel must not keep a stopped server alive.
process.channel?.unref();
