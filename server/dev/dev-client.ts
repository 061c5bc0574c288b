/**
 * The script dev pages load (never under `npm start`): it listens on /__dev/events and reloads
 * the tab when files change or the server restarted. EventSource reconnects by itself.
 */
export const DEV_CLIENT_SCRIPT = `const source = new EventSource('/__dev/events');
let boot;
source.addEventListener('hello', (event) => {
  if (boot && boot !== event.data) location.reload();
  boot = event.data;
});
source.addEventListener('reload', () => location.reload());
`;
