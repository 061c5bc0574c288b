/**
 * A self-contained page for answers that have no site template to use: an unknown host, a
 * refused form post, or an error page that itself failed. No external files, so it always works.
 */
import { escapeHtml } from '../../engine';

export function plainPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#222;background:#fafafa;margin:0;display:grid;min-height:100vh;place-items:center}main{max-width:32rem;padding:2rem}h1{font-size:1.5rem;margin:0 0 .5rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
}
