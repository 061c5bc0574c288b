/** The host a request names, lower-cased and without its port (`[::1]:3000` → `[::1]`). */
export function hostName(header: string | undefined): string {
  const host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** Hosts every machine calls itself; the default site answers on them. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
