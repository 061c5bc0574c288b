/**
 * Rendered pages without what depends on the island build: the head links, the boot script
 * and the tracking tag are written only when a bundle has been built (dist/), and asset file
 * names carry content hashes. The page snapshots compare what is left.
 */
export function normalise(html: string): string {
  return html
    .replace(/<link rel="(?:modulepreload|stylesheet)" href="\/assets\/[\w-]+-[A-Z0-9]{8}\.(?:js|css)">/g, '')
    .replace(/<script type="module" src="\/assets\/boot-[A-Z0-9]{8}\.js"><\/script>/g, '')
    .replace(
      /<script type="application\/json" id="tracking-context">[^<]*<\/script><script type="module" src="\/assets\/tracking-[A-Z0-9]{8}\.js"><\/script>/g,
      '',
    )
    .replace(/\.[0-9a-f]{10}\.(css|svg|png|jpg|webp)/g, '.HASH.$1');
}
